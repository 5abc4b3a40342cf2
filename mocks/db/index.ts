// The mock database of the mocked services: models, the deterministic default seed, the
// named provider states, the seed's fixtures, and image bytes for any id.
export { createMockDb, type MockDb, type ModelName, type Row } from './models'
export { seedDb, type SeedOptions } from './seed'
export { providerStates, stateNames, manyWalletCount, type StateName } from './states'
export { fixtures, type Fixtures } from './fixtures'
export { imageFor, imageDataUrl, type MockImage } from './images'
export { defaultWalletCount } from './wallets'
export { accountKey, caipKey } from './keys'
