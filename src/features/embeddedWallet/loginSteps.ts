// What the embedded wallet's logins (email, social, Farcaster) do alike: a run that ends when the
// visitor cancels, a provider error raising the alert that says what to fix (section 8), and the
// connection made in place once the visitor is signed in (the login's view follows it).
import type { PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { selectCurrentView } from '../modal/selectors'
import type { View } from '../modal/views'
import type { Connector } from '../../connectors/types'
import { toWalletError, type WalletError } from '../../connectors/walletErrors'
import { connectRequested } from '../connection/actions'
import { passOnCancellation } from '../../store/cancellation'

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

/** Connects the signed-in connector through the usual flow; resolves with the failure's words, if any. */
export async function connectSignedIn(api: PorticoListenerApi, connector: Connector): Promise<string | undefined> {
  api.dispatch(connectRequested({ connectorId: connector.info.id }))
  await api.condition((_, state) => state.portico.connectors.attempt.status !== 'connecting')
  const { attempt } = api.getState().portico.connectors
  return attempt.status === 'failed' || attempt.status === 'declined' ? attempt.message : undefined
}

/** The visitor left `view`: another view, or the modal closed. */
export const leftView = (view: View) => (current: RootState, previous: RootState) =>
  selectCurrentView(previous).view === view && (selectCurrentView(current).view !== view || !current.portico.modal.open)
