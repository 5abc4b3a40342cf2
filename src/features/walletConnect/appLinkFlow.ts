// "Open in {name}" (WalletConnect on mobile and desktop apps): the link is remembered (section 7,
// deep link), and if the page keeps its focus the app most likely is not installed, so the
// view offers where to get it.
import type { Flow } from '../../store/listener'
import { appNotOpened } from './walletConnectSlice'
import { appLinkOpened } from './actions'

/**
 * How long the page may keep its focus after "Open in" before we say the app did not open.
 * An installed app takes over (or the OS asks "Open in …?", which blurs the page too) within
 * a few hundred milliseconds; a missing one leaves the page as it was. 2 s leaves room for a
 * slow phone without keeping a visitor who has no app waiting long.
 */
export const appOpenWaitMs = 2000

/** Resolves true when the page loses focus or is hidden within `ms`, false when it does not. */
export function pageLeftWithin(ms: number, signal: AbortSignal): Promise<boolean> {
  const win = globalThis.window as Window | undefined
  const doc = globalThis.document as Document | undefined
  // Without a page (server, worker) there is nothing to watch: assume it worked.
  if (!win || !doc) return Promise.resolve(true)
  return new Promise((resolve) => {
    const finish = (left: boolean) => {
      clearTimeout(timer)
      win.removeEventListener('blur', onLeave)
      doc.removeEventListener('visibilitychange', onVisibility)
      signal.removeEventListener('abort', onAbort)
      resolve(left)
    }
    const onLeave = () => finish(true)
    const onVisibility = () => doc.visibilityState === 'hidden' && finish(true)
    // A newer "Open in" took over: this one says nothing.
    const onAbort = () => finish(true)
    const timer = setTimeout(() => finish(false), ms)
    win.addEventListener('blur', onLeave)
    doc.addEventListener('visibilitychange', onVisibility)
    signal.addEventListener('abort', onAbort)
  })
}

export const appLinkFlow: Flow = (startListening) => {
  startListening({
    actionCreator: appLinkOpened,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      api.extra.storage.set('deepLink', { href: action.payload.href, name: action.payload.name })
      api.dispatch(appNotOpened(false))
      const left = await pageLeftWithin(appOpenWaitMs, api.signal)
      if (!left && !api.signal.aborted) api.dispatch(appNotOpened(true))
    },
  })
}
