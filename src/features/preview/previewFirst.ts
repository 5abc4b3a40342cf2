// The preview comes before the wallet's prompt (README "Before you sign"): a flow that asks a
// wallet has the request simulated first and waits for its preview up to previewHoldMs, so the
// visitor reads what it will do before the wallet asks them to sign. The wait is never longer
// than the simulation's own time and never past that bound; the preview that is still loading
// then appears when ready (previewBoundMs ends it).
import type { PorticoDispatch } from '../../store/listener'
import type { RootState } from '../../store/state'
import type { Eip155Transaction } from '../../connectors/types'
import type { ApprovalRequest } from '../approvals/approvalRequest'
import { previewRequested } from './previewSlice'
import type { PreviewRequest } from './previewTypes'

/** How long the wallet's prompt waits for the preview (not in the spec): a node's simulation takes well under it. */
export const previewHoldMs = 2_000

let made = 0

/** What asks for a preview and waits for it: a flow's listener api, or a store (a host's request, porticoProvider). */
export interface PreviewHost {
  dispatch: PorticoDispatch
  getState(): RootState
  /** Resolves once `settled` holds of the state, or after `ms`. */
  until(settled: (state: RootState) => boolean, ms: number): Promise<unknown>
}

/**
 * Starts the preview of `request` (described as `shows`) and returns its id for the route entry,
 * or undefined where there is none: the host turned previews off, or the request is not eip155.
 */
export function startPreview(
  api: Pick<PreviewHost, 'dispatch' | 'getState'>,
  shows: ApprovalRequest,
  request: PreviewRequest | undefined,
): string | undefined {
  const state = api.getState().portico
  if (!request || !state.options.preview || !state.preview || !request.caipNetworkId.startsWith('eip155:'))
    return undefined
  const id = `preview-${++made}`
  api.dispatch(previewRequested({ id, request, shows }))
  return id
}

/** Waits until the preview `id` settled, or previewHoldMs passed. */
export async function previewHeld(api: PreviewHost, id: string | undefined): Promise<void> {
  const settled = (state: RootState) => state.portico.preview?.byId[id!]?.status !== 'loading'
  if (!id || settled(api.getState())) return
  await api.until(settled, previewHoldMs)
}

/** A flow's listener api as a PreviewHost. */
export const listenerHost = (api: {
  dispatch: PorticoDispatch
  getState(): RootState
  condition(predicate: (action: unknown, state: RootState) => boolean, ms: number): Promise<boolean>
}): PreviewHost => ({
  dispatch: api.dispatch,
  getState: api.getState,
  until: (settled, ms) => api.condition((_, state) => settled(state), ms),
})

/** One eip155 transaction as the preview simulates it: from its sender, on its network. */
export const transactionPreview = (
  caipNetworkId: PreviewRequest['caipNetworkId'],
  { from, ...call }: Eip155Transaction,
): PreviewRequest => ({ caipNetworkId, from, calls: [call] })
