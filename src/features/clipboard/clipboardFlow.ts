// "Copy link" (and Receive's "Copy address"): the text goes to the clipboard, and a snackbar
// says whether it did. The clipboard refuses on insecure pages and in iframes without clipboard
// permission; then the visitor is told to copy it by hand (the views show the text itself).
import type { Flow } from '../../store/listener'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import { linkCopyRequested } from './actions'

const messages = {
  link: { copied: 'snackbar.linkCopied', failed: 'snackbar.linkCopyFailed' },
  address: { copied: 'snackbar.addressCopied', failed: 'snackbar.addressCopyFailed' },
} as const

export const clipboardFlow: Flow = (startListening) => {
  startListening({
    actionCreator: linkCopyRequested,
    effect: async (action, api) => {
      const { copied, failed } = messages[action.payload.what ?? 'link']
      try {
        // Called within the click's dispatch, so the browser still sees the visitor's gesture.
        const clipboard = globalThis.navigator?.clipboard
        if (!clipboard) throw new Error('No clipboard on this page')
        await clipboard.writeText(action.payload.text)
        api.dispatch(snackbarRequested({ message: copied, variant: 'success', autoClose: true }))
      } catch {
        api.dispatch(snackbarRequested({ message: failed, variant: 'error', autoClose: true }))
      }
    },
  })
}
