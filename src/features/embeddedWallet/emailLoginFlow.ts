// The embedded wallet's email login (section 4): the email goes to the wallet that offers an
// email login (the auth connector, found by what it can do, not by its type); the frame answers
// what comes next: approve this device from the inbox (then a code follows), enter the code, or
// nothing (a session it already holds). The right code signs the visitor in, and the connector
// then connects like any other. A failure keeps the step, with the message, for another try.
import type { Flow, PorticoDispatch } from '../../store/listener'
import type { Connector, EmailLogin } from '../../connectors/types'
import { toWalletError } from '../../connectors/walletErrors'
import { connectRequested } from '../connection/actions'
import { alertRaised } from '../alerts/alertsSlice'
import { providerAlertOf } from '../alerts/providerAlerts'
import { codeSubmitted, emailLoginCancelled, emailSubmitted } from './actions'
import { emailLoginFailed, emailLoginReset, emailLoginStepped, type EmailLoginStep } from './emailLoginSlice'

/** Section 8. */
export const emailLoginUnavailable = 'Unable to load email login dependency'

const loginConnector = (connectors: Connector[]) =>
  connectors.find((connector): connector is Connector & { emailLogin: EmailLogin } => !!connector.emailLogin)

/**
 * Runs one step; a failure goes back to `onFailure` with the message, and the run stops. A
 * provider error that means the project is misconfigured raises its alert too (section 8).
 */
async function step(dispatch: PorticoDispatch, onFailure: EmailLoginStep, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    const { message } = toWalletError(error)
    dispatch(emailLoginFailed({ step: onFailure, error: message }))
    const alert = providerAlertOf(message)
    if (alert) dispatch(alertRaised(alert))
  }
}

export const emailLoginFlow: Flow = (startListening) => {
  startListening({
    actionCreator: emailSubmitted,
    effect: async ({ payload: { email } }, api) => {
      api.cancelActiveListeners()
      const connector = loginConnector(api.extra.registry.list())
      if (!connector) return void api.dispatch(emailLoginFailed({ step: 'idle', error: emailLoginUnavailable }))
      api.dispatch(emailLoginStepped({ step: 'sending', email }))
      await step(api.dispatch, 'idle', async () => {
        const next = await api.pause(connector.emailLogin.start(email))
        if (next === 'CONNECT') {
          api.dispatch(emailLoginStepped({ step: 'connecting' }))
          return void api.dispatch(connectRequested({ connectorId: connector.info.id }))
        }
        if (next === 'VERIFY_DEVICE') {
          api.dispatch(emailLoginStepped({ step: 'device' }))
          await api.pause(connector.emailLogin.confirmDevice())
        }
        api.dispatch(emailLoginStepped({ step: 'code' }))
      })
    },
  })

  startListening({
    actionCreator: codeSubmitted,
    effect: async ({ payload: { code } }, api) => {
      const connector = loginConnector(api.extra.registry.list())
      if (!connector) return void api.dispatch(emailLoginFailed({ step: 'idle', error: emailLoginUnavailable }))
      api.dispatch(emailLoginStepped({ step: 'verifying' }))
      await step(api.dispatch, 'code', async () => {
        await api.pause(connector.emailLogin.confirmCode(code))
        api.dispatch(emailLoginStepped({ step: 'connecting' }))
        api.dispatch(connectRequested({ connectorId: connector.info.id }))
      })
    },
  })

  startListening({
    actionCreator: emailLoginCancelled,
    effect: (_, api) => void api.dispatch(emailLoginReset()),
  })
}
