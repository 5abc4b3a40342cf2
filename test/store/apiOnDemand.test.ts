// The api chunk (RTK Query, the contract table, the flows that need it) is not fetched because
// a page loaded: a visitor who never shows intent fetches nothing beyond the first load. It
// loads on intent, on an open without warning, with a connection, and at once in inline mode.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConnectorRegistry, type ConnectorRegistry } from '../../src/connectors/types'
import { connectRequested } from '../../src/features/connection/actions'
import { openIntended, openRequested } from '../../src/features/modal/actions'
import { pairingRequested } from '../../src/features/walletConnect/actions'
import { createScriptedWalletConnect } from '../../mocks/wallets/scriptedWalletConnect'
import { startPortico } from '../../src/composition/portico'
import { createPorticoStorage, memoryStore, type KeyValueStore } from '../../src/store/storage/porticoStorage'
import { createHarness } from '../../harness/porticoHarness'
import type { PorticoConfigInput } from '../../src/config/schema'
import { fixtureAccountConnector } from '../support/fakeConnector'
import { testConfig } from '../support/portico'

const environment = { isMobile: false, isIosSafari: false }
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** Portico started, its api loader spied on (and never loading): what asks for the api is the question. */
function startedStore(
  config: Partial<PorticoConfigInput> = {},
  scene: { kv?: KeyValueStore; registry?: ConnectorRegistry } = {},
) {
  const { store, registry } = createHarness({
    config: { ...testConfig, ...config },
    api: false,
    start: false,
    ...scene,
  })
  const attachApi = vi.spyOn(store.portico, 'attachApi').mockResolvedValue()
  startPortico(store.dispatch, environment)
  return { store, registry, attachApi }
}

afterEach(() => vi.restoreAllMocks())

describe('the api loads on demand', () => {
  it('is not loaded because Portico started', async () => {
    const { attachApi } = startedStore()
    await settle()
    expect(attachApi).not.toHaveBeenCalled()
  })

  it('loads when the visitor shows intent (pointer over, focus, touch on a Portico button)', async () => {
    const { store, attachApi } = startedStore()
    store.dispatch(openIntended())
    await vi.waitFor(() => expect(attachApi).toHaveBeenCalledOnce())
  })

  it('loads when the modal opens without warning (a host calling open())', async () => {
    const { store, attachApi } = startedStore()
    store.dispatch(openRequested())
    await vi.waitFor(() => expect(attachApi).toHaveBeenCalledOnce())
  })

  it('loads when a stored wallet comes back at startup (the account button shows its balance)', async () => {
    const registry = createConnectorRegistry()
    const kv = memoryStore()
    const fake = fixtureAccountConnector()
    registry.add(fake.connector)
    createPorticoStorage(kv).set('connectorIds', { eip155: fake.connector.info.id })
    const { attachApi } = startedStore({}, { kv, registry })
    await vi.waitFor(() => expect(attachApi).toHaveBeenCalled())
  })

  it('loads when a wallet connects (the account button shows its balance)', async () => {
    const { store, registry, attachApi } = startedStore()
    const fake = fixtureAccountConnector()
    registry.add(fake.connector)
    await settle()
    attachApi.mockClear()
    store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
    await vi.waitFor(() => expect(store.getState().portico.account.eip155?.status).toBe('connected'))
    // Asked for after the frame that shows the account, a task later (apiOnDemand.ts): a machine
    // busy enough to run waitFor's overdue poll first sees the account before the ask.
    await vi.waitFor(() => expect(attachApi).toHaveBeenCalled())
  })

  it("loads when a host asks for a pairing with the modal closed (its own QR code: useWalletConnectPairing's pair())", async () => {
    const { store, attachApi } = startedStore()
    store.dispatch(pairingRequested())
    // Asked for, the pairing shows as loading at once.
    expect(store.getState().portico.walletConnect.pairing.status).toBe('loading')
    await vi.waitFor(() => expect(attachApi).toHaveBeenCalledOnce())
  })

  it('a pairing asked for before the api came is made once it arrives: its URI is handed out', async () => {
    const registry = createConnectorRegistry()
    const walletConnect = createScriptedWalletConnect({ script: 'wait' })
    registry.add(walletConnect.connector)
    const { store } = createHarness({ config: testConfig, api: false, start: false, registry })
    startPortico(store.dispatch, environment)
    store.dispatch(pairingRequested())
    await vi.waitFor(() => expect(store.getState().portico.walletConnect.pairing.status).toBe('waiting'))
    expect(store.getState().portico.walletConnect.pairing.uri).toBe(walletConnect.uris[0])
    expect(walletConnect.pairings).toBe(1)
  })

  it('loads at start in inline mode, where the modal shows at once', async () => {
    const { attachApi } = startedStore({ embedded: true })
    await vi.waitFor(() => expect(attachApi).toHaveBeenCalled())
  })
})
