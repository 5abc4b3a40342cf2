// Section 4: a new snackbar message replaces an open one after 150 ms.
import type { Flow } from '../../store/listener'
import { snackbarHidden, snackbarRequested, snackbarShown } from './snackbarSlice'

export const snackbarSwapDelayMs = 150
/** How long a message that closes by itself stays (ours: long enough to read two lines). */
export const snackbarAutoCloseMs = 2500

export const snackbarFlow: Flow = (startListening) => {
  startListening({
    actionCreator: snackbarRequested,
    effect: async (action, api) => {
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
}
