import { createAction } from './toolkit'

/** Dispatched once the store is configured on the client: discovery and reconnecting start. */
export const porticoStarted = createAction('portico/started')
