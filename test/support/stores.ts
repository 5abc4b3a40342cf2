import { defaultBaseUrls, type CaipNetworkId, type ServiceName } from '../../src/contract'
import { activeNetworkChanged } from '../../src/store/slices/chain'
import { createPorticoStore } from '../../src/store/createPorticoStore'

export const testProjectId = 'portico-tests'

export interface TestStoreOptions {
  baseUrls?: Partial<Record<ServiceName, string>>
  activeNetwork?: CaipNetworkId
  clientId?: string
  projectId?: string
}

export function testStore(options: TestStoreOptions = {}) {
  const store = createPorticoStore({
    services: { projectId: options.projectId ?? testProjectId, baseUrls: { ...defaultBaseUrls, ...options.baseUrls }, clientId: options.clientId },
  })
  if (options.activeNetwork) store.dispatch(activeNetworkChanged(options.activeNetwork))
  return store
}
