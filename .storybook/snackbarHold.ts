// In story tests a snackbar that closes by itself stays until the story's checks are done: it
// closes 2.5 s after it shows (snackbarFlow), on the wall clock, so on a busy machine the
// screenshot and the layout check would find it there one run and gone the next. A message
// replacing it still does (the flow hides the open one first: that hiding goes through).
import type { Middleware } from '@reduxjs/toolkit'
import { snackbarHidden, snackbarRequested, snackbarShown } from '../src/features/snackbar/snackbarSlice'

let holding = false

/** From the story tests' setup (storyChecks.ts); Storybook in a browser lets snackbars close. */
export function holdSnackbars() {
  holding = true
}

/** Drops the flow's auto-close; lets through the hiding that makes room for a new message. */
export const snackbarHold: Middleware = () => {
  let replacing = false
  return (next) => (action) => {
    if (snackbarRequested.match(action)) replacing = true
    if (snackbarShown.match(action)) replacing = false
    if (holding && snackbarHidden.match(action) && !replacing) return action
    return next(action)
  }
}
