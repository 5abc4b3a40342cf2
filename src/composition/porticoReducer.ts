// Portico's reducer: the api's state and Portico's slices in one object under one key. The
// api's part appears once its chunk is attached to the instance (attachApi), and with the api's
// flows come the slices of the features that only matter then (the embedded wallet's
// email login), so the first load carries neither. Each instance has its own: one
// whose api is attached does not give another's stores api state before their middleware is there.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit'
import { combineReducers } from '../store/toolkit'
import type { porticoApi } from '../api/porticoApi'
import { sliceReducers, type PorticoSlices } from './slices'
import type { ApiSlices } from './apiSlices'

const slicesReducer = combineReducers(sliceReducers)

type ApiState = ReturnType<typeof porticoApi.reducer>
/** The slices that arrive with the api's flows: absent before. */
export type PorticoState = ApiState & PorticoSlices & Partial<ApiSlices>

/** The api's own keys in Portico's state. */
export const apiKeys = ['queries', 'mutations', 'provided', 'subscriptions', 'config'] as const
const sliceKeys = Object.keys(sliceReducers) as (keyof PorticoSlices)[]

function pick<T extends object, K extends keyof T>(state: T | undefined, keys: readonly K[]): Pick<T, K> | undefined {
  if (!state) return undefined
  const out = {} as Pick<T, K>
  for (const key of keys) out[key] = state[key]
  return out
}

export interface PorticoReducer {
  reducer: Reducer<PorticoState, UnknownAction>
  /**
   * A reducer that arrived later, from now on part of this one, owning `keys` (once per first
   * key; later calls are ignored): the api chunk's (apiKeys), the slices of the api's features.
   */
  attach(keys: readonly string[], reducer: unknown): void
}

type AnyReducer = Reducer<Record<string, unknown>, UnknownAction>

export function createPorticoReducer(): PorticoReducer {
  /** What arrived later (the api, the slices of its features): each with the keys it owns. */
  const parts: { keys: readonly string[]; reducer: AnyReducer }[] = []
  const attach = (keys: readonly string[], reducer: unknown) => {
    if (!parts.some((part) => part.keys[0] === keys[0])) parts.push({ keys, reducer: reducer as AnyReducer })
  }
  /**
   * Each part sees only its own keys (combineReducers warns about foreign ones), and the
   * previous object is returned when no part changed, so selectors stay memoised.
   */
  const reducer: Reducer<PorticoState, UnknownAction> = (state, action) => {
    const previous = state as Record<string, unknown> | undefined
    const next: Record<string, unknown> = slicesReducer(pick(state as PorticoSlices | undefined, sliceKeys), action)
    let changed = !previous || sliceKeys.some((key) => next[key] !== previous[key])
    for (const part of parts) {
      const value = part.reducer(pick(previous, part.keys), action)
      for (const key of part.keys) {
        next[key] = value[key]
        changed ||= value[key] !== previous![key]
      }
    }
    return changed ? (next as PorticoState) : state!
  }
  return { reducer, attach }
}
