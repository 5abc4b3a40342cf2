// The embedded wallet's social login: the popup opens on the visitor's click, before anything is
// awaited (a popup opened later is what blockers stop); the frame gives the provider's sign-in
// address and the popup goes there; the provider's page, back on the frame's origin, says how it
// ended; signed in, the connector connects in place (the Socials view follows it). Declined or
// closed, it says so; leaving the view closes the popup and ends the run. Where popups are
// blocked (in-app browsers, features/inAppBrowser/sameTabLogin.ts) the page itself goes to the
// provider and the login finishes when it comes back (socialLoginReturned).
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { openSocialPopup, socialLoginErrors } from '../../connectors/auth/popup'
import { socialLoginCancelled, socialLoginRequested } from './actions'
import { loadEmbeddedWallet } from './loadEmbeddedWallet'
import { connectSignedIn, endOn, failureMessage, leftView, loginFailure } from './loginSteps'
import { socialLoginEnded, socialLoginReset, socialLoginStepped } from './socialLoginSlice'
import { isSafeWebUrl, linkRefused } from '../../contract/webUrl'
import { passOnCancellation } from '../../store/cancellation'
import { returnAddress, socialLoginReturned, socialLoginSameTab } from '../inAppBrowser/sameTabLogin'
import { leavePage, sameTabPage } from '../inAppBrowser/sameTabPage'

const leftSocials = leftView('Socials')

/** Section 8's words for the email login's missing dependency, said of the social one. */
export const socialLoginUnavailable = 'Unable to load social login dependency'

const failed = (api: PorticoListenerApi, error: string) =>
  void api.dispatch(socialLoginEnded({ step: 'failed', error }))

/** A login step that threw, said as declined (the visitor's no) or failed. */
const ended = (api: PorticoListenerApi, error: unknown) => {
  const failure = loginFailure(error)
  api.dispatch(
    socialLoginEnded({ step: failure.kind === 'userRejected' ? 'declined' : 'failed', error: failureMessage(failure) }),
  )
}

/** A random one-time value for the way back (sameTabLogin.ts). */
const oneTimeValue = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Popups blocked: the page goes to the provider's sign-in itself, once what it needs to come back
 * to is kept (the provider, a one-time value, the modal's views). The run ends with the page.
 */
async function inThisTab(api: PorticoListenerApi, provider: string, leave: (url: string) => void) {
  api.dispatch(socialLoginStepped({ step: 'opening', provider }))
  // Left before the page went (back, the modal closed): it stays.
  endOn(api, socialLoginCancelled.match)
  const connector = await api.pause(loadEmbeddedWallet(api))
  if (!connector?.socialLogin?.complete) return failed(api, socialLoginUnavailable)
  const here = (globalThis as { location?: Location }).location?.href
  if (!here) return failed(api, socialLoginUnavailable)
  const nonce = oneTimeValue()
  // The way there, shown again on the way back: Connect (when it was under), then Socials. A view
  // that shows an account or an attempt needs more than the store will have then.
  const connectUnder = api.getState().portico.router.history.some((entry) => entry.view === 'Connect')
  api.extra.storage.set('socialProvider', provider)
  api.extra.storage.set('socialRedirect', {
    provider,
    nonce,
    views: connectUnder ? ['Connect', 'Socials'] : ['Socials'],
    at: Date.now(),
  })
  // Once the page is on its way, what the connector still says of "the popup" is of no matter.
  let left = false
  const page = sameTabPage(returnAddress(here, nonce), (url) => {
    left = true
    leave(url)
  })
  try {
    await api.pause(connector.socialLogin.signIn(provider, page))
  } catch (error) {
    passOnCancellation(error)
    if (left) return
    api.extra.storage.remove('socialRedirect')
    ended(api, error)
  }
}

export const socialLoginFlow: Flow = (startListening) => {
  startListening({
    actionCreator: socialLoginRequested,
    effect: async ({ payload: { provider } }, api) => {
      api.cancelActiveListeners()
      if (socialLoginSameTab(api.getState().portico.options.environment)) return inThisTab(api, provider, leavePage)
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
        return ended(api, error)
      }
      api.dispatch(socialLoginStepped({ step: 'connecting' }))
      const failure = await connectSignedIn(api, connector)
      if (failure) failed(api, failure)
    },
  })

  // Back from the provider's in this tab (inAppBrowserFlow opened the modal where it was): the
  // frame finishes the sign-in with the result, and the account connects as after a popup.
  startListening({
    actionCreator: socialLoginReturned,
    effect: async ({ payload: { provider, resultUri } }, api) => {
      api.cancelActiveListeners()
      api.dispatch(socialLoginStepped({ step: 'connecting', provider }))
      if (!isSafeWebUrl(resultUri)) return failed(api, linkRefused)
      const connector = await api.pause(loadEmbeddedWallet(api))
      if (!connector?.socialLogin?.complete) return failed(api, socialLoginUnavailable)
      try {
        await api.pause(connector.socialLogin.complete(resultUri))
      } catch (error) {
        return ended(api, error)
      }
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
