// The connector of the wallet connected for a namespace, as a flow reaches it: its id is in the
// state, the live object in the instance's registry (a browser wallet's, a WalletConnect
// session's, the embedded wallet's).
import type { ChainNamespace } from '../../contract'
import type { Connector, ConnectorRegistry } from '../../connectors/types'
import type { RootState } from '../../store/state'
import type { MessageKey } from '../../i18n/en'

/**
 * Section 8's "Adapter not found", where a flow finds no connector for the wallet it needs: kept
 * as a catalogue key, for the view (and a host's hook, useSay) to say in the visitor's language.
 */
export const noAdapterSaid = 'failure.noAdapter' satisfies MessageKey

export function connectedConnector(
  api: { getState(): RootState; extra: { registry: ConnectorRegistry } },
  namespace: ChainNamespace,
): Connector | undefined {
  const connectorId = api.getState().portico.connectors.connectedIdByNamespace[namespace]
  return connectorId ? api.extra.registry.get(connectorId) : undefined
}
