'use client'
// The modal's body is a chunk of its own (the Connect view in it), and each other view another.
// The first load carries none of them, only the modal's frame. They load when the page is idle
// after its `load` event (idlePreload.ts), when the visitor shows intent (useOpenButton:
// pointer over, focus, or a touch on a Portico button), or when the modal opens without
// warning (a host's open()). What an open paints is asked for all at once, never one part
// after another's arrival.
import type { View } from '../features/modal/views'
import { loadable } from './loadable'

const bodyModule = () => import('../views/chrome/ModalBody')

export const modalBody = loadable(() => bodyModule().then((m) => m.ModalBody))

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
