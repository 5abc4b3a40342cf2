// Portico's mocks, for hosts' own tests and demos. Node: createNodeMocks; a real HTTP
// server: startHttpMockServer; the browser: mocks/browser.
export { createMockSetup, type MockSetup, type MockSetupOptions } from './setup'
export { createNodeMocks } from './node'
export { startHttpMockServer, type HttpMockServer } from './server/httpServer'
export { createFaults, faultStatuses, type Fault, type Faults } from './handlers/faults'
export { buildHandlers, type AnvilForwarding, type HandlerOptions } from './handlers/buildHandlers'
export { createMockDb, seedDb, providerStates, stateNames, fixtures, type MockDb, type StateName } from './db'
export * from './wallets'
export { startAnvil, type Anvil, type AnvilOptions } from './chain/anvil'
export { startDemoChain, type DemoChain } from './chain/demoChain'
export { deployDemoToken, demoToken, demoTokenAddress, type DemoTokenDeployment } from './chain/demoToken'
