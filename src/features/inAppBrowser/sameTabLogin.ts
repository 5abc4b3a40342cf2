// Social login in the same tab, where popups are blocked (a Telegram mini app, Instagram's or
// TikTok's browser): the page itself goes to the provider and comes back with the result.
//
// The way there: the frame's sign-in address, its OAuth `state` carrying `--` and the address to
// come back to (as the secure site's public client sends it: AppKit's `formatTelegramSocialLoginUrl`),
// that address being this page's with a one-time `portico_social` value of ours. The way back:
// the provider's side sends the visitor to that address with `result_uri` (the address a popup
// would have posted). Portico, starting again there, takes the login up only when the value is
// the one this browser stored before leaving, recent, and for the same provider: a link crafted
// elsewhere with a `result_uri` of someone else's sign-in signs no one in. Both values leave the
// address bar at once (wayBack.ts, read as Portico starts); the rest comes with the api's chunk,
// which finishing the sign-in needs.
import type { PorticoListenerApi } from '../../store/listener'
import { createAction } from '../../store/toolkit'
import type { Environment } from '../options/optionsSlice'
import { opened } from '../modal/modalSlice'
import { pushed, reset } from '../modal/routerSlice'
import type { View } from '../modal/views'
import { resultParam, returnParam, type WayBack } from './wayBack'

/** A same-tab login taken up later than this is stale (the visitor went elsewhere): not in the spec, ours. */
export const sameTabLoginMaxAgeMs = 10 * 60 * 1000

/** What the page keeps (storage `socialRedirect`) while it is at the provider's. */
export interface SameTabLogin {
  provider: string
  nonce: string
  /** The modal's views when it left, to come back to. */
  views: View[]
  /** When it left (ms since epoch). */
  at: number
}

/** Popups are blocked where the page runs: social login goes in the same tab. */
export const socialLoginSameTab = (environment: Environment) =>
  !!environment.telegram || !!environment.inAppBrowser?.blocksPopups

/** The page came back from the provider's with a sign-in to finish (the modal is open on it already). */
export const socialLoginReturned = createAction<{ provider: string; resultUri: string }>('portico/socialLoginReturned')

/** This page's address with our one-time value: where the provider's side sends the visitor back. */
export function returnAddress(href: string, nonce: string): string {
  const url = new URL(href)
  url.searchParams.delete(resultParam)
  url.searchParams.set(returnParam, nonce)
  return url.href
}

/** The frame's sign-in address, its `state` carrying the way back (`<state>--<address>`). */
export function withWayBack(signInUri: string, returnTo: string): string {
  const url = new URL(signInUri)
  url.searchParams.set('state', `${url.searchParams.get('state') ?? ''}--${returnTo}`)
  return url.href
}

/** The kept login this way back finishes, if it is ours, recent and complete. */
export function takesUp(kept: SameTabLogin | undefined, nonce: string, now: number): kept is SameTabLogin {
  return !!kept && kept.nonce === nonce && now - kept.at >= 0 && now - kept.at <= sameTabLoginMaxAgeMs
}

/**
 * Back from the provider's in this tab (`wayBack`, out of the address already): the modal where it
 * was, then the sign-in finished (socialLoginFlow).
 */
export async function takeUpSocialLogin(api: PorticoListenerApi, wayBack: WayBack): Promise<void> {
  const kept = await api.pause(api.extra.storage.get('socialRedirect'))
  api.extra.storage.remove('socialRedirect')
  if (!takesUp(kept, wayBack.nonce, Date.now()) || !wayBack.resultUri) return
  const [first = 'Connect', ...rest] = kept.views
  api.dispatch(reset({ view: first }))
  for (const view of rest) api.dispatch(pushed({ view }))
  api.dispatch(opened())
  await api.pause(api.extra.attachApi(api.dispatch))
  api.dispatch(socialLoginReturned({ provider: kept.provider, resultUri: wayBack.resultUri }))
}
