// Portico as a wagmi connector (portico/wagmi): wagmi's own config and actions (@wagmi/core, as
// wagmi's hooks call them) beside a Portico store whose wallet is the demo wallet, a real
// EIP-1193 provider signing with anvil's first key. Portico connects; wagmi follows both ways.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, type Config } from 'wagmi'
import {
  connect,
  disconnect,
  getAccount,
  getCapabilities,
  reconnect,
  sendCalls,
  sendTransaction,
  signMessage,
  switchChain,
  waitForCallsStatus,
} from 'wagmi/actions'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { mainnet as viemMainnet, polygon as viemPolygon, base as viemBase } from 'viem/chains'
import { createDemoWallet } from '../../mocks/wallets/demoWallet'
import { startAnvil } from '../../mocks/chain/anvil'
import { startDemoChain } from '../../mocks/chain/demoChain'
import { demoWalletConnector, demoWalletInfo } from '../support/demoWalletConnector'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { connectionSwitchRequested } from '../../src/features/connections/actions'
import { connectRequested, disconnectRequested, switchNetworkRequested } from '../../src/features/connection/actions'
import { closeRequested } from '../../src/features/modal/actions'
import { polygon } from '../../src/networks'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { startPortico } from '../../src/composition/portico'
import { porticoConnector } from '../../src/wagmi'
import { porticoForTest } from '../support/portico'
import { nodeStartBound, flowStep } from '../support/waits'

/** How long a test waits for what it dispatched to show (Portico's flows and wagmi's store settle over a few turns). */
const settles = { ...flowStep, interval: 5 }

const info = demoWalletInfo

/** Portico with the demo wallet registered, and a wagmi config with Portico's connector. */
function scene(
  options: {
    kv?: ReturnType<typeof memoryStore>
    start?: boolean
    wallet?: ReturnType<typeof createDemoWallet>
    /** The node the wallet sends to (none by default: nothing is sent). */
    rpcUrl?: string
  } = {},
) {
  const wallet =
    options.wallet ??
    createDemoWallet({
      rpcUrl: options.rpcUrl ?? 'http://127.0.0.1:9',
      chainId: 1,
      knownChains: [polygon],
    })
  const p = porticoForTest({}, { kv: options.kv, start: options.start ?? true })
  p.registry.add(demoWalletConnector(wallet))
  const config: Config = createConfig({
    chains: [viemMainnet, viemPolygon, viemBase],
    connectors: [porticoConnector({ store: p.store })],
    transports: { [viemMainnet.id]: http(), [viemPolygon.id]: http(), [viemBase.id]: http() },
    storage: null,
  })
  configs.push(config)
  const connectInPortico = async () => {
    p.store.dispatch(connectRequested({ connectorId: info.id }))
    await vi.waitUntil(() => getAccount(config).status === 'connected', settles)
  }
  return { p, wallet, config, connector: config.connectors[0]!, connectInPortico }
}

const configs: Config[] = []
afterEach(() => {
  configs.length = 0
})

describe('portico/wagmi: wagmi follows the connection Portico makes', () => {
  it("connecting in Portico (its own button) makes wagmi connected with Portico's account and chain", async () => {
    const { config, wallet, connectInPortico } = scene()
    expect(getAccount(config).status).toBe('disconnected')
    await connectInPortico()
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: wallet.address,
      chainId: 1,
      connector: { id: 'portico' },
    })
  })

  it("wagmi's connect opens Portico and resolves with the account once the visitor connects a wallet there", async () => {
    const { p, config, connector, wallet } = scene()
    const connecting = connect(config, { connector })
    await vi.waitUntil(() => p.state().modal.open, settles)
    expect(getAccount(config).status).toBe('connecting')
    p.store.dispatch(connectRequested({ connectorId: info.id }))
    await expect(connecting).resolves.toEqual({ accounts: [wallet.address], chainId: 1 })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: wallet.address })
  })

  it("closing Portico without connecting rejects wagmi's connect as the visitor's refusal (4001), and wagmi stays disconnected", async () => {
    const { p, config, connector } = scene()
    const connecting = connect(config, { connector })
    await vi.waitUntil(() => p.state().modal.open, settles)
    p.store.dispatch(closeRequested())
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("wagmi's connect with a chain starts Portico's connection on that chain", async () => {
    const { p, config, connector } = scene()
    const connecting = connect(config, { connector, chainId: viemPolygon.id })
    await vi.waitUntil(() => p.state().modal.open, settles)
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
    p.store.dispatch(connectRequested({ connectorId: info.id }))
    await expect(connecting).resolves.toMatchObject({ chainId: 137 })
  })

  it("disconnecting with wagmi's disconnect ends Portico's connection", async () => {
    const { p, config, connectInPortico } = scene()
    await connectInPortico()
    await disconnect(config)
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('disconnecting in Portico (its Account view) disconnects wagmi; connecting again in Portico connects wagmi again', async () => {
    const { p, config, connectInPortico } = scene()
    await connectInPortico()
    p.store.dispatch(disconnectRequested())
    await vi.waitUntil(() => getAccount(config).status === 'disconnected', settles)
    await connectInPortico()
    expect(getAccount(config).status).toBe('connected')
  })

  it("wagmi's switchChain moves Portico's account to the chain; Portico's switch moves wagmi's chain", async () => {
    const { p, config, connectInPortico } = scene()
    await connectInPortico()
    await expect(switchChain(config, { chainId: viemPolygon.id })).resolves.toMatchObject({ id: 137 })
    expect(p.state().account.eip155?.caipAddress).toMatch(/^eip155:137:/)
    expect(getAccount(config).chainId).toBe(137)

    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:1' }))
    await vi.waitUntil(() => getAccount(config).chainId === 1, settles)
  })

  it("wagmi's switchChain to a chain the Portico config does not have is wagmi's ChainNotConfiguredError, and nothing moves", async () => {
    const { p, config, connectInPortico } = scene()
    await connectInPortico()
    await expect(switchChain(config, { chainId: viemBase.id })).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
    })
    expect(p.state().account.eip155?.caipAddress).toMatch(/^eip155:1:/)
  })

  it("wagmi's signMessage reaches the wallet Portico connected: the signature verifies for the account", async () => {
    const { config, wallet, connectInPortico } = scene()
    await connectInPortico()
    const signature = await signMessage(config, { message: 'Hello from wagmi' })
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from wagmi', signature })).toBe(true)
  })

  it(
    "a transaction sent with wagmi through Portico's provider is Portico's too: its history follows it and its balance is asked again",
    async () => {
      // anvil on chain 1, as the wallet and both configs have it.
      const anvil = await startAnvil({ chainId: 1 })
      try {
        const { p, config, connectInPortico } = scene({ rpcUrl: anvil.url })
        await connectInPortico()
        const hash = await sendTransaction(config, {
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: parseEther('0.01'),
        })
        expect(p.dispatched('portico/transactionSent').map((action) => action.payload)).toEqual([
          { hash, caipNetworkId: 'eip155:1' },
        ])
        await vi.waitUntil(() => p.dispatched('portico/pending/pendingAdded').length > 0, settles)
        expect(p.dispatched('portico/pending/pendingAdded')[0]?.payload).toMatchObject({ hash })
      } finally {
        await anvil.stop()
      }
    },
    nodeStartBound,
  )

  it(
    "wagmi's sendCalls runs a batch (EIP-5792) through the wallet Portico connected, waitForCallsStatus sees it confirmed, and Portico follows its transaction",
    async () => {
      // The demo chain on chain 1: its batch delegate is there for the wallet (an EIP-7702 account).
      const chain = await startDemoChain({ chainId: 1 })
      try {
        const wallet = createDemoWallet({ rpcUrl: chain.url, chainId: 1, knownChains: [polygon], batches: 'eip7702' })
        const { p, config, connectInPortico } = scene({ wallet })
        await connectInPortico()
        expect(await getCapabilities(config, { chainId: 1 })).toMatchObject({ atomic: { status: 'ready' } })
        const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
        const node = createPublicClient({ transport: http(chain.url), cacheTime: 0 })
        const before = await node.getBalance({ address: to })
        const { id } = await sendCalls(config, {
          calls: [
            { to, value: parseEther('0.01') },
            { to, value: parseEther('0.02') },
          ],
        })
        const status = await waitForCallsStatus(config, { id, pollingInterval: 50 })
        expect(status).toMatchObject({ status: 'success', atomic: true })
        expect(status.receipts).toHaveLength(1)
        expect(await node.getBalance({ address: to })).toBe(before + parseEther('0.03'))
        expect(p.dispatched('portico/transactionSent').map((action) => action.payload)).toEqual([
          { hash: status.receipts![0]!.transactionHash, caipNetworkId: 'eip155:1' },
        ])
      } finally {
        await chain.stop()
      }
    },
    nodeStartBound,
  )

  it("Portico's provider says EIP-1193's events as Portico's account moves: connect and accountsChanged, chainChanged, disconnect", async () => {
    const { p, connector, wallet, connectInPortico } = scene()
    const provider = (await connector.getProvider()) as unknown as {
      on(event: string, listener: (value: unknown) => void): void
    }
    const heard: [string, unknown][] = []
    for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'])
      provider.on(event, (value) => heard.push([event, value]))
    await connectInPortico()
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await vi.waitUntil(() => heard.some(([event]) => event === 'chainChanged'), settles)
    p.store.dispatch(disconnectRequested())
    await vi.waitUntil(() => heard.some(([event]) => event === 'disconnect'), settles)
    expect(
      heard.map(([event, value]) => [event, event === 'disconnect' ? (value as { code: number }).code : value]),
    ).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [wallet.address]],
      ['chainChanged', '0x89'],
      ['disconnect', 4900],
    ])
  })

  it("a request while Portico has no wallet connected is refused as EIP-1193's disconnected (4900)", async () => {
    const { connector } = scene()
    const provider = (await connector.getProvider()) as { request(args: { method: string }): Promise<unknown> }
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'personal_sign' })).rejects.toMatchObject({ code: 4900 })
  })

  it("after a reload wagmi's reconnect waits for Portico's stored session and connects without a prompt", async () => {
    const kv = memoryStore()
    const before = scene({ kv })
    await before.connectInPortico()

    // The next visit: the same storage and the same wallet (its permission for the site kept, as
    // an extension keeps it), Portico started after wagmi's reconnect began asking.
    const after = scene({ kv, start: false, wallet: before.wallet })
    const reconnecting = reconnect(after.config)
    startPortico(after.p.store.dispatch, { isMobile: false, isIosSafari: false })
    const [connection] = await reconnecting
    expect(connection).toMatchObject({ accounts: [before.wallet.address], chainId: 1 })
    expect(getAccount(after.config).status).toBe('connected')
    expect(after.p.state().modal.open).toBe(false)
  })

  it("wagmi's reconnect with no stored session in Portico ends disconnected", async () => {
    const { config } = scene()
    expect(await reconnect(config)).toEqual([])
    expect(getAccount(config).status).toBe('disconnected')
  })
})

// Several wallets at once (README "Several wallets at once"): wagmi's one Portico connector is the
// wallet that acts. Portico's switch moves wagmi's account, and what wagmi asks goes to it.
describe('portico/wagmi with several wallets at once: wagmi follows the wallet that acts', () => {
  it("Portico's switch moves wagmi's account at once, and wagmi's signMessage is the acting wallet's, twice in a row", async () => {
    const first = createDemoWallet({ rpcUrl: 'http://127.0.0.1:9', chainId: 1 })
    const second = createDemoWallet({
      rpcUrl: 'http://127.0.0.1:9',
      chainId: 1,
      privateKey: anvilPrivateKeys[1] as never,
    })
    const p = porticoForTest({ multiWallet: true })
    const secondInfo = { ...info, id: 'announced:dev.portico.demo.second', name: 'Second Demo Wallet' }
    p.registry.add(demoWalletConnector(first))
    p.registry.add(createEip1193Connector(secondInfo, second.provider))
    const config: Config = createConfig({
      chains: [viemMainnet],
      connectors: [porticoConnector({ store: p.store })],
      transports: { [viemMainnet.id]: http() },
      storage: null,
    })
    configs.push(config)
    p.store.dispatch(connectRequested({ connectorId: info.id }))
    await vi.waitUntil(() => getAccount(config).address === first.address, settles)
    p.store.dispatch(connectRequested({ connectorId: secondInfo.id }))
    await vi.waitUntil(() => getAccount(config).address === second.address, settles)
    for (const [to, wallet] of [
      [info.id, first],
      [secondInfo.id, second],
      [info.id, first],
    ] as const) {
      p.store.dispatch(connectionSwitchRequested({ connectorId: to }))
      await vi.waitUntil(() => getAccount(config).address === wallet.address, settles)
      expect(getAccount(config).status).toBe('connected')
      const signature = await signMessage(config, { message: `Signed by ${to}` })
      expect(await verifyMessage({ address: wallet.address, message: `Signed by ${to}`, signature })).toBe(true)
    }
  })
})
