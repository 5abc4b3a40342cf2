// Section 8: a failed transactions call shows "Failed to fetch transactions" (the Activity tab
// marks its list empty). The call is the history endpoint's infinite query, which the Account
// view holds; this flow only says that it failed, once per failed request. It comes with the api
// (apiFlows), as the view does, and so may import it.
import type { UnknownAction } from '@reduxjs/toolkit'
import { blockchainApi } from '../../api/porticoApi'
import type { Flow } from '../../store/listener'
import { snackbarRequested } from '../snackbar/snackbarSlice'

/** A history request that went out and failed; not one skipped (cached, under way) or cancelled. */
export const isHistoryFailure = (action: UnknownAction) =>
  blockchainApi.endpoints.history.matchRejected(action) && !action.meta.condition && !action.meta.aborted

export const transactionsFlow: Flow = (startListening) => {
  startListening({
    predicate: isHistoryFailure,
    effect: (_action, api) =>
      void api.dispatch(
        snackbarRequested({ message: 'snackbar.transactionsFailed', variant: 'error', autoClose: true }),
      ),
  })
}
