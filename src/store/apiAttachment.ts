// The api (RTK Query, the contract table, its schemas) is a chunk of its own: Portico's first
// load needs none of it. When the chunk arrives its reducer is attached here, for every store,
// and each store adds the api middleware through its dynamic middleware (see portico.ts).
import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit'

let attached: Reducer<Record<string, unknown>, UnknownAction> | undefined

export function attachApiReducer(reducer: Reducer<never, UnknownAction>) {
  attached ??= reducer as unknown as Reducer<Record<string, unknown>, UnknownAction>
}

export const attachedApiReducer = () => attached

/**
 * The api middleware was added: a plain action, so the store applies it at once. RTK Query's
 * middleware sets itself up on the first action it sees; were that the first query's own
 * thunk, the query would come back uninitialized.
 */
export const apiMiddlewareAdded = createAction('portico/apiMiddlewareAdded')

/** A store's api middleware is in place: RTK Query calls may run. */
export const apiAttached = createAction('portico/apiAttached')
