// Portico's state lives under one key of the root state. RTK Query reads an api's state at
// `rootState[reducerPath]`, so the api's reducerPath is that key and Portico's own slices sit
// beside the api's keys in the same object (see porticoReducer).
import type { ApiHostState } from '../api/hostState'
import type { PorticoSlices } from '../composition/slices'
import type { ApiSlices } from '../composition/apiSlices'

export type { PorticoSlices }

/**
 * The key the api declares it lives under (api/hostState.ts), held equal to it by the check
 * below. Not imported from there: a value the first load took from the api's files made the
 * bundler split shared modules into four more initial chunks (+1.0 KiB gzip).
 */
export const porticoKey = 'portico' as const

/**
 * The api's own keys (queries, mutations, …) are typed by RTK; ours are these, and those that
 * arrive with the api's flows (absent before).
 */
export type RootState = { [porticoKey]: PorticoSlices & Partial<ApiSlices> & Record<string, unknown> }

/**
 * The api reads its services and the active network from this state as it declares them
 * (api/hostState.ts): a state that no longer holds them so fails to compile here.
 */
export type ApiReadsPorticoState = Holds<RootState extends ApiHostState ? true : false>
type Holds<T extends true> = T

export const selectPortico = (state: RootState) => state[porticoKey]
export const selectServices = (state: RootState) => state[porticoKey].services
