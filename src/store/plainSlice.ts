// A slice whose reducers return the next state themselves, without drafts: the first load's
// slices are written with it, so the first load carries neither immer nor the parts of Redux
// Toolkit that bring it (createSlice, createReducer). Its action creators are RTK's own
// (createAction: `.type`, `.match`, the same `<name>/<reducer>` types), so flows, listeners and
// tests take them as they would a createSlice's. The slices that come with the api's chunk keep
// createSlice: immer loads with them, after the first load.
import type {
  Action,
  ActionCreatorWithoutPayload,
  PayloadActionCreator,
  Reducer,
  UnknownAction,
} from '@reduxjs/toolkit'
import { createAction } from './toolkit'

/** The next state from the last one and an action; never changes the last one. */
// `any`: each reducer names its own action type (PayloadAction<…>), which the creator follows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PlainCaseReducer<S, A = any> = (state: S, action: A) => S

/** A reducer of this slice for an action it does not own (another slice's, a flow's). */
export interface PlainCase<S> {
  type: string
  reducer: PlainCaseReducer<S>
}

/** As createSlice's: a reducer that takes a `PayloadAction<P>` makes a creator of that payload. */
type CaseActionCreator<CR, Type extends string> = CR extends (state: never, action: infer A) => unknown
  ? A extends { payload: infer P }
    ? PayloadActionCreator<P, Type>
    : ActionCreatorWithoutPayload<Type>
  : ActionCreatorWithoutPayload<Type>

export interface PlainSlice<S, CR, Name extends string> {
  name: Name
  reducer: Reducer<S>
  actions: { [K in keyof CR & string]: CaseActionCreator<CR[K], `${Name}/${K}`> }
  getInitialState: () => S
}

/** Makes this slice's reducer for the actions `creator` makes (another slice's, a flow's). */
export type On<S> = <A extends Action>(
  creator: { type: string; match: (action: unknown) => action is A },
  reducer: (state: S, action: A) => S,
) => PlainCase<S>

const on = <S>(creator: { type: string }, reducer: PlainCaseReducer<S>): PlainCase<S> => ({
  type: creator.type,
  reducer,
})

export function plainSlice<S, CR extends Record<string, PlainCaseReducer<S>>, Name extends string>(options: {
  name: Name
  initialState: S
  reducers: CR
  /**
   * Reducers for actions the slice does not own, as createSlice's: a function of `on`, so that
   * each one's state is the slice's and its action the creator's.
   */
  extraReducers?: (on: On<S>) => readonly PlainCase<S>[]
}): PlainSlice<S, CR, Name> {
  const { name, initialState, reducers } = options
  const cases = new Map<string, PlainCaseReducer<S>>()
  const actions: Record<string, unknown> = {}
  for (const [key, reducer] of Object.entries(reducers)) {
    const creator = createAction(`${name}/${key}`)
    actions[key] = creator
    cases.set(creator.type, reducer)
  }
  for (const { type, reducer } of options.extraReducers?.(on) ?? []) cases.set(type, reducer)
  const reducer = (state: S | undefined = initialState, action: UnknownAction): S => {
    const reduce = cases.get(action.type)
    return reduce ? reduce(state, action) : state
  }
  return { name, reducer, actions: actions as PlainSlice<S, CR, Name>['actions'], getInitialState: () => initialState }
}

/**
 * `state` with `changes`, or `state` itself when they change nothing, as a draft left untouched
 * would be: selectors over it stay memoised. A key set to undefined where it was absent is a
 * change, as in a draft.
 */
export function merge<S extends object>(state: S, changes: Partial<S>): S {
  for (const key in changes) {
    const value = changes[key]
    if (!Object.is(value, state[key]) || (value === undefined && !(key in state))) return { ...state, ...changes }
  }
  return state
}

/** `record` without `key`, or `record` itself when it has no such key. */
export function without<R extends object>(record: R, key: keyof R): R {
  if (!(key in record)) return record
  const { [key]: _removed, ...rest } = record
  return rest as R
}
