// Section 8: a request the embedded wallet never takes ("Requested RPC call is not allowed", a
// host's own call outside section 6's lists) is said to the visitor as "Action not allowed",
// 300 ms after, in the modal (opened for it when closed, as the public client does).
import type { Flow } from '../../store/listener'
import { openRequested } from '../modal/actions'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import { requestNotAllowed } from './actions'

/** Section 8: the UI text shows after 300 ms. */
export const actionNotAllowedDelayMs = 300

export const requestNotAllowedFlow: Flow = (startListening) => {
  startListening({
    actionCreator: requestNotAllowed,
    effect: async (_action, api) => {
      // Several refused at once are said once.
      api.cancelActiveListeners()
      if (!api.getState().portico.modal.open) api.dispatch(openRequested())
      await api.delay(actionNotAllowedDelayMs)
      api.dispatch(snackbarRequested({ message: 'snackbar.actionNotAllowed', variant: 'error', autoClose: true }))
    },
  })
}
