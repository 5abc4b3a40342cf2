// Spec section 7: "All of these calls return empty results when the active network is
// unsupported." A network is unsupported for a call when it is outside the call's supported
// set (section 9) or outside the networks the Blockchain API serves (supported-chains).
import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import type { CaipNetworkId, EndpointContract } from '../contract'
import { namespaceOf } from '../contract/caip'
import { selectApiActiveNetwork, selectApiServices, type ApiHostState } from './hostState'
import type { PorticoApiError } from './errors'

export type Outcome = { data: unknown } | { error: PorticoApiError }

export async function unsupportedNetworkOutcome(
  entry: EndpointContract,
  api: BaseQueryApi,
  supportedNetworks: (api: BaseQueryApi) => Promise<readonly CaipNetworkId[] | undefined>,
): Promise<Outcome | undefined> {
  const scope = entry.network
  const active = selectApiActiveNetwork(api.getState() as ApiHostState)
  // With no active network there is nothing to be unsupported; the call's own chainId rules.
  if (!scope || !active) return undefined
  const namespace = namespaceOf(active)
  const widened = scope.widenedBy ? selectApiServices(api.getState() as ApiHostState)[scope.widenedBy] : []
  let supported =
    scope.namespaces.includes(namespace) &&
    (!scope.caipNetworkIds || scope.caipNetworkIds.includes(active) || widened.includes(active))
  if (supported) {
    // When the list cannot be had, do not block the call on it.
    const served = await supportedNetworks(api)
    if (served && !served.includes(active)) supported = false
  }
  if (supported) return undefined
  return 'empty' in scope.whenUnsupported
    ? { data: scope.whenUnsupported.empty }
    : { error: { kind: 'unsupportedNetwork', message: scope.whenUnsupported.error } }
}
