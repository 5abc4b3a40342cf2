// A transaction the wallet sent after the visitor stopped waiting for it on ApproveTransaction
// (withApproval): the flow that asked has ended as a refusal, but the transaction is sent all the
// same. A screen tells the truth, so it joins Activity as sent (the pending list, then its
// outcome) and the visitor is told wherever they are now; no view moves for it.
import type { CaipNetworkId } from '../../contract'
import type { PorticoDispatch } from '../../store/listener'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import { transactionSent } from './actions'

export function lateSend(dispatch: PorticoDispatch, sent: { hash: string; caipNetworkId: CaipNetworkId }) {
  dispatch(transactionSent(sent))
  toldSentLate(dispatch)
}

/** The visitor told that what they stopped waiting for was sent after all (a transaction, a batch). */
export function toldSentLate(dispatch: PorticoDispatch) {
  dispatch(snackbarRequested({ message: 'snackbar.transactionSent', variant: 'success', autoClose: true }))
}
