// The parts of Redux Toolkit the first load runs, taken from here and not from '@reduxjs/toolkit'.
// A bundler keeps a package's module whole, with everything any chunk uses of it: the api's chunk
// uses createSlice and RTK Query, which bring immer, so a first load importing '@reduxjs/toolkit'
// would carry them too. The build bundles these few into this module (scripts/bundleToolkit.ts),
// leaving '@reduxjs/toolkit', immer with it, to the lazy chunks, and fails when the first load
// still carries either (scripts/checkFirstLoad.ts). In the sources this is a plain re-export.
// The package then runs two copies of Redux Toolkit: what is compared by identity across the two
// comes from here only (TaskAbortError, which the listener middleware throws).
import type { skipToken as rtkQuerySkipToken } from '@reduxjs/toolkit/query'

export {
  addListener,
  configureStore,
  createAction,
  createListenerMiddleware,
  createSelector,
  isAnyOf,
  TaskAbortError,
} from '@reduxjs/toolkit'
// RTK Query's "no ask" (`skipToken`, a symbol from the global registry, so this one is the very
// same): the headless hooks pass it before the api is there, and importing it from
// '@reduxjs/toolkit/query' would bring RTK Query into the views' chunk.
export const skipToken: typeof rtkQuerySkipToken = Symbol.for('RTKQ/skipToken') as never
// From redux itself: Redux Toolkit passes it on with an `export *` that the bundle leaves out.
export { combineReducers } from 'redux'
