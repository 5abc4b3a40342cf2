'use client'
// Previews for hosts (README "Before you sign"): what a request will do, as the network's node
// simulates it. useApprovalPreview reads the preview of the request the wallet is being asked
// now through Portico, for a host that draws its own approval screen; usePreview has a host's own
// calls simulated before it sends them, the same way ApproveTransaction's requests are.
import { useEffect, useState } from 'react'
import { accountOf, networkOf } from '../contract/caip'
import type { CaipAddress, CaipNetworkId } from '../contract/entities'
import type { Eip155Call } from '../connectors/types'
import type { ApprovalRequest, CallApproval } from '../features/approvals/approvalRequest'
import { selectApprovalPreview } from '../features/preview/selectors'
import type { Preview, PreviewCall, PreviewRequest } from '../features/preview/previewTypes'
import type { RootState } from '../store/state'
import { usePorticoDispatch, usePorticoInstance, usePorticoSelector } from './context'

export type { AllowanceChange, BalanceChange, Preview, PreviewWarning } from '../features/preview/previewTypes'

/** A host's own calls to preview: from the connected eip155 account, on its network unless `chainId` says another. */
export interface HostPreviewRequest {
  calls: Eip155Call[]
  chainId?: number
}

/**
 * The preview of the request the wallet is being asked right now through Portico (loading, then
 * ready or unavailable); undefined while the wallet is asked nothing, or the request has no
 * preview (the host's `preview: false`, a request not on eip155).
 */
export function useApprovalPreview(): Preview | undefined {
  // Once the wallet answered, a modal opened for the request alone closes on its entry: the
  // entry stays in the router, the request is no longer asked.
  return usePorticoSelector((s) => (s.portico.modal.open ? selectApprovalPreview(s) : undefined))
}

/** The connected eip155 account, where there is one. */
const selectEip155Account = (state: RootState): CaipAddress | undefined => {
  const account = state.portico.account.eip155
  return account?.status === 'connected' ? account.caipAddress : undefined
}

/** The very request simulated: the calls' own fields only, so equal calls make an equal request. */
function previewRequestOf(caipAddress: CaipAddress, { calls, chainId }: HostPreviewRequest): PreviewRequest {
  const caipNetworkId: CaipNetworkId = chainId === undefined ? networkOf(caipAddress) : `eip155:${chainId}`
  return {
    caipNetworkId,
    from: accountOf(caipAddress),
    calls: calls.map(({ to, value, data }): PreviewCall => ({ to, ...(value && { value }), ...(data && { data }) })),
  }
}

/** What the calls say they are: calls read from nothing but themselves (the preview's warnings weigh them so). */
function showsOf({ caipNetworkId, calls }: PreviewRequest): ApprovalRequest {
  const shown = ({ to, data }: PreviewCall): CallApproval => ({
    kind: 'call',
    caipNetworkId,
    to,
    ...(data && data !== '0x' && { selector: data.slice(0, 10) as `0x${string}` }),
  })
  return calls.length === 1 ? shown(calls[0]!) : { kind: 'batch', caipNetworkId, calls: calls.map(shown) }
}

let asked = 0
const loading: Preview = { status: 'loading' }

/**
 * What the host's `calls` will do, simulated on the network's node before the host sends them:
 * loading, then ready (what the account gains, loses and allows, a revert's reason, warnings) or
 * unavailable. Asked once per distinct request (the same calls in a new object ask nothing
 * again), and again when the account or its network changes. Undefined while no account is
 * connected on eip155, with no calls, or with the host's `preview: false`.
 */
export function usePreview(request: HostPreviewRequest): Preview | undefined {
  const instance = usePorticoInstance()
  const dispatch = usePorticoDispatch()
  const on = usePorticoSelector((s) => s.portico.options.preview)
  const caipAddress = usePorticoSelector(selectEip155Account)
  const key =
    on && caipAddress && request.calls.length > 0 ? JSON.stringify(previewRequestOf(caipAddress, request)) : undefined
  const [made, setMade] = useState<{ key: string; id: string }>()
  useEffect(() => {
    if (!key) return
    let current = true
    const id = `host-preview-${++asked}`
    // The preview's flow comes with the api's chunk, and its slice with it.
    instance
      .attachApi(dispatch)
      .then(() => import('../features/preview/previewSlice'))
      .then(({ previewRequested }) => {
        if (!current) return
        const previewed = JSON.parse(key) as PreviewRequest
        dispatch(previewRequested({ id, request: previewed, shows: showsOf(previewed) }))
        setMade({ key, id })
      })
      .catch((error: unknown) => console.error('Portico: the preview could not be asked', error))
    return () => {
      current = false
    }
  }, [key, instance, dispatch])
  const id = made?.key === key ? made?.id : undefined
  const preview = usePorticoSelector((s) => (id ? s.portico.preview?.byId[id] : undefined))
  return key ? (preview ?? loading) : undefined
}
