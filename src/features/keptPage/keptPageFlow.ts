// The kept page (keptPage.ts) written and taken up, from here: views hold no page listeners.
// Written when the page is hidden (or set aside in the back-forward cache); forgotten when it
// ends (a reload, a navigation, a close). Read once, when Portico starts, and taken up once the
// last visit's wallet came back or not (startupFlow's lastVisitRestored), so the views shown
// again see the account as it is; then removed, so a second load that was not preceded by hiding
// shows the page fresh. Nothing is written before it was taken up: a tab hidden again at once
// keeps what it had. In the first load, only what starts it: the page's moments are heard and
// the page written from the api's arrival on (pageKeeping.ts: before the api, the modal had not
// opened, so there was nothing to keep), and a kept page is taken up by a chunk of its own
// (restoreKeptPage.ts), loaded only where a tab kept one.
import type { Flow } from '../../store/listener'
import type * as Keeping from './pageKeeping'
import type { KeptSwap } from './keptPage'
import { porticoStarted } from '../../store/actions'
import { apiAttached } from '../../store/apiAttachment'
import { pageHidden, pageLeft } from './actions'

/**
 * A kept page older than this is left alone: the visitor went to their wallet and back (seconds
 * to minutes), or the phone reloaded a tab they left a while ago, where a modal opening by itself
 * on what they typed half an hour earlier would surprise more than help. Not in the spec: ours.
 */
export const keptPageMaxAgeMs = 30 * 60 * 1000

/** Kept recently enough to be the page the visitor left (keptPageMaxAgeMs); never from the future. */
export const isFresh = ({ savedAt }: { savedAt: number }, now: number) =>
  now - savedAt >= 0 && now - savedAt <= keptPageMaxAgeMs

/** One store's tab as this flow follows it. */
export interface KeptTab {
  /** The kept page was taken up (or found absent): from here on the page keeps itself. */
  takenUp: boolean
  /** Swap's form as a kept page had it, while it waits for Swap's tokens: kept again if the page hides meanwhile. */
  swapWaiting?: KeptSwap | undefined
}

/** The stores this flow started for, by their getState: once per store, as startupFlow. */
const tabs = new WeakMap<object, KeptTab>()
/** How the page keeps itself (pageKeeping.ts): loaded once the api is here. */
let keeping: typeof Keeping | undefined

export const keptPageFlow: Flow = (startListening) => {
  startListening({
    actionCreator: porticoStarted,
    effect: async (_action, api) => {
      const { tabStorage } = api.extra
      if (!tabStorage || tabs.has(api.getState)) return
      const tab: KeptTab = { takenUp: false }
      tabs.set(api.getState, tab)
      // Read at once, before anything is written; checked by its schema when the checks' chunk loads.
      const kept = tabStorage.get('keptPage')
      // Not a wait begun while Portico starts: a server render (Next.js prerendering) must draw
      // nothing random, which a listener's condition does.
      const page = await api.pause(kept)
      if (!api.getState().portico.connectors.restored)
        await api.condition((_a, state) => state.portico.connectors.restored)
      tabStorage.remove('keptPage')
      if (page && isFresh(page, Date.now()))
        await api.pause(
          import('./restoreKeptPage').then(
            (restoring) => restoring.takeUpKeptPage(api, page, tab),
            // What could not be restored is lost; the page goes on keeping itself.
            (error: unknown) => api.extra.errors.report(error, 'keptPage restore'),
          ),
        )
      tab.takenUp = true
    },
  })

  // The page's moments heard from the api's arrival in this store (said once) on, for as long as
  // the store runs.
  startListening({
    actionCreator: apiAttached,
    effect: async (_action, api) => {
      if (!api.extra.tabStorage) return
      keeping ??= await api.pause(import('./pageKeeping'))
      await keeping.listenToPage(
        api.signal,
        () => api.dispatch(pageHidden()),
        () => api.dispatch(pageLeft()),
      )
    },
  })

  startListening({
    actionCreator: pageHidden,
    effect: (_action, api) => {
      const { tabStorage } = api.extra
      const tab = tabs.get(api.getState)
      if (tabStorage && keeping && tab?.takenUp) keeping.keepPage(api.getState(), tabStorage, tab.swapWaiting)
    },
  })

  // The page ends: the next load of the tab is a fresh page.
  startListening({
    actionCreator: pageLeft,
    effect: (_action, api) => {
      if (tabs.get(api.getState)?.takenUp) api.extra.tabStorage?.remove('keptPage')
    },
  })
}
