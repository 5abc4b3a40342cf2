// The page keeping itself (keptPageFlow.ts): its moments heard, and the kept page (keptPage.ts)
// written to the tab's storage when it is hidden. A chunk of its own, loaded once the api is
// here: before it, the modal had not opened, and there was nothing to keep.
import type { RootState } from '../../store/state'
import type { PorticoStorage } from '../../store/storage/porticoStorage'
import { keptPageOf, type KeptSwap } from './keptPage'
import { viewDrafts } from './viewDrafts'

/**
 * Tells `onHidden` when the page is hidden or set aside, and `onLeft` when it ends, until `signal`
 * aborts (the store stopped): resolves then. A tab the OS discards gets no pagehide (it is
 * hidden, frozen, then dropped); a pagehide that is not persisted is a reload, a navigation or a
 * close, and the visibilitychange that follows it is part of that end, not a moment to keep.
 */
export function listenToPage(signal: AbortSignal, onHidden: () => void, onLeft: () => void): Promise<void> {
  const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
  const page = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener' | 'document'>>
  const doc = page.document
  if (!doc || !page.addEventListener || !page.removeEventListener) return stopped
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
  return stopped.then(() => {
    doc.removeEventListener('visibilitychange', onVisibility)
    page.removeEventListener?.('pagehide', onPageHide)
    page.removeEventListener?.('pageshow', onPageShow)
  })
}

/**
 * What the page keeps of itself now, in the tab's storage; nothing when nothing is worth keeping.
 * `swapWaiting`: Swap's form as the last kept page had it, not typed back yet.
 */
export function keepPage(state: RootState, tabStorage: PorticoStorage, swapWaiting: KeptSwap | undefined): void {
  const page = keptPageOf(state, viewDrafts.entries(), Date.now(), swapWaiting)
  if (page) tabStorage.set('keptPage', page)
  else tabStorage.remove('keptPage')
}
