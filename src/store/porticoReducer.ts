// Portico's reducer: the api's state and Portico's slices in one object under one key. The
// api's part appears once its chunk is attached to the instance (attachApi); until then only
// the slices. Each instance has its own: one whose api is attached does not give another's
// stores api state before their middleware is there.
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import type { porticoApi } from '../api/porticoApi'
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

export interface PorticoReducer {
  reducer: Reducer<PorticoState, UnknownAction>
  /** The api chunk's reducer, from now on part of this one (once; later calls are ignored). */
  attachApi(apiReducer: Reducer<never, UnknownAction>): void
}

export function createPorticoReducer(): PorticoReducer {
  let apiReducer: Reducer<Record<string, unknown>, UnknownAction> | undefined
  /**
   * Each part sees only its own keys (combineReducers warns about foreign ones), and the
   * previous object is returned when neither part changed, so selectors stay memoised.
   */
  const reducer: Reducer<PorticoState, UnknownAction> = (state, action) => {
    const api = apiReducer
      ? (apiReducer(pick(state as ApiState | undefined, apiKeys) as never, action) as unknown as ApiState)
      : undefined
    const slices = slicesReducer(pick(state as PorticoSlices | undefined, sliceKeys), action)
    const apiSame = api ? apiKeys.every((k) => api[k] === state?.[k]) : !state || !('queries' in state)
    if (state && apiSame && sliceKeys.every((k) => slices[k] === state[k])) return state
    return { ...(api as ApiState), ...slices }
  }
  return {
    reducer,
    attachApi(next) {
      apiReducer ??= next as unknown as Reducer<Record<string, unknown>, UnknownAction>
    },
  }
}
