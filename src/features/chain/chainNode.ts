// The JSON-RPC node Portico reads a network through, over section 9's transport: the Blockchain
// API's where it serves the network (its JSON-RPC call), else the network's own RPC URL as the
// host configured it (a local or custom chain). Undefined when neither is known.
import type { CaipNetworkId } from '../../contract'
import type { PorticoDispatch } from '../../store/listener'
import type { RootState } from '../../store/state'
import { selectNetworks } from './selectors'
import { createHttpRpcTransport, type HttpRpcTransport } from '../../rpc/httpRpcTransport'
import { blockchainApi } from '../../api/porticoApi'
import { jsonRpcTransport } from '../../api/jsonRpcQuery'
import { answerOf } from '../../api/answerOf'

/** The networks the Blockchain API serves over HTTP (its supported-chains call, cached an hour); undefined when the list cannot be had. */
export async function servedNetworks(dispatch: PorticoDispatch): Promise<readonly CaipNetworkId[] | undefined> {
  const served = await answerOf(dispatch(blockchainApi.endpoints.supportedChains.initiate(undefined)))
  return served.data?.http
}

/** The RPC URL the host configured for a network (its first), if it is one of the host's. */
export const networkRpcUrl = (state: RootState, caipNetworkId: CaipNetworkId): string | undefined =>
  selectNetworks(state).find((n) => n.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0]

/** A network's own RPC URL, one transport each (batches and deduplication span callers). */
const ownNodes = new Map<string, HttpRpcTransport>()

export async function chainNode(
  api: { dispatch: PorticoDispatch; getState(): RootState },
  caipNetworkId: CaipNetworkId,
): Promise<HttpRpcTransport | undefined> {
  if ((await servedNetworks(api.dispatch))?.includes(caipNetworkId))
    return jsonRpcTransport(api.getState().portico.services, caipNetworkId)
  const url = networkRpcUrl(api.getState(), caipNetworkId)
  if (!url) return undefined
  let node = ownNodes.get(url)
  if (!node) ownNodes.set(url, (node = createHttpRpcTransport({ url })))
  return node
}
