// "Open in {name}" (WalletConnect on mobile and desktop apps): the link is remembered (section 7,
// deep link), and if the page is still there a set time after the tap the app most likely is not
// installed, so the view offers a way on (try again, the store, the QR code). Coming back from
// the wallet changes nothing here: the pairing on screen is the same, its URI and its link too.
import type { Flow } from '../../store/listener'
import { appNotOpened } from './walletConnectSlice'
import { appLinkOpened } from './actions'

/**
 * How long the page may stay in view after "Open in" before we say the app did not open.
 * An installed app takes over (or the OS asks "Open in …?", which blurs the page too) within
 * a few hundred milliseconds; a missing one leaves the page as it was. 2 s leaves room for a
 * slow phone without keeping a visitor who has no app waiting long.
 */
export const appOpenWaitMs = 2000

/**
 * Resolves true when something took the page over within `ms`: it was hidden (or unloaded), or
 * it has lost its focus and not got it back when `ms` are up (an app, or the system's "Open in
 * …?" prompt, holds it). False when the page is still visible and focused a set time after the
 * tap: nothing happened. A prompt that came and went within the wait (iOS's "cannot open the
 * page", a "Cancel") is nothing happening too.
 */
export function pageLeftWithin(ms: number, signal: AbortSignal): Promise<boolean> {
  const win = globalThis.window as Window | undefined
  const doc = globalThis.document as Document | undefined
  // Without a page (server, worker) there is nothing to watch: assume it worked.
  if (!win || !doc) return Promise.resolve(true)
  return new Promise((resolve) => {
    // The tap was on this page: it has the focus until a blur says otherwise.
    let focused = true
    const finish = (left: boolean) => {
      clearTimeout(timer)
      win.removeEventListener('blur', onBlur)
      win.removeEventListener('focus', onFocus)
      win.removeEventListener('pagehide', onHidden)
      doc.removeEventListener('visibilitychange', onVisibility)
      signal.removeEventListener('abort', onAbort)
      resolve(left)
    }
    const onBlur = () => void (focused = false)
    const onFocus = () => void (focused = true)
    const onHidden = () => finish(true)
    const onVisibility = () => doc.visibilityState === 'hidden' && finish(true)
    // A newer "Open in" took over: this one says nothing.
    const onAbort = () => finish(true)
    const timer = setTimeout(() => finish(!focused), ms)
    win.addEventListener('blur', onBlur)
    win.addEventListener('focus', onFocus)
    win.addEventListener('pagehide', onHidden)
    doc.addEventListener('visibilitychange', onVisibility)
    signal.addEventListener('abort', onAbort)
  })
}

export const appLinkFlow: Flow = (startListening) => {
  startListening({
    actionCreator: appLinkOpened,
    effect: async (action, api) => {
      // "Try again" is this action too: the watch starts over, and the ways on go until it ends.
      api.cancelActiveListeners()
      api.extra.storage.set('deepLink', { href: action.payload.href, name: action.payload.name })
      api.dispatch(appNotOpened(false))
      const left = await pageLeftWithin(appOpenWaitMs, api.signal)
      if (!left && !api.signal.aborted) api.dispatch(appNotOpened(true))
    },
  })
}
