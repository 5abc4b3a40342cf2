// What the api brings, as one chunk: RTK Query with the contract's endpoints, the features that
// only run with it (their flows and slices, apiFlows.ts), RTK Query's focus and reconnect
// listeners, the work behind the first load's connection requests (connectionWork.ts), and a
// same-tab social login's way back (its sign-in finishes with the api). One import, so nothing of
// it waits for another part of it to arrive first.
export { porticoApi } from '../api/porticoApi'
export { attachApiFeatures } from './apiFlows'
export { setupListeners } from '@reduxjs/toolkit/query'
export * as connectionWork from '../features/connection/connectionWork'
export * as headless from '../headless/engine'
export { chainNode } from '../features/chain/chainNode'
export { takeUpSocialLogin } from '../features/inAppBrowser/sameTabLogin'
