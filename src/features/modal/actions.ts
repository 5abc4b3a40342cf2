// What views and hooks ask of the modal. Each is handled by a flow (listener middleware), which
// applies the spec's rules and moves the slices; views never move slices themselves.
import { createAction } from '../../store/toolkit'
import type { RouteData, View } from './views'

/** Open the modal; with a view, that view (section 2 opening rule). */
export const openRequested = createAction<{ view?: View; data?: RouteData } | undefined>('portico/openRequested')
/**
 * The visitor shows they mean to open the modal (pointer over, focus on, a press starting on a
 * Portico button): load what it needs. `press`: a press has started (pointer down), so the
 * open is a moment away and what it asks for may be asked for now.
 */
export const openIntended = createAction<{ press?: boolean } | undefined>('portico/openIntended')
/** Close, unless a rule blocks it (ApproveTransaction, required SIWX); `force` overrides the first. */
export const closeRequested = createAction<{ force?: boolean } | undefined>('portico/closeRequested')
/** The header's back button: pop, or close when the rule says so. */
export const backRequested = createAction('portico/backRequested')
/** Shake the modal for 500 ms. */
export const shakeRequested = createAction('portico/shakeRequested')
