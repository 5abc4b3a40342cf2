'use client'
// The modal is a chunk of its own, and each of its views another. Nothing of them loads with
// the page: they load when the visitor shows intent (useOpenButton: pointer over, focus, or
// a touch on a Portico button), or when the modal opens without warning (a host's open()).
import type { View } from '../features/modal/views'
import { loadable } from './loadable'

const modalModule = () => import('../views/chrome/PorticoModal')

export const porticoModal = loadable(() => modalModule().then((m) => m.PorticoModal))

/** Loads what an open on `view` paints, the modal and that view, side by side; once. */
export function preloadOpen(view: View): void {
  void porticoModal.preload().catch(() => {})
  void modalModule()
    .then((m) => m.preloadView(view))
    .catch(() => {})
}
