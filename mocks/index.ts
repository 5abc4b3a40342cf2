// portico/mocks, for hosts' own tests and demos. Node: createNodeMocks; a real HTTP server:
// startHttpMockServer; a page: portico/mocks/browser (mocks/browser).
//
// Node links every static import before any code runs, so with a peer dependency missing (msw
// is optional) a plain `export * from './exports'` would fail as a bare "Cannot find package
// 'msw'". This entry loads the peers first (./peers names what is missing and the range to
// install), then the mocks; hence its exports are listed by name (test/mocks/entries.test.ts
// keeps the list equal to ./exports'). Hosts read ./exports' own types (package.json), with
// their docs; the type exports here serve the repository's own imports of mocks/.
import type * as Mocks from './exports'
import { requirePeers } from './peers'

await requirePeers()
const mocks = await import('./exports')

export type * from './exports'
export type ProviderRpcError = Mocks.ProviderRpcError
export const {
  buildHandlers,
  createFaults,
  createMockSetup,
  createMockDb,
  createDemoWallet,
  createNodeMocks,
  createScriptedWalletConnect,
  createSolanaStandardWallet,
  anvilPrivateKeys,
  demoToken,
  demoTokenAddress,
  deployDemoToken,
  faultStatuses,
  fixtures,
  providerStates,
  ProviderRpcError,
  scriptedPairingUri,
  seedDb,
  solanaStandardChains,
  startAnvil,
  startDemoChain,
  startHttpMockServer,
  startSponsoredChain,
  stateNames,
} = mocks
