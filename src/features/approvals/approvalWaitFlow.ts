// Every wait a visitor sees has an end: each request ApproveTransaction shows starts its own bound,
// and past it the view says the wallet has not answered; Stop waiting reaches the flow that asked
// (withApproval's unlessStopped). Leaving the view ends the wait.
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { selectCurrentView } from '../modal/selectors'
import {
  approvalStopRequested,
  approvalUnanswered,
  approvalWaitEnded,
  approvalWaitStarted,
  approvalWaitStopped,
} from './approvalWait'

/**
 * How long ApproveTransaction waits for the wallet before it says the wallet has not answered.
 * Not in the spec (section 9 names no bound for a wallet's answer, and section 2 blocks closing
 * the view): the same 30 s section 9 gives the embedded wallet's frame to answer a login-type
 * request. A visitor reading the request and confirming on a phone takes well under it; a wallet
 * whose phone is off, an extension that lost its popup or a quiet frame never answers at all.
 */
export const approvalUnansweredMs = 30_000

/** The request ApproveTransaction shows now (its route entry's attempt), if it is the view on top. */
const approvalAttempt = (state: RootState) => {
  const entry = selectCurrentView(state)
  return entry.view === 'ApproveTransaction' ? entry.data?.attempt : undefined
}

export const approvalWaitFlow: Flow = (startListening) => {
  startListening({
    predicate: (_action, current, previous) => approvalAttempt(current) !== approvalAttempt(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const attempt = approvalAttempt(api.getState())
      if (!attempt) return void api.dispatch(approvalWaitEnded())
      api.dispatch(approvalWaitStarted({ attempt }))
      await api.delay(approvalUnansweredMs)
      api.dispatch(approvalUnanswered({ attempt }))
    },
  })

  startListening({
    actionCreator: approvalStopRequested,
    effect: (_action, api) => {
      const attempt = approvalAttempt(api.getState())
      if (attempt) api.dispatch(approvalWaitStopped({ attempt }))
    },
  })
}
