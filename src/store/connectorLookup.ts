// The instance's connectors, for code that has only a store's dispatch: RTK Query's query
// functions (a query that asks the connected wallet before a server). The live wallet objects
// stay out of the state and out of the cache key; the query names a connector by its id, and
// the instance's middleware answers the lookup from its registry, so each Portico instance finds
// its own wallets, in its own store or in a host's.
import { createAction, type Dispatch, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import type { Connector, ConnectorRegistry } from '../connectors/types'

/** Never reaches a reducer: the lookup middleware answers it. */
const connectorLookedUp = createAction<string>('portico/connectorLookedUp')

export const connectorLookupMiddleware =
  (registry: ConnectorRegistry): Middleware =>
  () =>
  (next) =>
  (action) =>
    connectorLookedUp.match(action) ? registry.get(action.payload) : next(action)

/** The connector with this id in the store's Portico instance, if any. */
export function lookUpConnector(dispatch: Dispatch<UnknownAction>, connectorId: string): Connector | undefined {
  const action = connectorLookedUp(connectorId)
  const answer: unknown = dispatch(action)
  // A store without the middleware hands the action back.
  return answer === action ? undefined : (answer as Connector | undefined)
}
