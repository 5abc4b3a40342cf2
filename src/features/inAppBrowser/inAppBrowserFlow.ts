// What starts with Portico in an in-app browser, only where there is something to start: a
// social login that went to its provider in this tab is taken up where it was (the modal open on
// its views, the sign-in finishing: sameTabLogin.ts, which comes with the api's chunk that
// finishing it needs), and in a Farcaster mini app the host's wallet is found and offered
// (farcasterHost.ts, a chunk loaded only where a mini app may be). Elsewhere, a look at the
// page's address and window is all there is.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { porticoStarted } from '../../store/actions'
import { passOnCancellation } from '../../store/cancellation'
import { environmentDetected } from '../options/optionsSlice'
import type { MiniAppWindow } from './farcasterContract'
import { mayBeMiniApp } from './miniAppWindow'
import { wayBackOf, type WayBack } from './wayBack'

interface PageWindow extends MiniAppWindow {
  location?: { href?: string }
  history?: { replaceState?(data: unknown, unused: string, url?: string): void; state?: unknown }
}

const pageWindow = () => (globalThis as { window?: PageWindow }).window

/** The stores this flow started for, by their getState: once per store, as startupFlow. */
const started = new WeakSet<object>()

/** Back from the provider's in this tab: taken up with the api's chunk (its work: sameTabLogin.ts). */
async function takeUpSocialLogin(api: PorticoListenerApi, wayBack: WayBack) {
  const parts = api.extra.apiParts()
  await (parts instanceof Promise ? await api.pause(parts) : parts).takeUpSocialLogin(api, wayBack)
}

/** In a Farcaster mini app: the host's wallet, registered (Connect lists it first) and said in the environment. */
async function offerFarcasterWallet(api: PorticoListenerApi, win: PageWindow | undefined, asksHost: boolean) {
  const { findFarcasterHost, createFarcasterConnector } = await api.pause(import('./farcasterHost'))
  const host = await api.pause(findFarcasterHost(win as Parameters<typeof findFarcasterHost>[0], undefined, asksHost))
  if (!host) return
  api.dispatch(environmentDetected({ ...api.getState().portico.options.environment, farcaster: { name: host.name } }))
  api.extra.registry.add(createFarcasterConnector(host))
}

export const inAppBrowserFlow: Flow = (startListening) => {
  startListening({
    actionCreator: porticoStarted,
    effect: async (_action, api) => {
      if (started.has(api.getState)) return
      started.add(api.getState)
      const win = pageWindow()
      const { environment, farcasterMiniApp } = api.getState().portico.options
      const wayBack = wayBackOf(win?.location?.href)
      // Out of the address bar at once: a reload or a shared link does not take it up again.
      if (wayBack) win?.history?.replaceState?.(win.history.state, '', wayBack.clean)
      const warn = (what: string) => (error: unknown) => {
        passOnCancellation(error)
        console.warn(`[portico] ${what}`, error)
      }
      await Promise.all([
        wayBack && takeUpSocialLogin(api, wayBack).catch(warn('the social login could not be taken up')),
        // Inside a wallet's own browser there is no Farcaster host to ask (its bridge is the wallet's).
        mayBeMiniApp(win, farcasterMiniApp) &&
          !environment.inAppBrowser?.wallet &&
          offerFarcasterWallet(api, win, farcasterMiniApp).catch(warn('the Farcaster host could not be asked')),
      ])
    },
  })
}
