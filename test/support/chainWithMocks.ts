// The demo chain with the Node mocks answering for it (balances, history, names, swaps read from
// the chain), started before a file's tests and stopped after them; and a Portico connected there.
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { createDemoWallet, type DemoWalletOptions } from '../../mocks/wallets/demoWallet'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import type { PorticoConfigInput } from '../../src/config/schema'
import type { Connector } from '../../src/connectors/types'
import { demoWalletConnector, demoWalletInfo } from './demoWalletConnector'
import { connectRequested } from '../../src/features/connection/actions'
import { anvil } from '../../src/networks'
import { mockedHosts, porticoForTest } from './portico'
import type { DemoChain } from '../../mocks/chain/demoChain'
import { demoChainForFile } from './demoChainForFile'
import { createNodeMocks } from '../../mocks/node'
import { flowStep } from './waits'

export const anvilNetwork = 'eip155:31337'

/** An asset of the demo chain, as the store names it (CAIP-19 without the namespace's prefix). */
export const onAnvil = (asset: Address) => `${anvilNetwork}:${asset}` as const

/** Registers the file's set-up; the returned getters are valid inside its tests. */
export function chainWithMocks() {
  // Registered first, so started first and stopped last.
  const chain = demoChainForFile()
  let mocks: ReturnType<typeof createNodeMocks> | undefined
  beforeAll(() => {
    mocks = createNodeMocks({ anvil: { url: chain().url, caipNetworkIds: [anvilNetwork] } })
    mocks.server.listen({ onUnhandledFrame: 'bypass' })
  })
  afterAll(() => mocks?.server.close())
  /** The chain read as it is now (no cache): what the visitor's transactions did there. */
  const node = () => createPublicClient({ transport: http(chain().url), cacheTime: 0 })
  const balanceOf = (token: Address, owner: Address) =>
    node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  return { chain, mocks: () => mocks!, node, balanceOf }
}

/**
 * A Portico on the demo chain (and the config's other parts) with the demo wallet connected:
 * anvil's second key, sending real transactions, announced as a browser wallet. What the wallet
 * answers once connected is the test's (`wallet.setMode`).
 */
export async function connectedOnChain(
  chain: DemoChain,
  config: Partial<PorticoConfigInput> = {},
  /** What the visitor does before connecting (open the modal, say). */
  before?: (p: ReturnType<typeof porticoForTest>) => void | Promise<void>,
  /** What the wallet is beyond the default (one that runs batches, say). */
  walletOptions: Partial<DemoWalletOptions> = {},
  /** The connector Portico is given for it, from the plain one (a wallet that says more, say). */
  connector: (plain: Connector) => Connector = (plain) => plain,
) {
  const wallet = createDemoWallet({
    rpcUrl: chain.url,
    privateKey: anvilPrivateKeys[1],
    mode: 'approve',
    ...walletOptions,
  })
  const p = porticoForTest({ networks: [anvil(chain.url)], baseUrls: mockedHosts, ...config })
  await before?.(p)
  p.registry.add(connector(demoWalletConnector(wallet)))
  p.store.dispatch(connectRequested({ connectorId: demoWalletInfo.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
  return { p, wallet, me: wallet.address as Address }
}
