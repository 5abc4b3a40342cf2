// Section 4's transaction stack for the flows that ask a wallet (Swap, Pay, a smart session;
// Send keeps its own, which resets to Account after): ApproveTransaction shows while the wallet
// is asked, with the request it is asked (section 2: a view with its data) and the preview of
// what it will do (README "Before you sign"), so the embedded wallet's frame has its place in the
// modal, then the view before it again. A request made while the modal is closed (a host's smart
// session, a host's transaction through the embedded wallet) opens it on ApproveTransaction, and
// closes it after.
import type { ApprovalRequest } from '../approvals/approvalRequest'
import type { PorticoListenerApi } from '../../store/listener'
import { listenerHost, previewHeld, startPreview, type PreviewHost } from '../preview/previewFirst'
import type { PreviewRequest } from '../preview/previewTypes'
import { closeRequested } from './actions'
import { opened } from './modalSlice'
import { popped, pushed, reset } from './routerSlice'
import { selectCurrentView } from './selectors'

/** Who shows the approval: a flow (its listener api), or a store asked from outside one (porticoProvider). */
export interface ApprovalHost extends PreviewHost {
  /** The wallet's answer, let go of if the flow is cancelled (a listener's pause); else as it is. */
  pause<T>(answer: Promise<T>): Promise<T>
}

export function withApproval<T>(
  api: PorticoListenerApi,
  approval: ApprovalRequest,
  ask: () => Promise<T>,
  /** The very request the wallet is asked, to preview what it will do (features/preview). */
  request?: PreviewRequest,
): Promise<T> {
  return showingApproval({ ...listenerHost(api), pause: api.pause }, approval, ask, request)
}

export async function showingApproval<T>(
  host: ApprovalHost,
  approval: ApprovalRequest,
  ask: () => Promise<T>,
  request?: PreviewRequest,
): Promise<T> {
  const wasOpen = host.getState().portico.modal.open
  const previewId = startPreview(host, approval, request)
  const entry = { view: 'ApproveTransaction' as const, data: { approval, ...(previewId && { previewId }) } }
  if (wasOpen) host.dispatch(pushed(entry))
  else {
    // Opened for this request alone: the opening rule's choices are the visitor's, not needed here.
    host.dispatch(reset(entry))
    host.dispatch(opened())
  }
  try {
    await previewHeld(host, previewId)
    return await host.pause(ask())
  } finally {
    if (selectCurrentView(host.getState()).view === 'ApproveTransaction') {
      host.dispatch(wasOpen ? popped() : closeRequested({ force: true }))
    }
  }
}
