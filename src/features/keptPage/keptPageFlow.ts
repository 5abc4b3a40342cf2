// The kept page (keptPage.ts) written and taken up, from here: views hold no page listeners.
// Written when the page is hidden (or set aside in the back-forward cache); forgotten when it
// ends (a reload, a navigation, a close). Read once, when Portico starts, and taken up once the
// last visit's wallet came back or not (startupFlow's lastVisitRestored), so the views shown
// again see the account as it is; then removed, so a second load that was not preceded by hiding
// shows the page fresh. Nothing is written before it was taken up: a tab hidden again at once
// keeps what it had. With the first load, small: what is kept comes once the api does (before
// it, the modal had not opened: nothing to keep), and restoring is a chunk of its own.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { TaskAbortError } from '../../store/toolkit'
import type * as Keeping from './keptPage'
import type { KeptSwap } from './keptPage'
import { porticoStarted } from '../../store/actions'
import { apiArrived } from '../../store/apiArrival'
import { pageHidden, pageLeft } from './actions'
import { viewDrafts } from './viewDrafts'

/**
 * A kept page older than this is left alone: the visitor went to their wallet and back (seconds
 * to minutes), or the phone reloaded a tab they left a while ago, where a modal opening by itself
 * on what they typed half an hour earlier would surprise more than help. Not in the spec: ours.
 */
export const keptPageMaxAgeMs = 30 * 60 * 1000

/** Kept recently enough to be the page the visitor left (keptPageMaxAgeMs); never from the future. */
export const isFresh = ({ savedAt }: { savedAt: number }, now: number) =>
  now - savedAt >= 0 && now - savedAt <= keptPageMaxAgeMs

/** The stores this flow started for, by their getState: once per store, as startupFlow. */
const started = new WeakSet<object>()
/** The stores whose kept page was taken up (or found absent), by their getState. */
const takenUp = new WeakSet<object>()

/** What is kept, and how (keptPage.ts): loaded once the api is here. */
let keeping: typeof Keeping | undefined
/** Swap's form as a kept page had it, while it waits for Swap's tokens: kept again if the page hides meanwhile. */
const swapWaiting = new WeakMap<object, KeptSwap>()

/**
 * Tells `onHidden` when the page is hidden or set aside, and `onLeft` when it ends; returns the
 * way to stop. A tab the OS discards gets no pagehide (it is hidden, frozen, then dropped); a
 * pagehide that is not persisted is a reload, a navigation or a close, and the visibilitychange
 * that follows it is part of that end, not a moment to keep.
 */
function listenToPage(onHidden: () => void, onLeft: () => void): () => void {
  const page = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener' | 'document'>>
  const doc = page.document
  if (!doc || !page.addEventListener || !page.removeEventListener) return () => {}
  let ending = false
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden' && !ending) onHidden()
  }
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) return onHidden()
    ending = true
    onLeft()
  }
  // Back from the back-forward cache: the same page, alive again.
  const onPageShow = () => void (ending = false)
  doc.addEventListener('visibilitychange', onVisibility)
  page.addEventListener('pagehide', onPageHide)
  page.addEventListener('pageshow', onPageShow)
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility)
    page.removeEventListener?.('pagehide', onPageHide)
    page.removeEventListener?.('pageshow', onPageShow)
  }
}

/** Resolves when the flow is cancelled (its store stopped). */
const untilStopped = (api: PorticoListenerApi) =>
  new Promise<void>((resolve) => api.signal.addEventListener('abort', () => resolve(), { once: true }))

export const keptPageFlow: Flow = (startListening) => {
  startListening({
    actionCreator: porticoStarted,
    effect: async (_action, api) => {
      const { tabStorage } = api.extra
      if (!tabStorage || started.has(api.getState)) return
      started.add(api.getState)
      // Read at once, before anything is written; checked by its schema when the checks' chunk loads.
      const kept = tabStorage.get('keptPage')
      const stop = listenToPage(
        () => api.dispatch(pageHidden()),
        () => api.dispatch(pageLeft()),
      )
      try {
        // Not a wait begun while Portico starts: a server render (Next.js prerendering) must draw
        // nothing random, which a listener's condition does.
        const page = await api.pause(kept)
        if (!api.getState().portico.connectors.restored)
          await api.condition((_a, state) => state.portico.connectors.restored)
        tabStorage.remove('keptPage')
        try {
          if (page && isFresh(page, Date.now())) {
            const { restoreKeptPage, restoreSwap } = await api.pause(import('./restoreKeptPage'))
            await restoreKeptPage(api, page)
            takenUp.add(api.getState)
            // Swap's sides wait for its tokens to load (the Swap view shown): the page keeps itself meanwhile.
            if (page.swap) {
              swapWaiting.set(api.getState, page.swap)
              await restoreSwap(api, page.swap)
              swapWaiting.delete(api.getState)
            }
          }
        } catch (error) {
          if (error instanceof TaskAbortError) throw error
          // What could not be restored is lost; the page goes on keeping itself.
          api.extra.errors.report(error, 'keptPage restore')
        }
        takenUp.add(api.getState)
        await untilStopped(api)
      } finally {
        stop()
      }
    },
  })

  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: async () => void (keeping ??= await import('./keptPage')),
  })

  startListening({
    actionCreator: pageHidden,
    effect: (_action, api) => {
      const { tabStorage } = api.extra
      if (!tabStorage || !keeping || !takenUp.has(api.getState)) return
      const page = keeping.keptPageOf(api.getState(), viewDrafts.entries(), Date.now(), swapWaiting.get(api.getState))
      if (page) tabStorage.set('keptPage', page)
      else tabStorage.remove('keptPage')
    },
  })

  // The page ends: the next load of the tab is a fresh page.
  startListening({
    actionCreator: pageLeft,
    effect: (_action, api) => {
      if (takenUp.has(api.getState)) api.extra.tabStorage?.remove('keptPage')
    },
  })
}
