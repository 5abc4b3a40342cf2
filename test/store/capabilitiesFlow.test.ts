// What the connected eip155 wallet can do beyond one transaction at a time (EIP-5792's
// capabilities), as the store learns it: asked once per wallet, account and network, and none
// for a wallet that cannot say (no method, no answer in time, no EIP-5792 in its connector),
// so no flow that sends waits on it.
import { describe, expect, it, vi } from 'vitest'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { noCapabilities, type Connector } from '../../src/connectors/types'
import { connectRequested } from '../../src/features/connection/actions'
import { capabilitiesWaitMs } from '../../src/features/batches/constants'
import { selectCapabilities } from '../../src/features/batches/selectors'
import { fakeProvider } from '../connectors/fakeProvider'
import { porticoForTest } from '../support/portico'
import { flowStep } from '../support/waits'

const account = '0x70997970C51812Dc3A010c7D01B50E20D17Dc79C'
const info = {
  id: 'announced:test.batches',
  type: 'ANNOUNCED',
  name: 'Batches',
  chain: 'eip155',
  installed: true,
} as const

function walletAnswering(getCapabilities: unknown) {
  return fakeProvider({
    eth_requestAccounts: [account],
    eth_accounts: [account],
    eth_chainId: '0x1',
    ...(getCapabilities !== undefined && { wallet_getCapabilities: getCapabilities }),
  })
}

async function connected(provider: ReturnType<typeof fakeProvider>, connector?: (c: Connector) => Connector) {
  const p = porticoForTest()
  const plain = createEip1193Connector(info, provider)
  p.registry.add(connector ? connector(plain) : plain)
  p.store.dispatch(connectRequested({ connectorId: info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
  const capabilities = (network = 'eip155:1' as const) => selectCapabilities(p.store.getState(), network)
  const asked = () => provider.calls.filter((c) => c.method === 'wallet_getCapabilities')
  return { p, capabilities, asked }
}

describe('capabilities', () => {
  it('are asked once the wallet connects, for the account on the active network: the asset report reads the same answer', async () => {
    const provider = walletAnswering({
      '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    const { capabilities, asked } = await connected(provider)
    await vi.waitFor(
      () => expect(capabilities()).toEqual({ ...noCapabilities, atomic: 'supported', paymasterService: true }),
      flowStep,
    )
    expect(asked()).toEqual([{ method: 'wallet_getCapabilities', params: [account, ['0x1']] }])
  })

  it('a wallet without the method has none', async () => {
    const { capabilities, asked } = await connected(walletAnswering(undefined))
    await vi.waitFor(() => expect(capabilities()).toEqual(noCapabilities), flowStep)
    expect(asked()).toHaveLength(1)
  })

  it('a connector without EIP-5792 (nor an asset report) has none, and its wallet is not asked', async () => {
    const provider = walletAnswering({ '0x1': { atomic: { status: 'supported' } } })
    const { capabilities, asked } = await connected(provider, ({ calls: _, ...rest }) => ({
      ...rest,
      walletAssets: async () => undefined,
    }))
    await vi.waitFor(() => expect(capabilities()).toEqual(noCapabilities), flowStep)
    expect(asked()).toEqual([])
  })

  it(`a wallet that does not answer has none after ${capabilitiesWaitMs} ms: nothing waits on it longer; its answer, when it comes, is taken`, async () => {
    let answer!: (capabilities: unknown) => void
    const { capabilities, asked } = await connected(walletAnswering(() => new Promise((resolve) => (answer = resolve))))
    await vi.waitFor(() => expect(capabilities()).toBe('asking'), flowStep)
    await vi.waitFor(() => expect(capabilities()).toEqual(noCapabilities), {
      timeout: capabilitiesWaitMs + flowStep.timeout,
    })
    // A smart wallet whose keys site took its time: the app's paymaster goes with its calls from now on.
    answer({ '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } })
    await vi.waitFor(
      () => expect(capabilities()).toEqual({ ...noCapabilities, atomic: 'supported', paymasterService: true }),
      flowStep,
    )
    expect(asked()).toHaveLength(1)
  })
})
