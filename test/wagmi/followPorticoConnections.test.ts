// Several wallets at once in wagmi's terms (portico/wagmi's followPorticoConnections): each EVM
// wallet Portico keeps connected is a wagmi connector with its own connection, wagmi's current is
// the wallet that acts, and each side's switch moves the other. Real demo wallets (EIP-1193
// providers signing with anvil's keys); signatures checked with viem.
import { describe, expect, it, vi } from 'vitest'
import { createConfig, type Config } from 'wagmi'
import {
  connect,
  disconnect,
  getAccount,
  getConnections,
  reconnect,
  signMessage,
  switchConnection,
} from 'wagmi/actions'
import { http, verifyMessage } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'
import { createDemoWallet, type DemoWallet } from '../../mocks/wallets/demoWallet'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { startPortico } from '../../src/composition/portico'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { connectionSwitchRequested } from '../../src/features/connections/actions'
import { connectRequested } from '../../src/features/connection/actions'
import { selectCurrentView } from '../../src/features/modal/selectors'
import { followPorticoConnections, porticoConnector, walletConnectorId } from '../../src/wagmi'
import { demoWalletConnector, demoWalletInfo } from '../support/demoWalletConnector'
import { porticoForTest } from '../support/portico'
import { flowStep } from '../support/waits'

const settles = { ...flowStep, interval: 5 }
const firstInfo = demoWalletInfo
const secondInfo = { ...demoWalletInfo, id: 'announced:dev.portico.demo.second', name: 'Second Demo Wallet' }

/** Portico with two demo wallets on the page, and a wagmi config that follows its connections. */
function scene({
  multiWallet = true,
  kv,
  start = true,
  wallets,
}: {
  multiWallet?: boolean
  kv?: ReturnType<typeof memoryStore>
  start?: boolean
  /** The page's two wallets (the last visit's, to keep their grant for the site). */
  wallets?: { first: DemoWallet; second: DemoWallet }
} = {}) {
  const first = wallets?.first ?? createDemoWallet({ rpcUrl: 'http://127.0.0.1:9', chainId: 1 })
  const second =
    wallets?.second ??
    createDemoWallet({ rpcUrl: 'http://127.0.0.1:9', chainId: 1, privateKey: anvilPrivateKeys[1] as never })
  const p = porticoForTest({ multiWallet }, { kv, start })
  p.registry.add(demoWalletConnector(first))
  p.registry.add(createEip1193Connector(secondInfo, second.provider))
  const config: Config = createConfig({
    chains: [viemMainnet],
    connectors: [porticoConnector({ store: p.store })],
    transports: { [viemMainnet.id]: http() },
    storage: null,
  })
  const stop = followPorticoConnections(config)
  const connectInPortico = async (connectorId: string, address: string) => {
    p.store.dispatch(connectRequested({ connectorId }))
    await vi.waitUntil(() => getAccount(config).address === address, settles)
  }
  const both = async () => {
    await connectInPortico(firstInfo.id, first.address)
    await connectInPortico(secondInfo.id, second.address)
  }
  const connectorOf = (connectorId: string) => config.connectors.find((c) => c.id === walletConnectorId(connectorId))!
  return { p, first, second, config, stop, connectInPortico, both, connectorOf }
}

describe('portico/wagmi with several wallets at once: one wagmi connection per wallet, switched from either side', () => {
  it("wagmi lists every wallet Portico keeps connected, under the wallet's own name, and its current is the wallet that acts", async () => {
    const { config, first, second, both } = scene()
    await both()
    expect(getConnections(config).map((c) => [c.connector.name, c.accounts[0], c.chainId])).toEqual([
      [firstInfo.name, first.address, 1],
      [secondInfo.name, second.address, 1],
    ])
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: second.address,
      connector: { name: secondInfo.name },
    })
  })

  it("Portico's Switch moves wagmi's current, and wagmi's switchConnection makes that wallet act in Portico; signatures are the acting wallet's, twice in a row", async () => {
    const { p, config, first, second, both, connectorOf } = scene()
    await both()
    for (const round of [1, 2]) {
      p.store.dispatch(connectionSwitchRequested({ connectorId: firstInfo.id }))
      await vi.waitUntil(() => getAccount(config).address === first.address, settles)
      const byPortico = await signMessage(config, { message: `Portico's switch ${round}` })
      expect(
        await verifyMessage({ address: first.address, message: `Portico's switch ${round}`, signature: byPortico }),
      ).toBe(true)

      await switchConnection(config, { connector: connectorOf(secondInfo.id) })
      await vi.waitUntil(() => p.state().connectors.connectedIdByNamespace.eip155 === secondInfo.id, settles)
      expect(p.state().account.eip155?.address).toBe(second.address)
      expect(getAccount(config).address).toBe(second.address)
      const byWagmi = await signMessage(config, { message: `wagmi's switch ${round}` })
      expect(
        await verifyMessage({ address: second.address, message: `wagmi's switch ${round}`, signature: byWagmi }),
      ).toBe(true)
      expect(getConnections(config)).toHaveLength(2)
    }
  })

  it('a wallet that does not act is asked nothing: its provider refuses a signature as 4100 and still reads its account', async () => {
    const { config, first, both, connectorOf } = scene()
    await both()
    const provider = (await connectorOf(firstInfo.id).getProvider()) as { request: (a: object) => Promise<unknown> }
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([first.address])
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', first.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(getAccount(config).address).not.toBe(first.address)
  })

  it("wagmi's disconnect of one wallet's connector lets that wallet alone go in Portico; the other stays and acts", async () => {
    const { p, config, first, both, connectorOf } = scene()
    await both()
    await disconnect(config, { connector: connectorOf(secondInfo.id) })
    await vi.waitUntil(() => getConnections(config).length === 1, settles)
    expect(p.state().connections?.list.map((c) => c.connectorId)).toEqual([firstInfo.id])
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: first.address })
    await disconnect(config)
    await vi.waitUntil(() => getAccount(config).status === 'disconnected', settles)
    expect(p.state().account.eip155?.status).toBe('disconnected')
  })

  it("wagmi's connect while a wallet is connected opens Connect to add one, and answers with the wallet added", async () => {
    const { p, config, first, second, connectInPortico } = scene()
    await connectInPortico(firstInfo.id, first.address)
    const adding = connect(config, { connector: config.connectors[0]! })
    await vi.waitUntil(() => p.state().modal.open, settles)
    expect(selectCurrentView(p.store.getState()).view).toBe('Connect')
    p.store.dispatch(connectRequested({ connectorId: secondInfo.id }))
    await expect(adding).resolves.toMatchObject({ accounts: [second.address] })
    await vi.waitUntil(
      () => getConnections(config).length === 2 && getAccount(config).address === second.address,
      settles,
    )
    expect(getAccount(config).connector?.id).toBe(walletConnectorId(secondInfo.id))
  })

  it("after a reload wagmi's reconnect gets both wallets back without a prompt, the same one current, and switches again", async () => {
    const kv = memoryStore()
    const before = scene({ kv })
    await before.both()
    before.p.store.dispatch(connectionSwitchRequested({ connectorId: firstInfo.id }))
    await vi.waitUntil(() => getAccount(before.config).address === before.first.address, settles)

    const after = scene({ kv, start: false, wallets: before })
    const reconnecting = reconnect(after.config)
    startPortico(after.p.store.dispatch, { isMobile: false, isIosSafari: false })
    await reconnecting
    await vi.waitUntil(() => getConnections(after.config).length === 2, settles)
    expect(getAccount(after.config)).toMatchObject({ status: 'connected', address: before.first.address })
    expect(after.p.state().modal.open).toBe(false)
    await switchConnection(after.config, { connector: after.connectorOf(secondInfo.id) })
    await vi.waitUntil(() => after.p.state().account.eip155?.address === before.second.address, settles)
  })

  it('without multiWallet it changes nothing: wagmi has the one Portico connection it always had', async () => {
    const { config, second, both } = scene({ multiWallet: false })
    await both()
    expect(getConnections(config).map((c) => [c.connector.id, c.accounts[0]])).toEqual([['portico', second.address]])
  })
})
