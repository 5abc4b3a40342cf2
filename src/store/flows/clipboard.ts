// "Copy link": the text goes to the clipboard, and a snackbar says whether it did. The
// clipboard refuses on insecure pages and in iframes without clipboard permission; then the
// visitor is told to copy the link by hand (the view shows it behind "Show link").
import type { Flow } from '../listener'
import { snackbarRequested } from '../slices/snackbar'
import { linkCopyRequested } from './actions'

export const clipboardFlow: Flow = (startListening) => {
  startListening({
    actionCreator: linkCopyRequested,
    effect: async (action, api) => {
      try {
        // Called within the click's dispatch, so the browser still sees the visitor's gesture.
        const clipboard = globalThis.navigator?.clipboard
        if (!clipboard) throw new Error('No clipboard on this page')
        await clipboard.writeText(action.payload.text)
        api.dispatch(snackbarRequested({ message: 'snackbar.linkCopied', variant: 'success', autoClose: true }))
      } catch {
        api.dispatch(snackbarRequested({ message: 'snackbar.linkCopyFailed', variant: 'error', autoClose: true }))
      }
    },
  })
}
