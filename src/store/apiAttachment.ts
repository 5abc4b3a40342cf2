// The api (RTK Query, the contract table, its schemas) is a chunk of its own: Portico's first
// load needs none of it. When the chunk arrives, the instance adds its reducer (porticoReducer)
// and its middleware (the instance's dynamic middleware, see portico.ts), and says so to each
// store with these actions.
import { createAction } from './toolkit'

/**
 * The api middleware was added: a plain action, so the store applies it at once. RTK Query's
 * middleware sets itself up on the first action it sees; were that the first query's own
 * thunk, the query would come back uninitialized.
 */
export const apiMiddlewareAdded = createAction('portico/apiMiddlewareAdded')

/**
 * The whole api chunk is in this store, quietly (its flows deaf, nothing asked of a service):
 * saying it is attached now costs no more than the saying.
 */
export const apiPrepared = createAction('portico/apiPrepared')

/** A store's api middleware is in place: RTK Query calls may run. */
export const apiAttached = createAction('portico/apiAttached')
