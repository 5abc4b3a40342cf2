'use client'
// The modal's body is a chunk of its own (the Connect view in it), and each other view another.
// The first load carries none of them, only the modal's frame. They load when the page is idle
// after its `load` event (idlePreload.ts), when the visitor shows intent (useOpenButton:
// pointer over, focus, or a touch on a Portico button), or when the modal opens without
// warning (a host's open()). What an open paints is asked for all at once, never one part
// after another's arrival.
import type { View } from '../features/modal/views'
import { whenIdle } from '../store/scheduling'
import { loadable } from './loadable'
import { fetchedBeforeApi } from '../composition/portico'

const bodyModule = () => import('../views/chrome/ModalBody')

export const modalBody = loadable(() => {
  const body = bodyModule().then((m) => m.ModalBody)
  fetchedBeforeApi(body)
  return body
})

/** The view a returning visitor opens on, beside the body rather than after it. */
const loadAccount = () => import('../views/Account/Account')

/** Loads what an open on `view` paints: the body and that view, side by side; once. */
export function preloadOpen(view: View): void {
  void modalBody.preload().catch(() => {})
  if (view === 'Account') void loadAccount().catch(() => {})
  // Any other view's chunk is named by the body's registry. The Connect view is in the body.
  else if (view !== 'Connect')
    void bodyModule()
      .then((m) => m.preloadView(view))
      .catch(() => {})
}

/** How long a view has shown before the ones it leads to are fetched: its own data goes first. */
const nextViewsAfterMs = 1000

/**
 * The views `view` leads to in one press (viewsNextTo), fetched once it has shown a while and
 * the page is idle: the next view paints with its content, not only its frame. Returns a cancel.
 */
export function preloadViewsNextTo(view: View): () => void {
  let cancelIdle = () => {}
  const fetchAhead = () =>
    void bodyModule()
      .then((m) => m.viewsNextTo[view]?.forEach(m.preloadView))
      .catch(() => {})
  const timer = setTimeout(() => (cancelIdle = whenIdle(fetchAhead)), nextViewsAfterMs)
  return () => {
    clearTimeout(timer)
    cancelIdle()
  }
}
