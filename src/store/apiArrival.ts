// The api's arrival in a store, as the flows that need it see it. A listener may serve more
// than one store (the default instance in a host's store and a provider's own), and each gets
// the api when it first needs it.
import type { RootState } from './state'

/**
 * The api just arrived in this store, and with it the flows that need it (apiFlows). Those flows
 * treat it as a trigger: what the store did before they started (a wallet reconnected, the
 * Account view opened) is read from the state. Once per store, however often it is attached.
 */
export const apiArrived = (current: RootState, previous: RootState) =>
  current.portico.services.apiAttached && !previous.portico.services.apiAttached

/** Resolves once this store has the api (at once when it has). */
export async function whenApiAttached(api: {
  getState: () => RootState
  condition: (predicate: (action: unknown, state: RootState) => boolean) => Promise<boolean>
}) {
  // This store's state, not the one the predicate is given: that is the state of whichever
  // store dispatched the action heard.
  const attached = () => api.getState().portico.services.apiAttached
  if (!attached()) await api.condition(attached)
}
