import type { CaipNetworkId } from '../../contract/entities'
import type { ChainCapabilities } from '../../connectors/types'
import type { RootState } from '../../store/state'
import type { CapabilitiesOwner } from './capabilitiesSlice'

/** The connected eip155 wallet and account whose capabilities count now, when there is one. */
export function selectCapabilitiesOwner(state: RootState): CapabilitiesOwner | undefined {
  const connectorId = state.portico.connectors.connectedIdByNamespace.eip155
  const account = state.portico.account.eip155
  if (!connectorId || account?.status !== 'connected' || !account.address) return undefined
  return { connectorId, address: account.address }
}

/**
 * What the connected eip155 wallet can do on the network: 'asking' while it is asked, undefined
 * when it was not (another wallet's answer does not count).
 */
export function selectCapabilities(
  state: RootState,
  caipNetworkId: CaipNetworkId,
): ChainCapabilities | 'asking' | undefined {
  const owner = selectCapabilitiesOwner(state)
  const known = state.portico.capabilities
  if (!owner || known?.owner?.connectorId !== owner.connectorId || known.owner.address !== owner.address)
    return undefined
  return known.byNetwork[caipNetworkId]
}

/** A wallet that runs calls as one batch, all or nothing: now, or once the visitor lets it upgrade the account. */
export const runsBatches = (capabilities: ChainCapabilities) => capabilities.atomic !== 'unsupported'

/** The connected eip155 wallet said it runs batches on the network (not while it is asked). */
export function selectRunsBatches(state: RootState, caipNetworkId: CaipNetworkId): boolean {
  const capabilities = selectCapabilities(state, caipNetworkId)
  return !!capabilities && capabilities !== 'asking' && runsBatches(capabilities)
}
