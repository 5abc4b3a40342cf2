// A Portico store for store and flow tests: memory storage, a registry the test fills with
// fake connectors, no discovery.
import type { Middleware } from '@reduxjs/toolkit'
import type { PorticoConfigInput } from '../../src/config/schema'
import { createConnectorRegistry } from '../../src/connectors/types'
import { porticoApi } from '../../src/api/porticoApi'
import { createPorticoStore } from '../../src/store/createPorticoStore'
import { startPortico } from '../../src/store/portico'
import type { Environment } from '../../src/features/options/optionsSlice'
import { createPorticoStorage, memoryStore, type KeyValueStore } from '../../src/store/storage/porticoStorage'
import { mainnet, polygon } from '../../src/networks'

/**
 * Portico's services on a closed local port: a flow that calls them (balances, names) fails at
 * once instead of reaching for the public hosts. Tests that answer them with the Node mocks
 * pass `{ baseUrls: mockedHosts }`.
 */
const closedHosts = { blockchain: 'http://127.0.0.1:9/blockchain', directory: 'http://127.0.0.1:9/directory', analytics: 'http://127.0.0.1:9/analytics' }
/** The default hosts, which the Node mocks (createNodeMocks) answer. */
export const mockedHosts = {}

export const testConfig: PorticoConfigInput = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet, polygon], baseUrls: closedHosts }

export function porticoForTest(config: Partial<PorticoConfigInput> = {}, options: { kv?: KeyValueStore; environment?: Partial<Environment>; start?: boolean } = {}) {
  const kv = options.kv ?? memoryStore()
  const registry = createConnectorRegistry()
  const actions: string[] = []
  const recorder: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type)
    return next(action)
  }
  const store = createPorticoStore({ ...testConfig, ...config }, { registry, storage: createPorticoStorage(kv, () => {}), middleware: [recorder], discover: () => {}, api: porticoApi })
  if (options.start !== false) startPortico(store.dispatch, { isMobile: false, isIosSafari: false, ...options.environment })
  return { store, registry, kv, actions, state: () => store.getState().portico }
}
