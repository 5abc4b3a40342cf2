import { createSelector } from '../../store/toolkit'
import type { ConnectorInfo } from '../../connectors/types'
import type { CaipNetwork, ChainNamespace } from '../../contract'
import type { RootState } from '../../store/state'
import { selectNetworks } from '../chain/selectors'

export const selectConnectionAttempt = (state: RootState) => state.portico.connectors.attempt
export const selectConnectors = (state: RootState) => state.portico.connectors.list
export const selectRecentWallets = (state: RootState) => state.portico.recentWallets

/**
 * Section 4: removing all networks of a namespace disables its connectors. A connector is
 * available while its namespace is one the host's adapters serve (options.namespaces: a Solana
 * wallet is not offered to an eip155 app) and is not disabled; one that pairs (a session
 * spanning namespaces) while any namespace still has networks.
 */
const availableIn =
  (
    served: readonly ChainNamespace[],
    disabled: readonly ChainNamespace[],
    byNamespace: RootState['portico']['chain']['byNamespace'],
  ) =>
  (connector: ConnectorInfo): boolean =>
    connector.connectsByPairing
      ? Object.keys(byNamespace).length > 0
      : (connector.chains ?? [connector.chain]).some((chain) => served.includes(chain) && !disabled.includes(chain))

const selectServedNamespaces = (state: RootState) => state.portico.options.namespaces
const selectDisabledNamespaces = (state: RootState) => state.portico.connectors.disabledNamespaces
const selectNetworksByNamespace = (state: RootState) => state.portico.chain.byNamespace

export const isConnectorAvailable = (state: RootState, connector: ConnectorInfo) =>
  availableIn(
    selectServedNamespaces(state),
    selectDisabledNamespaces(state),
    selectNetworksByNamespace(state),
  )(connector)

/** The connectors the visitor may pick: those of disabled namespaces are not offered. */
export const selectAvailableConnectors = createSelector(
  [selectConnectors, selectServedNamespaces, selectDisabledNamespaces, selectNetworksByNamespace],
  (list, served, disabled, byNamespace) => list.filter(availableIn(served, disabled, byNamespace)),
)

/**
 * Section 4, network switching to another namespace: the network the visitor chose while no
 * wallet of its namespace was connected and another namespace's was. Connect carries it (its
 * route's data) while it asks for a wallet of that namespace, and the one connected starts on it.
 */
export const selectNetworkToConnect = createSelector(
  [(state: RootState) => state.portico.router.history, selectNetworks],
  (history, networks): CaipNetwork | undefined => {
    const asked = history.findLast((entry) => entry.view === 'Connect')?.data?.caipNetworkId
    return asked ? networks.find((n) => n.caipNetworkId === asked) : undefined
  },
)

/**
 * The connectors Connect offers: while it asks for a wallet of one namespace, those that connect
 * it (a pairing's session may).
 */
export const selectConnectableConnectors = createSelector(
  [selectAvailableConnectors, selectNetworkToConnect],
  (list, network) =>
    network
      ? list.filter((c) => c.connectsByPairing || (c.chains ?? [c.chain]).includes(network.chainNamespace))
      : list,
)
