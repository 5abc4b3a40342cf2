// The embedded wallet's email update (section 4): the new address goes to the connected wallet
// that can move its account (the auth connector's emailUpdate), which answers whose code comes
// first: the address in use's (VERIFY_PRIMARY_OTP), then the new address's
// (VERIFY_SECONDARY_OTP); the right second code moves the account, and the new email is stored
// and shown. A failure keeps the step, with the frame's words, for another try; leaving the
// UpdateEmail view (or "Use another email") stops what is under way.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { EmailUpdate } from '../../connectors/types'
import { emailUpdateCancelled, emailUpdateCodeSubmitted, emailUpdateSubmitted } from './actions'
import {
  emailUpdateFailed,
  emailUpdateReset,
  emailUpdateStepped,
  emailUpdateVerifying,
  emailUpdated,
  type EmailUpdateStep,
} from './emailUpdateSlice'
import { selectEmailUpdate } from './selectors'
import { endOn, failureMessage, leftView, loginFailure } from './loginSteps'
import { connectedConnector } from '../connection/connectedConnector'

/** Said when the connected wallet cannot move its account to another email (none connected, or not the embedded wallet). */
export const emailUpdateUnavailable = 'This wallet has no email to update'

const leftUpdateEmail = leftView('UpdateEmail')

/** Runs one step; a failure goes back to `onFailure` with the message. */
async function step(api: PorticoListenerApi, onFailure: EmailUpdateStep, run: (update: EmailUpdate) => Promise<void>) {
  const update = connectedConnector(api, 'eip155')?.emailUpdate
  if (!update) return void api.dispatch(emailUpdateFailed({ step: 'idle', error: emailUpdateUnavailable }))
  try {
    await run(update)
  } catch (error) {
    api.dispatch(emailUpdateFailed({ step: onFailure, error: failureMessage(loginFailure(error)) }))
  }
}

const codeStep = { VERIFY_PRIMARY_OTP: 'currentCode', VERIFY_SECONDARY_OTP: 'newCode' } as const

export const emailUpdateFlow: Flow = (startListening) => {
  startListening({
    actionCreator: emailUpdateSubmitted,
    effect: async ({ payload: { email } }, api) => {
      api.cancelActiveListeners()
      endOn(api, emailUpdateCancelled.match)
      api.dispatch(emailUpdateStepped({ step: 'sending', newEmail: email }))
      await step(api, 'idle', async (update) => {
        const next = await api.pause(update.start(email))
        api.dispatch(emailUpdateStepped({ step: codeStep[next] }))
      })
    },
  })

  startListening({
    actionCreator: emailUpdateCodeSubmitted,
    effect: async ({ payload: { code } }, api) => {
      const { step: awaiting } = selectEmailUpdate(api.getState())
      if (awaiting !== 'currentCode' && awaiting !== 'newCode') return
      api.cancelActiveListeners()
      endOn(api, emailUpdateCancelled.match)
      api.dispatch(emailUpdateVerifying())
      await step(api, awaiting, async (update) => {
        if (awaiting === 'currentCode') {
          await api.pause(update.confirmCurrent(code))
          return void api.dispatch(emailUpdateStepped({ step: 'newCode' }))
        }
        api.dispatch(emailUpdated({ email: await api.pause(update.confirmNew(code)) }))
      })
    },
  })

  startListening({
    actionCreator: emailUpdateCancelled,
    effect: (_, api) => void api.dispatch(emailUpdateReset()),
  })

  // Leaving the view stops an update under way and forgets a finished one.
  startListening({
    predicate: (_action, current, previous) =>
      leftUpdateEmail(current, previous) && selectEmailUpdate(current).step !== 'idle',
    effect: (_action, api) => void api.dispatch(emailUpdateCancelled()),
  })
}
