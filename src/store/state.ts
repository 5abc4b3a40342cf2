// Portico's state lives under one key of the root state. RTK Query reads an api's state at
// `rootState[reducerPath]`, so the api's reducerPath is that key and Portico's own slices sit
// beside the api's keys in the same object (see porticoReducer).
import type { ApiHostState } from '../api/hostState'
import { porticoKey } from '../api/hostState'
import type { PorticoSlices } from './slices'

export type { PorticoSlices }
export { porticoKey }

/** The api's own keys (queries, mutations, …) are typed by RTK; ours are these. */
export type RootState = { [porticoKey]: PorticoSlices & Record<string, unknown> }

/**
 * The api reads its services and the active network from this state as it declares them
 * (api/hostState.ts): a state that no longer holds them so fails to compile here.
 */
export type ApiReadsPorticoState = Holds<RootState extends ApiHostState ? true : false>
type Holds<T extends true> = T

export const selectPortico = (state: RootState) => state[porticoKey]
export const selectServices = (state: RootState) => state[porticoKey].services
