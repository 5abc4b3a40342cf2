// What starts with Portico in an in-app browser (inAppBrowserStart.ts): only where there is
// something to take up (a social login's way back in the address) or a host to ask (a mini app's
// frame or WebView, or a wallet handed over); a page with neither loads none of it.
import type { Flow } from '../../store/listener'
import { porticoStarted } from '../../store/actions'
import { passOnCancellation } from '../../store/cancellation'
import { mayBeMiniApp } from './farcasterContract'
import { returnParam } from './sameTabLogin'
import type { PageWindow } from './inAppBrowserStart'

const pageWindow = () => (globalThis as { window?: PageWindow }).window

/** The stores this flow started for, by their getState: once per store, as startupFlow. */
const started = new WeakSet<object>()

export const inAppBrowserFlow: Flow = (startListening) => {
  startListening({
    actionCreator: porticoStarted,
    effect: async (_action, api) => {
      if (started.has(api.getState)) return
      started.add(api.getState)
      const win = pageWindow()
      const comingBack = !!win?.location?.href?.includes(`${returnParam}=`)
      const miniApp = mayBeMiniApp(win, api.getState().portico.options.farcasterMiniApp)
      if (!comingBack && !miniApp) return
      const warn = (what: string) => (error: unknown) => {
        passOnCancellation(error)
        console.warn(`[portico] ${what}`, error)
      }
      const { takeUpSocialLogin, offerFarcasterWallet } = await api.pause(import('./inAppBrowserStart'))
      await Promise.all([
        comingBack && takeUpSocialLogin(api, win).catch(warn('the social login could not be taken up')),
        miniApp && offerFarcasterWallet(api, win).catch(warn('the Farcaster host could not be asked')),
      ])
    },
  })
}
