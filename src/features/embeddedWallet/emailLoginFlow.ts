// The embedded wallet's email login (section 4): the email goes to the wallet that offers an
// email login (the auth connector, loaded when first wanted: loadEmbeddedWallet); the frame
// answers what comes next: approve this device from the inbox (then a code follows), enter the
// code, or nothing (a session it already holds). The right code signs the visitor in, and the
// connector then connects like any other, in place (the EmailLogin view follows it). A failure
// keeps the step, with the message, for another try; leaving the view cancels what is under way.
import type { Flow, PorticoDispatch, PorticoListenerApi } from '../../store/listener'
import { toWalletError } from '../../connectors/walletErrors'
import { connectRequested } from '../connection/actions'
import { alertRaised } from '../alerts/alertsSlice'
import { providerAlertOf } from '../alerts/providerAlerts'
import { selectCurrentView } from '../modal/selectors'
import { codeSubmitted, emailLoginCancelled, emailSubmitted } from './actions'
import { emailLoginFailed, emailLoginReset, emailLoginStepped, type EmailLoginStep } from './emailLoginSlice'
import { loadEmbeddedWallet, type LoginConnector } from './loadEmbeddedWallet'
import { selectEmailLogin } from './selectors'

/** Section 8. */
export const emailLoginUnavailable = 'Unable to load email login dependency'

/**
 * Runs one step; a failure goes back to `onFailure` with the message, and the run stops. A
 * provider error that means the project is misconfigured raises its alert too (section 8).
 */
async function step(dispatch: PorticoDispatch, onFailure: EmailLoginStep, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    if ((error as Error)?.name === 'TaskAbortError') throw error
    const { message } = toWalletError(error)
    dispatch(emailLoginFailed({ step: onFailure, error: message }))
    const alert = providerAlertOf(message)
    if (alert) dispatch(alertRaised(alert))
  }
}

/** This run ends when the visitor cancels (or leaves the view): nothing it awaits acts afterwards. */
function endOnCancel(api: PorticoListenerApi) {
  api
    .condition((action) => emailLoginCancelled.match(action))
    .then((cancelled) => cancelled && api.cancel())
    .catch(() => {})
}

/** The login connector, or the step back to the form with section 8's words. */
async function loginConnector(api: PorticoListenerApi): Promise<LoginConnector | undefined> {
  const connector = await api.pause(loadEmbeddedWallet(api))
  if (!connector) api.dispatch(emailLoginFailed({ step: 'idle', error: emailLoginUnavailable }))
  return connector
}

/** Connects in place and follows the attempt: a failure goes back to the code step with its words. */
async function connectInPlace(api: PorticoListenerApi, connector: LoginConnector) {
  api.dispatch(emailLoginStepped({ step: 'connecting' }))
  api.dispatch(connectRequested({ connectorId: connector.info.id }))
  await api.condition((_, state) => {
    const { attempt } = state.portico.connectors
    return attempt.status !== 'connecting'
  })
  const { attempt } = api.getState().portico.connectors
  if (attempt.status === 'failed' || attempt.status === 'declined')
    api.dispatch(emailLoginFailed({ step: 'code', error: attempt.message }))
}

export const emailLoginFlow: Flow = (startListening) => {
  startListening({
    actionCreator: emailSubmitted,
    effect: async ({ payload: { email } }, api) => {
      api.cancelActiveListeners()
      endOnCancel(api)
      api.dispatch(emailLoginStepped({ step: 'sending', email }))
      const connector = await loginConnector(api)
      if (!connector) return
      await step(api.dispatch, 'idle', async () => {
        const next = await api.pause(connector.emailLogin.start(email))
        const sentAt = Date.now()
        if (next === 'CONNECT') return connectInPlace(api, connector)
        if (next === 'VERIFY_DEVICE') {
          api.dispatch(emailLoginStepped({ step: 'device', sentAt }))
          await api.pause(connector.emailLogin.confirmDevice())
        }
        api.dispatch(emailLoginStepped({ step: 'code', sentAt }))
      })
    },
  })

  startListening({
    actionCreator: codeSubmitted,
    effect: async ({ payload: { code } }, api) => {
      api.cancelActiveListeners()
      endOnCancel(api)
      api.dispatch(emailLoginStepped({ step: 'verifying' }))
      const connector = await loginConnector(api)
      if (!connector) return
      await step(api.dispatch, 'code', async () => {
        await api.pause(connector.emailLogin.confirmCode(code))
        await connectInPlace(api, connector)
      })
    },
  })

  startListening({
    actionCreator: emailLoginCancelled,
    effect: (_, api) => void api.dispatch(emailLoginReset()),
  })

  // Leaving the EmailLogin view (back, or the modal closed) cancels a login under way; a
  // connection already asked for is the connection flow's to end.
  startListening({
    predicate: (_action, current, previous) => {
      const { step } = selectEmailLogin(current)
      const left =
        selectCurrentView(previous).view === 'EmailLogin' &&
        (selectCurrentView(current).view !== 'EmailLogin' || !current.portico.modal.open)
      return left && step !== 'idle' && step !== 'connecting'
    },
    effect: (_action, api) => void api.dispatch(emailLoginCancelled()),
  })
}
