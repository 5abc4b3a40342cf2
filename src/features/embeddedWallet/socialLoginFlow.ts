// The embedded wallet's social login: the popup opens on the visitor's click, before anything is
// awaited (a popup opened later is what blockers stop); the frame gives the provider's sign-in
// address and the popup goes there; the provider's page, back on the frame's origin, says how it
// ended; signed in, the connector connects in place (the Socials view follows it). Declined or
// closed, it says so; leaving the view closes the popup and ends the run.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { openSocialPopup, socialLoginErrors } from '../../connectors/auth/popup'
import { socialLoginCancelled, socialLoginRequested } from './actions'
import { loadEmbeddedWallet } from './loadEmbeddedWallet'
import { connectSignedIn, endOn, failureMessage, leftView, loginFailure } from './loginSteps'
import { socialLoginEnded, socialLoginReset, socialLoginStepped } from './socialLoginSlice'

const leftSocials = leftView('Socials')

/** Section 8's words for the email login's missing dependency, said of the social one. */
export const socialLoginUnavailable = 'Unable to load social login dependency'

const failed = (api: PorticoListenerApi, error: string) =>
  void api.dispatch(socialLoginEnded({ step: 'failed', error }))

export const socialLoginFlow: Flow = (startListening) => {
  startListening({
    actionCreator: socialLoginRequested,
    effect: async ({ payload: { provider } }, api) => {
      api.cancelActiveListeners()
      // First, in the click's own turn.
      const popup = openSocialPopup()
      api.dispatch(socialLoginStepped({ step: 'opening', provider }))
      if (!popup) return failed(api, socialLoginErrors.blocked)
      endOn(api, socialLoginCancelled.match, () => popup.close())
      const connector = await api.pause(loadEmbeddedWallet(api))
      if (!connector?.socialLogin) {
        popup.close()
        return failed(api, socialLoginUnavailable)
      }
      api.extra.storage.set('socialProvider', provider)
      try {
        await api.pause(
          connector.socialLogin.signIn(provider, popup, () => api.dispatch(socialLoginStepped({ step: 'waiting' }))),
        )
      } catch (error) {
        const failure = loginFailure(error)
        return void api.dispatch(
          socialLoginEnded({
            step: failure.kind === 'userRejected' ? 'declined' : 'failed',
            error: failureMessage(failure),
          }),
        )
      }
      api.dispatch(socialLoginStepped({ step: 'connecting' }))
      const failure = await connectSignedIn(api, connector)
      if (failure) failed(api, failure)
    },
  })

  startListening({
    actionCreator: socialLoginCancelled,
    effect: (_, api) => void api.dispatch(socialLoginReset()),
  })

  // Leaving the Socials view (back, or the modal closed) cancels a login under way (the popup
  // closes) and forgets one that ended, so the next visit starts from the list.
  startListening({
    predicate: (_action, current, previous) => {
      const step = current.portico.socialLogin?.step
      return leftSocials(current, previous) && !!step && step !== 'idle' && step !== 'connecting'
    },
    effect: (_action, api) => void api.dispatch(socialLoginCancelled()),
  })
}
