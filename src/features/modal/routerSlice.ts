// The view stack (section 2, Navigation). Closing on "back" is decided in the flows, which
// see the modal too; here the stack only moves.
import type { PayloadAction } from '@reduxjs/toolkit'
import { plainSlice } from '../../store/plainSlice'
import type { RouteEntry } from './views'

export interface RouterState {
  history: RouteEntry[]
}

const initialState: RouterState = { history: [{ view: 'Connect' }] }

export const routerSlice = plainSlice({
  name: 'portico/router',
  initialState,
  reducers: {
    /** Push adds a view regardless of the current view. */
    pushed: (state, { payload }: PayloadAction<RouteEntry>) => ({ ...state, history: [...state.history, payload] }),
    /** Reset sets a one-item history. */
    reset: (state, { payload }: PayloadAction<RouteEntry>) => ({ ...state, history: [payload] }),
    /** Replace swaps the last entry. */
    replaced: (state, { payload }: PayloadAction<RouteEntry>) =>
      state.history.at(-1) === payload ? state : { ...state, history: [...state.history.slice(0, -1), payload] },
    /** Going back pops the history (the flow closes the modal instead when the rule says so). */
    popped: (state) => (state.history.length > 1 ? { ...state, history: state.history.slice(0, -1) } : state),
  },
})

export const { pushed, reset, replaced, popped } = routerSlice.actions
