// @vitest-environment jsdom
// usePreview and useApprovalPreview as a headless host calls them (README "Before you sign"), on
// the demo chain with the Node mocks: a host's own calls are previewed once the account is
// connected, loading then ready, and what the hook gives is what the store computed for that
// very request (a demo-token transfer, an unlimited approve); the same calls in a new object ask
// nothing again. While the wallet is asked a host's batch through Portico, useApprovalPreview
// gives that request's preview, and nothing once the wallet answered. With `preview: false` both
// give undefined.
import { cleanup, render } from '@testing-library/react'
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits, type Address, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { PorticoHeadlessProvider, useApprovalPreview, usePreview, type Preview } from '../../src/headless'
import type { Eip155Call } from '../../src/connectors/types'
import { previewRequested } from '../../src/features/preview/previewSlice'
import type { ApprovalRequest } from '../../src/features/approvals/approvalRequest'
import { selectCurrentView } from '../../src/features/modal/selectors'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { hostSends } from '../support/hostCalls'
import { flowStep, flowSteps } from '../support/waits'

const setup = chainWithMocks()
afterEach(() => cleanup())

const stranger: Address = '0x000000000000000000000000000000000000dEaD'
const spender: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const fiveTokens = parseUnits('5', 18)
const tokenCall = (data: Hex): Eip155Call => ({ to: demoTokenAddress, data })
const transferCall = tokenCall(
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, fiveTokens] }),
)
const approveCall = tokenCall(
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
)

type Portico = Awaited<ReturnType<typeof connectedOnChain>>['p']

/** The host's page: what each hook gave at each render. `calls` is read anew at each render. */
function hostPage(p: Portico, calls: () => Eip155Call[]) {
  const host = { previews: [] as (Preview | undefined)[], approvals: [] as (Preview | undefined)[] }
  function Host() {
    // A new object every render, as a host's inline literal is.
    host.previews.push(usePreview({ calls: calls().map((call) => ({ ...call })) }))
    host.approvals.push(useApprovalPreview())
    return null
  }
  const page = render(
    <PorticoHeadlessProvider store={p.store} instance={p.store.portico}>
      <Host />
    </PorticoHeadlessProvider>,
  )
  const rerender = () =>
    page.rerender(
      <PorticoHeadlessProvider store={p.store} instance={p.store.portico}>
        <Host />
      </PorticoHeadlessProvider>,
    )
  return { ...host, rerender, last: () => host.previews.at(-1), lastApproval: () => host.approvals.at(-1) }
}

const asked = (p: Portico) => p.dispatched(previewRequested.type) as ReturnType<typeof previewRequested>[]

/** What the store computes for `calls` from the account, asked directly as a flow asks. */
async function storePreview(p: Portico, me: Address, calls: Eip155Call[], shows: ApprovalRequest) {
  const id = `direct-${Math.random()}`
  p.store.dispatch(previewRequested({ id, request: { caipNetworkId: anvilNetwork, from: me, calls }, shows }))
  return vi.waitFor(() => {
    const preview = p.state().preview?.byId[id]
    expect(preview?.status).toBe('ready')
    return preview!
  }, flowStep)
}

const settled = async (read: () => Preview | undefined) =>
  vi.waitFor(() => {
    expect(read()?.status).toMatch(/^(ready|unavailable)$/)
    return read()!
  }, flowStep)

describe('usePreview: a host previews its own calls', () => {
  it(
    'is undefined until an account connects, then loading, then ready with what the store computed for the transfer',
    flowSteps(3),
    async () => {
      let host!: ReturnType<typeof hostPage>
      const { p, me } = await connectedOnChain(setup.chain(), {}, (p) => {
        host = hostPage(p, () => [transferCall])
        expect(host.last()).toBeUndefined()
      })
      await vi.waitFor(() => expect(host.last()?.status).toBeDefined(), flowStep)
      const preview = await settled(host.last)
      expect(host.previews).toContainEqual({ status: 'loading' })
      expect(preview).toMatchObject({
        status: 'ready',
        changes: [{ asset: demoTokenAddress, symbol: 'PTC', decimals: 18, delta: (-fiveTokens).toString() }],
        allowances: [],
        nativeSent: '0',
      })
      // The hook's preview is the store's, for the request the hook asked.
      const { payload } = asked(p)[0]!
      expect(payload.request).toEqual({ caipNetworkId: anvilNetwork, from: me, calls: [transferCall] })
      expect(payload.shows).toEqual({
        kind: 'call',
        caipNetworkId: anvilNetwork,
        to: demoTokenAddress,
        selector: '0xa9059cbb',
      })
      expect(preview).toBe(p.state().preview?.byId[payload.id])
      expect(preview).toEqual(await storePreview(p, me, [transferCall], payload.shows))
      // The same calls in a new object ask nothing again.
      host.rerender()
      host.rerender()
      expect(asked(p).filter((a) => !a.payload.id.startsWith('direct-'))).toHaveLength(1)
    },
  )

  it('previews an unlimited approve: the allowance listed as unlimited, and warned about', flowSteps(3), async () => {
    const { p, me } = await connectedOnChain(setup.chain())
    let calls = [transferCall]
    const host = hostPage(p, () => calls)
    await settled(host.last)
    // Other calls: asked once more, and the hook follows them.
    calls = [approveCall]
    host.rerender()
    await vi.waitFor(() => expect(asked(p)).toHaveLength(2), flowStep)
    const preview = await vi.waitFor(() => {
      const last = host.last()
      expect(last?.status === 'ready' && last.allowances.length).toBe(1)
      return last!
    }, flowStep)
    expect(preview).toMatchObject({
      status: 'ready',
      changes: [],
      allowances: [{ token: demoTokenAddress, symbol: 'PTC', spender, amount: maxUint256.toString(), unlimited: true }],
    })
    expect(preview.status === 'ready' && preview.warnings).toContainEqual({
      kind: 'unlimitedApproval',
      symbol: 'PTC',
      spender,
    })
    const { payload } = asked(p)[1]!
    expect(preview).toBe(p.state().preview?.byId[payload.id])
    expect(preview).toEqual(await storePreview(p, me, [approveCall], payload.shows))
  })
})

describe('useApprovalPreview: the preview of what the wallet is asked now', () => {
  it(
    "gives the preview on ApproveTransaction while the wallet is asked a host's batch, and nothing after",
    flowSteps(4),
    async () => {
      const { p, wallet } = await connectedOnChain(setup.chain(), {}, undefined, { batches: 'eip7702' })
      wallet.setMode('manual')
      const host = hostPage(p, () => [])
      expect(host.lastApproval()).toBeUndefined()
      const heard = hostSends(p, [transferCall, approveCall])
      await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowStep)
      const preview = await settled(host.lastApproval)
      const { view, data } = selectCurrentView(p.store.getState())
      expect(view).toBe('ApproveTransaction')
      expect(preview).toBe(p.state().preview?.byId[data!.previewId!])
      expect(preview).toMatchObject({
        status: 'ready',
        changes: [{ asset: demoTokenAddress, delta: (-fiveTokens).toString() }],
        allowances: [{ token: demoTokenAddress, spender, unlimited: true }],
      })
      wallet.reject(wallet.pending()[0]!.id)
      expect(await heard).toMatchObject({ declined: true })
      await vi.waitFor(() => expect(host.lastApproval()).toBeUndefined(), flowStep)
    },
  )
})

describe("with the host's `preview: false`", () => {
  it('both hooks give undefined, and nothing is simulated', flowSteps(3), async () => {
    const { p, wallet } = await connectedOnChain(setup.chain(), { preview: false }, undefined, { batches: 'eip7702' })
    wallet.setMode('manual')
    const host = hostPage(p, () => [transferCall])
    const heard = hostSends(p, [transferCall])
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowStep)
    expect(selectCurrentView(p.store.getState()).view).toBe('ApproveTransaction')
    expect(host.last()).toBeUndefined()
    expect(host.lastApproval()).toBeUndefined()
    expect(asked(p)).toEqual([])
    wallet.reject(wallet.pending()[0]!.id)
    await heard
  })
})
