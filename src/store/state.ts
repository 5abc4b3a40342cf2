// Portico's state lives under one key of the root state. RTK Query reads an api's state at
// `rootState[reducerPath]`, so the api's reducerPath is that key and Portico's own slices sit
// beside the api's keys in the same object (see porticoReducer).
import type { PorticoSlices } from './slices'

export type { PorticoSlices }

export const porticoKey = 'portico' as const

/** The api's own keys (queries, mutations, …) are typed by RTK; ours are these. */
export type RootState = { [porticoKey]: PorticoSlices & Record<string, unknown> }

export const selectPortico = (state: RootState) => state[porticoKey]
export const selectServices = (state: RootState) => state[porticoKey].services
export const selectActiveCaipNetworkId = (state: RootState) => state[porticoKey].chain.activeCaipNetworkId
