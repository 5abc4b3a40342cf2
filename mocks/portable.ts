// The mocks' parts that run anywhere, in Node and in a page alike (no Node built-in, no
// msw/node): the shared setup, the handlers, the db with its fixtures, the demo wallets and the
// demo token. portico/mocks/browser carries them beside startBrowserMocks, for a host's own dev
// page; portico/mocks carries them beside the Node runners.
export { createMockSetup, type MockSetup, type MockSetupOptions } from './setup'
export { createFaults, faultStatuses, type Fault, type Faults } from './handlers/faults'
export { buildHandlers, type AnvilForwarding, type HandlerOptions } from './handlers/buildHandlers'
export { createMockDb, seedDb, providerStates, stateNames, fixtures, type MockDb, type StateName } from './db'
export * from './wallets'
export { deployDemoToken, demoToken, demoTokenAddress, type DemoTokenDeployment } from './chain/demoToken'
