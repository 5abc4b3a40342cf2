'use client'
// What the first open needs beyond the first load (the api's chunk, the modal's body, the view
// it opens on) is fetched once the page has loaded and the browser is idle, and the api put in
// the store: a visitor who presses a Portico button after that finds it all there. Nothing of
// it acts (its flows stay deaf, no service is asked anything) until the visitor shows intent
// or opens. A page that has not finished loading keeps the network to
// itself; a visitor who asked to save data fetches nothing ahead.
import { preloadOpen } from './modalChunk'
import { whenIdle } from '../store/scheduling'
import type { PorticoInstance } from '../composition/portico'
import type { PorticoDispatch } from '../store/listener'
import type { View } from '../features/modal/views'

const savesData = () =>
  (globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined)?.connection?.saveData ===
  true

/**
 * Starts the idle fetch for `instance` in the store of `dispatch`, where the api goes in quietly
 * (prepareApi); `opensOn` is read when it runs. Returns a cancel.
 */
export function preloadWhenIdle(instance: PorticoInstance, dispatch: PorticoDispatch, opensOn: () => View): () => void {
  if (typeof window === 'undefined' || savesData()) return () => {}
  let cancel = () => {}
  const fetchAhead = () => {
    // The body first: the api's chunk waits for it (composition/portico.ts).
    preloadOpen(opensOn())
    void instance.prepareApi(dispatch).catch(() => {})
  }
  const afterLoad = () => (cancel = whenIdle(fetchAhead))
  if (document.readyState === 'complete') afterLoad()
  else {
    window.addEventListener('load', afterLoad, { once: true })
    cancel = () => window.removeEventListener('load', afterLoad)
  }
  return () => cancel()
}
