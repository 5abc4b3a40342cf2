// Section 4's transaction stack for the flows that ask a wallet (Swap, Pay, a smart session;
// Send keeps its own, which resets to Account after): ApproveTransaction shows while the wallet
// is asked, with the request it is asked (section 2: a view with its data), so the embedded
// wallet's frame has its place in the modal, then the view before it again. A request made while
// the modal is closed (a host's smart session) opens it on ApproveTransaction, and closes it after.
import type { ApprovalRequest } from '../approvals/approvalRequest'
import { previewHeld, startPreview } from '../preview/previewFirst'
import type { PreviewRequest } from '../preview/previewTypes'
import type { PorticoListenerApi } from '../../store/listener'
import { closeRequested } from './actions'
import { opened } from './modalSlice'
import { popped, pushed, reset } from './routerSlice'
import { selectCurrentView } from './selectors'

export async function withApproval<T>(
  api: PorticoListenerApi,
  approval: ApprovalRequest,
  ask: () => Promise<T>,
  /** The very request the wallet is asked, to preview what it will do (features/preview). */
  request?: PreviewRequest,
): Promise<T> {
  const wasOpen = api.getState().portico.modal.open
  const previewId = startPreview(api, approval, request)
  const entry = { view: 'ApproveTransaction' as const, data: { approval, ...(previewId && { previewId }) } }
  if (wasOpen) api.dispatch(pushed(entry))
  else {
    // Opened for this request alone: the opening rule's choices are the visitor's, not needed here.
    api.dispatch(reset(entry))
    api.dispatch(opened())
  }
  try {
    await previewHeld(api, previewId)
    return await api.pause(ask())
  } finally {
    if (selectCurrentView(api.getState()).view === 'ApproveTransaction') {
      api.dispatch(wasOpen ? popped() : closeRequested({ force: true }))
    }
  }
}
