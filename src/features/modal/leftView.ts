// Where a visitor follows a wait (a wallet connecting, a pairing, a signature), leaving the view
// is their way out: another view on top, or the modal closed.
import type { RootState } from '../../store/state'
import { selectCurrentView } from './selectors'
import type { View } from './views'

/** True of the action that took the visitor off the views `following` holds, or closed the modal. */
export const leftView =
  (following: (view: View) => boolean) => (_action: unknown, current: RootState, previous: RootState) => {
    if (previous.portico.modal.open && !current.portico.modal.open) return true
    return (
      current.portico.modal.open &&
      following(selectCurrentView(previous).view) &&
      !following(selectCurrentView(current).view)
    )
  }
