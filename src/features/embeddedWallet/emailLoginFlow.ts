// The embedded wallet's email login (section 4): the email goes to the wallet that offers an
// email login (the auth connector, loaded when first wanted: loadEmbeddedWallet); the frame
// answers what comes next: approve this device from the inbox (then a code follows), enter the
// code, or nothing (a session it already holds). The right code signs the visitor in, and the
// connector then connects like any other, in place (the EmailLogin view follows it). A failure
// keeps the step, with the message, for another try; leaving the view cancels what is under way.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { codeSubmitted, emailLoginCancelled, emailSubmitted } from './actions'
import { emailLoginFailed, emailLoginReset, emailLoginStepped, type EmailLoginStep } from './emailLoginSlice'
import { loadEmbeddedWallet, type LoginConnector } from './loadEmbeddedWallet'
import { selectEmailLogin } from './selectors'
import { connectSignedIn, endOn, failureMessage, leftView, loginFailure } from './loginSteps'

const leftEmailLogin = leftView('EmailLogin')

/** Section 8. */
export const emailLoginUnavailable = 'Unable to load email login dependency'

/** Runs one step; a failure goes back to `onFailure` with the message, and the run stops. */
async function step(api: PorticoListenerApi, onFailure: EmailLoginStep, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    api.dispatch(emailLoginFailed({ step: onFailure, error: failureMessage(loginFailure(error)) }))
  }
}

/** The login connector, or the step back to the form with section 8's words. */
async function loginConnector(api: PorticoListenerApi): Promise<LoginConnector | undefined> {
  const connector = await api.pause(loadEmbeddedWallet(api))
  if (!connector) api.dispatch(emailLoginFailed({ step: 'idle', error: emailLoginUnavailable }))
  return connector
}

/** Connects in place: a failure goes back to the code step with its words. */
async function connectInPlace(api: PorticoListenerApi, connector: LoginConnector) {
  api.dispatch(emailLoginStepped({ step: 'connecting' }))
  const failure = await connectSignedIn(api, connector)
  if (failure) api.dispatch(emailLoginFailed({ step: 'code', error: failure }))
}

export const emailLoginFlow: Flow = (startListening) => {
  startListening({
    actionCreator: emailSubmitted,
    effect: async ({ payload: { email } }, api) => {
      api.cancelActiveListeners()
      endOn(api, emailLoginCancelled.match)
      api.dispatch(emailLoginStepped({ step: 'sending', email }))
      const connector = await loginConnector(api)
      if (!connector) return
      await step(api, 'idle', async () => {
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
      endOn(api, emailLoginCancelled.match)
      api.dispatch(emailLoginStepped({ step: 'verifying' }))
      const connector = await loginConnector(api)
      if (!connector) return
      await step(api, 'code', async () => {
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
      return leftEmailLogin(current, previous) && step !== 'idle' && step !== 'connecting'
    },
    effect: (_action, api) => void api.dispatch(emailLoginCancelled()),
  })
}
