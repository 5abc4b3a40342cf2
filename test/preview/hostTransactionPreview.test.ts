// A host's own transaction through the embedded wallet (Portico's provider, as portico/wagmi and
// portico/viem send it) shows as Portico's own do: ApproveTransaction opens with the request read
// from itself and the preview of what it will do, the frame asks in its place, and the modal
// closes after (README "Before you sign"). The fake frame signs with real keys on the demo chain.
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import { selectCurrentView } from '../../src/features/modal/selectors'
import { anvil } from '../../src/networks'
import { createPorticoProvider } from '../../src/viem/porticoProvider'
import { connectedPair } from '../frame/support/framePair'
import { signInByEmail } from '../support/emailSignIn'
import { mockedHosts, porticoForTest } from '../support/portico'
import { chainWithMocks } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'

const setup = chainWithMocks()
const receiver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function signedIn(preview: boolean) {
  const pair = connectedPair({ rpcUrl: setup.chain().url, smartAccounts: { networks: [31337], faucet: true } })
  const p = porticoForTest({ networks: [anvil(setup.chain().url)], baseUrls: mockedHosts, preview })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
  await signInByEmail(p, pair.auth, `host-${preview}@example.com`)
  await vi.waitFor(
    () => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('smartAccount'),
    flowStep,
  )
  const provider = createPorticoProvider({ store: p.store, instance: p.store.portico })
  const from = p.state().account.eip155!.address as `0x${string}`
  /** Every ApproveTransaction entry shown, with its data, in order. */
  const shown: unknown[] = []
  p.store.subscribe(() => {
    const entry = selectCurrentView(p.store.getState())
    if (entry.view === 'ApproveTransaction' && entry.data !== shown.at(-1)) shown.push(entry.data)
  })
  const transfer = (amount: string) =>
    provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: demoTokenAddress,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseUnits(amount, 18)],
          }),
        },
      ],
    })
  return { p, shown, transfer }
}

describe("a host's transaction through the embedded wallet", flowSteps(6), () => {
  it('opens ApproveTransaction with the request and its preview (the tokens that leave), then closes; twice in a row', async () => {
    const { p, shown, transfer } = await signedIn(true)
    for (const amount of ['2', '3']) {
      expect(p.state().modal.open).toBe(false)
      const hash = await transfer(amount)
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const data = shown.at(-1) as { approval: object; previewId: string }
      // A host's token is one Portico has no name for: the request shows as the call it is, the preview says what moves.
      expect(data.approval).toMatchObject({ kind: 'call', to: demoTokenAddress, selector: '0xa9059cbb' })
      expect(p.state().preview?.byId[data.previewId]).toMatchObject({
        status: 'ready',
        changes: [{ symbol: 'PTC', delta: (-parseUnits(amount, 18)).toString() }],
      })
      await vi.waitFor(() => expect(p.state().modal.open).toBe(false), flowStep)
    }
    expect(shown).toHaveLength(2)
  })

  it('with preview: false the host asks the frame alone, as before: no modal opens', async () => {
    const { p, shown, transfer } = await signedIn(false)
    await transfer('1')
    expect(shown).toEqual([])
    expect(p.state().modal.open).toBe(false)
  })
})
