// What the embedded wallet's logins (email, social, Farcaster) and its email update do alike: a
// run that ends when the visitor cancels, a provider error raising the alert that says what to fix
// (section 8), a failure said in the same words wherever it ends, and the connection made in place
// once the visitor is signed in (the login's view follows it).
import type { PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { selectCurrentView } from '../modal/selectors'
import type { View } from '../modal/views'
import type { Connector } from '../../connectors/types'
import { toWalletError, type WalletError } from '../../connectors/walletErrors'
import { connectRequested } from '../connection/actions'
import { passOnCancellation } from '../../store/cancellation'
import { frameTimeoutOf, frameTimeoutAlertWords, frameTimeoutWords } from './frameTimeouts'
import { alertRaised } from '../alerts/alertsSlice'
import type { MessageKey } from '../../i18n'

/** This run ends when `cancelled` says so (an action, or a view left): nothing it awaits acts afterwards. */
export function endOn(
  api: PorticoListenerApi,
  cancelled: (action: unknown, current: RootState, previous: RootState) => boolean,
  cleanup?: () => void,
) {
  api
    .condition(cancelled)
    .then((hit) => {
      if (!hit) return
      cleanup?.()
      api.cancel()
    })
    .catch(() => {})
}

/**
 * A login step's failure as a WalletError (one that means the project is misconfigured raised
 * its alert on its way out of the connector: the registry's wrapper). The run's own
 * cancellation is passed on untouched.
 */
export function loginFailure(error: unknown): WalletError {
  passOnCancellation(error)
  return toWalletError(error)
}

/**
 * What a failed step says: the frame's or the spec's words, but for a frame that never loaded or
 * did not answer in time section 8's own ("Network Error - Could not load embedded wallet",
 * "Embedded Wallet Request Timed Out"): the request aborted with it would say only "Something
 * went wrong", whichever login or update was waiting on it.
 */
export function failureMessage(failure: WalletError): string {
  const timeout = frameTimeoutOf(failure)
  return timeout ? frameTimeoutWords(timeout) : failure.message
}

/**
 * Connects the signed-in connector through the usual flow; resolves with the failure's words, if
 * any. The connect asks the frame for the user (30 s, protocol.ts `frameAnswers`): a frame that
 * went quiet then ends it with section 8's timeout, said in its alert's words as a login step's is
 * (the attempt keeps only the aborted request's "Something went wrong"). The alert is raised as
 * the request is aborted, so it comes before the attempt ends.
 */
export async function connectSignedIn(api: PorticoListenerApi, connector: Connector): Promise<string | undefined> {
  api.dispatch(connectRequested({ connectorId: connector.info.id }))
  let timedOut: MessageKey | undefined
  await api.condition((action, state) => {
    if (alertRaised.match(action)) timedOut = frameTimeoutAlertWords(action.payload) ?? timedOut
    return state.portico.connectors.attempt.status !== 'connecting'
  })
  const { attempt } = api.getState().portico.connectors
  if (attempt.status === 'failed') return timedOut ?? attempt.message
  return attempt.status === 'declined' ? attempt.message : undefined
}

/** The visitor left `view`: another view, or the modal closed. */
export const leftView = (view: View) => (current: RootState, previous: RootState) =>
  selectCurrentView(previous).view === view && (selectCurrentView(current).view !== view || !current.portico.modal.open)
