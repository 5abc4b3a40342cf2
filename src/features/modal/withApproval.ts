// Section 4's transaction stack for the flows that ask a wallet (Swap, Pay, a smart session;
// Send keeps its own, which resets to Account after): ApproveTransaction shows while the wallet
// is asked, with the request it is asked (section 2: a view with its data) and the preview of
// what it will do (README "Before you sign"), so the embedded wallet's frame has its place in the
// modal, then the view before it again. A request made while the modal is closed (a host's smart
// session, a host's transaction through the embedded wallet) opens it on ApproveTransaction, and
// closes it after.
//
// Every wait a visitor sees has an end. Section 2 blocks closing ApproveTransaction (a request
// must not be left pending behind a screen nobody sees), so the view offers its own way out,
// Stop waiting (approvalWaitFlow says when the wallet's silence is said): the attempt then ends as a
// refusal, ApprovalStoppedError, which the flow that asked turns into its own words, back where
// the visitor came from with what they typed. Leaving the view aborts what the embedded wallet's
// frame still asks (approvalLeftFlow). A wallet that answers after that is not followed; what it
// sent is not lost: `late` records it (a transaction joins Activity as sent).
import type { ApprovalRequest } from '../approvals/approvalRequest'
import type { PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
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
  /** Resolves once `settled` holds of the state, however long that takes (let go of with the flow). */
  when(settled: (state: RootState) => boolean): Promise<unknown>
}

/**
 * The visitor stopped waiting for the wallet (ApproveTransaction's Stop waiting). Coded as
 * EIP-1193's user rejection (4001): to a host whose request it ends, the visitor said no.
 */
export class ApprovalStoppedError extends Error {
  override readonly name = 'ApprovalStoppedError'
  readonly code = 4001
  constructor() {
    super('The visitor stopped waiting for the wallet to answer.')
  }
}

export const isApprovalStopped = (error: unknown): error is ApprovalStoppedError =>
  error instanceof ApprovalStoppedError

let attempts = 0
/** A fresh id for a request ApproveTransaction shows (its route entry's `attempt`). */
export const nextApprovalAttempt = () => `approval-${++attempts}`

const stopped = (attempt: string) => (state: RootState) => {
  const wait = state.portico.approvalWait?.current
  return wait?.attempt === attempt && wait.status === 'stopped'
}

/**
 * The wallet's answer to `ask`, unless the visitor stops waiting for `attempt` first: then
 * ApprovalStoppedError, and an answer that comes later goes to `late` (an error, nowhere).
 * Stopped before the wallet was asked (while the preview held the prompt), it is never asked.
 */
export async function unlessStopped<T>(
  host: Pick<ApprovalHost, 'getState' | 'when'>,
  attempt: string,
  ask: () => Promise<T>,
  late?: (answer: T) => void,
): Promise<T> {
  if (stopped(attempt)(host.getState())) throw new ApprovalStoppedError()
  const answer = ask()
  let gaveUp = false
  // The wait for a stop ends with the attempt: once the view shows another request, or none.
  const stop = host
    .when((state) => stopped(attempt)(state) || state.portico.approvalWait?.current?.attempt !== attempt)
    .then(() => {
      if (!stopped(attempt)(host.getState())) return new Promise<never>(() => {})
      gaveUp = true
      throw new ApprovalStoppedError()
    })
  answer.then(
    (value) => void (gaveUp && late?.(value)),
    () => {},
  )
  return Promise.race([answer, stop])
}

export function withApproval<T>(
  api: PorticoListenerApi,
  approval: ApprovalRequest,
  ask: () => Promise<T>,
  /** The very request the wallet is asked, to preview what it will do (features/preview). */
  request?: PreviewRequest,
  /** What the wallet answered after the visitor stopped waiting (a transaction it sent after all). */
  late?: (answer: T) => void,
): Promise<T> {
  return showingApproval(approvalHostOf(api), approval, ask, request, late)
}

/** A flow's listener api as an ApprovalHost. */
export const approvalHostOf = (api: PorticoListenerApi): ApprovalHost => ({
  ...listenerHost(api),
  pause: api.pause,
  when: (settled) => api.condition((_action, state) => settled(state)),
})

export async function showingApproval<T>(
  host: ApprovalHost,
  approval: ApprovalRequest,
  ask: () => Promise<T>,
  request?: PreviewRequest,
  late?: (answer: T) => void,
): Promise<T> {
  const wasOpen = host.getState().portico.modal.open
  const previewId = startPreview(host, approval, request)
  const attempt = nextApprovalAttempt()
  const entry = { view: 'ApproveTransaction' as const, data: { approval, attempt, ...(previewId && { previewId }) } }
  if (wasOpen) host.dispatch(pushed(entry))
  else {
    // Opened for this request alone: the opening rule's choices are the visitor's, not needed here.
    host.dispatch(reset(entry))
    host.dispatch(opened())
  }
  try {
    await previewHeld(host, previewId)
    return await host.pause(unlessStopped(host, attempt, ask, late))
  } finally {
    if (selectCurrentView(host.getState()).data?.attempt === attempt) {
      host.dispatch(wasOpen ? popped() : closeRequested({ force: true }))
    }
  }
}
