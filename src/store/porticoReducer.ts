// Portico's reducer: the api's state and Portico's slices in one object under one key.
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { porticoApi } from '../api/porticoApi'
import { sliceReducers, type PorticoSlices } from './slices'

const slicesReducer = combineReducers(sliceReducers)

type ApiState = ReturnType<typeof porticoApi.reducer>
export type PorticoState = ApiState & PorticoSlices

const apiKeys = ['queries', 'mutations', 'provided', 'subscriptions', 'config'] as const
const sliceKeys = Object.keys(sliceReducers) as (keyof PorticoSlices)[]

function pick<T extends object, K extends keyof T>(state: T | undefined, keys: readonly K[]): Pick<T, K> | undefined {
  if (!state) return undefined
  const out = {} as Pick<T, K>
  for (const key of keys) out[key] = state[key]
  return out
}

/**
 * Each part sees only its own keys (combineReducers warns about foreign ones), and the
 * previous object is returned when neither part changed, so selectors stay memoised.
 */
export const porticoReducer: Reducer<PorticoState, UnknownAction> = (state, action) => {
  const api = porticoApi.reducer(pick(state as ApiState | undefined, apiKeys), action)
  const slices = slicesReducer(pick(state as PorticoSlices | undefined, sliceKeys), action)
  if (state && apiKeys.every((k) => api[k] === state[k]) && sliceKeys.every((k) => slices[k] === state[k])) return state
  return { ...api, ...slices }
}
