// The embedded wallet's Farcaster login: when ConnectingFarcaster opens (or the visitor asks
// again), the frame makes a Farcaster URI, shown as a QR code and a link (the account state's
// farcasterUrl); the frame then waits for the visitor's approval in Farcaster, and the connector
// connects in place. Leaving the view ends the wait here; section 2's rule (below) clears the URI
// and reloads the frame, which drops the request there. The view shows once the api is attached,
// so the rule comes with the api's flows, not the first load.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { farcasterUrlChanged } from '../account/accountSlice'
import { authConnectorReloadRequested } from '../connection/actions'
import { selectIsConnected } from '../account/selectors'
import { selectCurrentView } from '../modal/selectors'
import { apiArrived } from '../../store/apiArrival'
import { farcasterLoginRequested } from './actions'
import { farcasterLoginDeclined, farcasterLoginFailed, farcasterLoginStepped } from './farcasterLoginSlice'
import { loadEmbeddedWallet, loginConnector } from './loadEmbeddedWallet'
import { connectSignedIn, endOn, failureMessage, leftView, loginFailure } from './loginSteps'

/** Section 2: the auth connector reloads 100 ms after leaving ConnectingFarcaster. */
export const farcasterReloadDelayMs = 100

/** Section 8's words for the email login's missing dependency, said of the Farcaster one. */
export const farcasterLoginUnavailable = 'Unable to load Farcaster login dependency'

const leftFarcaster = leftView('ConnectingFarcaster')

async function farcasterLogin(api: PorticoListenerApi) {
  api.cancelActiveListeners()
  endOn(api, (_action, current, previous) => leftFarcaster(current, previous))
  api.dispatch(farcasterLoginStepped('loading'))
  const connector = await api.pause(loadEmbeddedWallet(api))
  if (!connector?.farcasterLogin) return void api.dispatch(farcasterLoginFailed(farcasterLoginUnavailable))
  try {
    const url = await api.pause(connector.farcasterLogin.uri())
    api.dispatch(farcasterUrlChanged({ namespace: connector.info.chain, url }))
    api.dispatch(farcasterLoginStepped('waiting'))
    await api.pause(connector.farcasterLogin.signIn())
  } catch (error) {
    const failure = loginFailure(error)
    // Declined in Farcaster is said as a decline (the view's words), not as a failure.
    const said = failure.kind === 'userRejected' ? farcasterLoginDeclined : farcasterLoginFailed
    return void api.dispatch(said(failureMessage(failure)))
  }
  api.dispatch(farcasterLoginStepped('connecting'))
  const failure = await connectSignedIn(api, connector)
  if (failure) api.dispatch(farcasterLoginFailed(failure))
}

export const farcasterLoginFlow: Flow = (startListening) => {
  startListening({
    // Entered while open, or already there when the api came (Connect paints before it, and a
    // press there may reach this view before its flows hear).
    predicate: (action, current, previous) =>
      farcasterLoginRequested.match(action) ||
      (selectCurrentView(current).view === 'ConnectingFarcaster' &&
        current.portico.modal.open &&
        (selectCurrentView(previous).view !== 'ConnectingFarcaster' ||
          !previous.portico.modal.open ||
          apiArrived(current, previous))),
    effect: (_action, api) => farcasterLogin(api),
  })

  // Leaving ConnectingFarcaster while disconnected clears the Farcaster URL and reloads the
  // auth connector after 100 ms (section 2).
  startListening({
    predicate: (_action, current, previous) =>
      selectCurrentView(previous).view === 'ConnectingFarcaster' &&
      selectCurrentView(current).view !== 'ConnectingFarcaster',
    effect: async (_action, api) => {
      const state = api.getState()
      if (selectIsConnected(state)) return
      const namespace = state.portico.chain.activeNamespace ?? 'eip155'
      api.dispatch(farcasterUrlChanged({ namespace, url: undefined }))
      await api.delay(farcasterReloadDelayMs)
      api.dispatch(authConnectorReloadRequested())
    },
  })

  // Section 2's reload after leaving the view: the frame drops the request it was waiting on.
  startListening({
    actionCreator: authConnectorReloadRequested,
    effect: async (_action, api) => {
      await loginConnector(api.extra.registry.list())
        ?.reload?.()
        .catch(() => {})
    },
  })
}
