import { defaultBaseUrls, type CaipNetworkId, type ServiceName } from '../../src/contract'
import { createPorticoStore } from '../../src/store/createPorticoStore'
import { activeNetworkChanged } from '../../src/features/chain/chainSlice'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { createPorticoStorage, memoryStore } from '../../src/store/storage/porticoStorage'
import { mainnet } from '../../src/networks'
import { porticoApi } from '../../src/api/porticoApi'

export const testProjectId = 'portico-tests'

export interface TestStoreOptions {
  baseUrls?: Partial<Record<ServiceName, string>>
  /** The active network; none unless given, so data-layer calls are not network-scoped. */
  activeNetwork?: CaipNetworkId
  clientId?: string
  projectId?: string
}

/** A Portico store for data-layer tests: memory storage, and no active network unless asked. */
export function testStore(options: TestStoreOptions = {}) {
  const store = createPorticoStore({ networks: [mainnet] }, { storage: createPorticoStorage(memoryStore()), api: porticoApi })
  store.dispatch(
    servicesConfigured({ projectId: options.projectId ?? testProjectId, baseUrls: { ...defaultBaseUrls, ...options.baseUrls }, clientId: options.clientId }),
  )
  store.dispatch(activeNetworkChanged(options.activeNetwork))
  return store
}
