// The flows' scene (store and flow tests): Portico started on a desktop browser, two networks,
// and its services on a closed local port unless the test answers them with the Node mocks.
// The store itself is the harness's (harness/porticoHarness.ts), like every test's and story's.
import type { PorticoConfigInput } from '../../src/config/schema'
import type { Environment } from '../../src/features/options/optionsSlice'
import type { KeyValueStore } from '../../src/store/storage/porticoStorage'
import { mainnet, polygon } from '../../src/networks'
import { createHarness } from '../../harness/porticoHarness'
import { loadApiParts } from '../../src/composition/portico'

// The api's chunk, loaded before any test starts as a page loads it while idle: a flow test's
// first step does not wait on the test runner's first transform of it.
await loadApiParts()

/**
 * Portico's services on a closed local port: a flow that calls them (balances, names) fails at
 * once instead of reaching for the public hosts. Tests that answer them with the Node mocks
 * pass `{ baseUrls: mockedHosts }`.
 */
const closedHosts = {
  blockchain: 'http://127.0.0.1:9/blockchain',
  directory: 'http://127.0.0.1:9/directory',
  analytics: 'http://127.0.0.1:9/analytics',
}
/** The default hosts, which the Node mocks (createNodeMocks) answer. */
export const mockedHosts = {}

export const testConfig: PorticoConfigInput = {
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  networks: [mainnet, polygon],
  baseUrls: closedHosts,
}

export function porticoForTest(
  config: Partial<PorticoConfigInput> = {},
  options: { kv?: KeyValueStore; environment?: Partial<Environment>; start?: boolean } = {},
) {
  return createHarness({
    config: { ...testConfig, ...config },
    kv: options.kv,
    start: options.start === false ? false : (options.environment ?? {}),
  })
}
