// What starts with Portico in an in-app browser: a social login that went to its provider in
// this tab is taken up where it was (the modal open on its views, the sign-in finishing), and
// in a Farcaster mini app the host's wallet is found and offered (farcasterHost.ts, a chunk
// loaded only where a mini app may be).
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { porticoStarted } from '../../store/actions'
import { passOnCancellation } from '../../store/cancellation'
import { environmentDetected } from '../options/optionsSlice'
import { opened } from '../modal/modalSlice'
import { pushed, reset } from '../modal/routerSlice'
import { socialLoginReturned, takesUp, wayBackOf } from './sameTabLogin'
import { mayBeMiniApp, type MiniAppWindow } from './farcasterContract'

interface PageWindow extends MiniAppWindow {
  location?: { href?: string }
  history?: { replaceState?(data: unknown, unused: string, url?: string): void; state?: unknown }
}

const pageWindow = () => (globalThis as { window?: PageWindow }).window

/** The stores this flow started for, by their getState: once per store, as startupFlow. */
const started = new WeakSet<object>()

/** Back from the provider's in this tab: the modal where it was, then the sign-in finished (socialLoginFlow). */
async function takeUpSocialLogin(api: PorticoListenerApi, win: PageWindow | undefined) {
  const href = win?.location?.href
  const wayBack = href ? wayBackOf(href) : undefined
  if (!wayBack) return
  // Out of the address bar at once: a reload or a shared link does not take it up again.
  win?.history?.replaceState?.(win.history.state, '', wayBack.clean)
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

/** In a Farcaster mini app: the host's wallet, registered (Connect lists it first) and said in the environment. */
async function offerFarcasterWallet(api: PorticoListenerApi, win: PageWindow | undefined) {
  const { environment, farcasterMiniApp } = api.getState().portico.options
  // Inside a wallet's own browser there is no Farcaster host to ask (its bridge is the wallet's).
  if (!mayBeMiniApp(win, farcasterMiniApp) || environment.inAppBrowser?.wallet) return
  const { findFarcasterHost, createFarcasterConnector } = await api.pause(import('./farcasterHost'))
  const host = await api.pause(
    findFarcasterHost(win as Parameters<typeof findFarcasterHost>[0], undefined, farcasterMiniApp),
  )
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
      const warn = (what: string) => (error: unknown) => {
        passOnCancellation(error)
        console.warn(`[portico] ${what}`, error)
      }
      await Promise.all([
        takeUpSocialLogin(api, win).catch(warn('the social login could not be taken up')),
        offerFarcasterWallet(api, win).catch(warn('the Farcaster host could not be asked')),
      ])
    },
  })
}
