// The data layer's scene (api tests, contract tests): the public hosts or the caller's, a
// project id of the tests' own, and no active network unless asked, so calls are not scoped
// to one. Portico is not started: nothing but the caller's calls goes out.
import { defaultBaseUrls, type CaipNetworkId, type ServiceName } from '../src/contract'
import { activeNetworkChanged } from '../src/features/chain/chainSlice'
import { servicesConfigured } from '../src/features/options/servicesSlice'
import { mainnet } from '../src/networks'
import { createHarness } from './porticoHarness'

export const testProjectId = 'portico-tests'

export interface TestStoreOptions {
  baseUrls?: Partial<Record<ServiceName, string>>
  /** The active network; none unless given, so data-layer calls are not network-scoped. */
  activeNetwork?: CaipNetworkId
  clientId?: string
  projectId?: string
}

export function testStore(options: TestStoreOptions = {}) {
  const { store } = createHarness({
    config: {
      projectId: options.projectId ?? testProjectId,
      networks: [mainnet],
      baseUrls: { ...defaultBaseUrls, ...options.baseUrls },
      // The data layer's calls alone: no visitor, so no analytics of one (the contract tests'
      // mock servers answer only the call under test).
      features: { analytics: false },
    },
    start: false,
  })
  // Not a config option: the client id comes from the WalletConnect client at run time.
  if (options.clientId) store.dispatch(servicesConfigured({ clientId: options.clientId }))
  store.dispatch(activeNetworkChanged(options.activeNetwork))
  return store
}
