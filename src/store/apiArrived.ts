import type { RootState } from './state'

/**
 * The api just arrived in this store, and with it the flows that need it (apiFlows). Those flows
 * treat it as a trigger: what the store did before they started (a wallet reconnected, the
 * Account view opened) is read from the state. Once per store, however often it is attached.
 */
export const apiArrived = (current: RootState, previous: RootState) => current.portico.services.apiAttached && !previous.portico.services.apiAttached
