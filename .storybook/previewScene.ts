// A request's preview (features/preview) as a story shows it: the scene holds it by id, and
// whatever the preview flow settles for that id reaches the store as the scene's (heldPreviews),
// so the story reads the same whatever a node can simulate, and a loading one stays loading.
import type { Middleware } from '@reduxjs/toolkit'
import type { PorticoStore } from '../src/composition/createPorticoStore'
import type { ApprovalRequest } from '../src/features/approvals/approvalRequest'
import { openRequested } from '../src/features/modal/actions'
import { previewRequested, previewSettled } from '../src/features/preview/previewSlice'
import type { Preview } from '../src/features/preview/previewTypes'

/** The previews a scene holds, by id (`parameters.portico.previews`). */
export type HeldPreviews = Record<string, Preview>

/** The store's middleware: a held preview settles as the scene says, never as the flow found it. */
export const heldPreviews =
  (held: HeldPreviews): Middleware =>
  () =>
  (next) =>
  (action) =>
    previewSettled.match(action) && Object.hasOwn(held, action.payload.id)
      ? next(previewSettled({ id: action.payload.id, preview: held[action.payload.id]! }))
      : next(action)

/**
 * ApproveTransaction for `approval` with the held preview `id`, as a flow that asks the wallet
 * opens it: the preview requested, then the view with its id. The request simulated is on a
 * network no node serves, so the flow settles at once, as the scene holds it.
 */
export function approvalWithPreview(store: PorticoStore, approval: ApprovalRequest, id: string) {
  const request = { caipNetworkId: 'eip155:0' as const, from: `0x${'0'.repeat(40)}`, calls: [] }
  store.dispatch(previewRequested({ id, request, shows: approval }))
  store.dispatch(previewSettled({ id, preview: { status: 'loading' } }))
  store.dispatch(openRequested({ view: 'ApproveTransaction', data: { approval, previewId: id } }))
}
