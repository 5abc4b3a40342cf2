// Section 4's transaction stack for the flows that ask a wallet to send (Swap, Pay; Send keeps
// its own, which resets to Account after): ApproveTransaction shows while the wallet is asked,
// so the embedded wallet's frame has its place in the modal, then the view before it again.
import type { PorticoListenerApi } from '../../store/listener'
import { popped, pushed } from './routerSlice'
import { selectCurrentView } from './selectors'

export async function withApproval<T>(api: PorticoListenerApi, ask: () => Promise<T>): Promise<T> {
  api.dispatch(pushed({ view: 'ApproveTransaction' }))
  try {
    return await api.pause(ask())
  } finally {
    if (selectCurrentView(api.getState()).view === 'ApproveTransaction') api.dispatch(popped())
  }
}
