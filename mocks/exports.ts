// Everything portico/mocks exports: the portable parts (./portable) and what runs only in Node
// (MSW's setupServer, a real HTTP server, anvil, the sponsored chain). The entry, ./index, loads it once the peer
// dependencies it links are there.
export * from './portable'
export { createNodeMocks } from './node'
export { startHttpMockServer, type HttpMockServer } from './server/httpServer'
export { startAnvil, type Anvil, type AnvilOptions } from './chain/anvil'
export { startDemoChain, type DemoChain } from './chain/demoChain'
export {
  startSponsoredChain,
  type SponsoredChain,
  type SponsoredChainOptions,
  type SponsorshipPolicy,
  type SponsorshipRequest,
} from './chain/aa/sponsoredChainEntry'
