// Section 8: a failed transactions call shows "Failed to fetch transactions" (the Activity tab
// marks its list empty). The call is the history endpoint's infinite query, which the Account
// view holds; this flow only says that it failed, once per failed request. It comes with the api
// (apiFlows), as the view does.
import type { UnknownAction } from '@reduxjs/toolkit'
import type { Flow } from '../../store/listener'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import { porticoKey } from '../../store/state'

interface QueryRejected {
  type: string
  meta?: { arg?: { endpointName?: string }; condition?: boolean; aborted?: boolean }
}

/** A history request that went out and failed; not one skipped (cached, under way) or cancelled. */
export const isHistoryFailure = (action: UnknownAction) => {
  const { type, meta } = action as QueryRejected
  return type === `${porticoKey}/executeQuery/rejected` && meta?.arg?.endpointName === 'history' && !meta.condition && !meta.aborted
}

export const transactionsFlow: Flow = (startListening) => {
  startListening({
    predicate: isHistoryFailure,
    effect: (_action, api) => void api.dispatch(snackbarRequested({ message: 'snackbar.transactionsFailed', variant: 'error', autoClose: true })),
  })
}
