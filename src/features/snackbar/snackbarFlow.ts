// Section 4: a new snackbar message replaces an open one after 150 ms. A message the view on
// screen already says is not said again over it (section 8's messages, said once).
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { closed } from '../modal/modalSlice'
import { selectCurrentView } from '../modal/selectors'
import { snackbarHidden, snackbarRequested, snackbarShown, type SnackbarMessage } from './snackbarSlice'

export const snackbarSwapDelayMs = 150
/** How long a message that closes by itself stays (ours: long enough to read two lines). */
export const snackbarAutoCloseMs = 2500

/** The open modal shows the view that says the message itself. */
const saidOnScreen = (state: RootState, { saidByView }: SnackbarMessage) =>
  !!saidByView && state.portico.modal.open && selectCurrentView(state).view === saidByView

export const snackbarFlow: Flow = (startListening) => {
  startListening({
    actionCreator: snackbarRequested,
    effect: async (action, api) => {
      // Before anything else: a message not shown leaves the open one and its timers as they are.
      if (saidOnScreen(api.getState(), action.payload)) return
      // The newest request wins: the timers of the one before are dropped.
      api.cancelActiveListeners()
      if (api.getState().portico.snackbar.open) {
        api.dispatch(snackbarHidden())
        await api.delay(snackbarSwapDelayMs)
      }
      api.dispatch(snackbarShown(action.payload))
      if (!action.payload.autoClose) return
      await api.delay(snackbarAutoCloseMs)
      api.dispatch(snackbarHidden())
    },
  })

  // A message that waits to be read belongs to the modal it was said in: closing the modal hides
  // it, so the next open does not say it again out of its moment. Loading messages stay until
  // replaced (what they say is still under way).
  startListening({
    actionCreator: closed,
    effect: (_action, api) => {
      const { open, autoClose, variant } = api.getState().portico.snackbar
      if (open && !autoClose && variant !== 'loading') api.dispatch(snackbarHidden())
    },
  })
}
