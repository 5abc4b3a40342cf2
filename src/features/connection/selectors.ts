import { createSelector } from '@reduxjs/toolkit'
import type { ConnectorInfo } from '../../connectors/types'
import type { ChainNamespace } from '../../contract'
import type { RootState } from '../../store/state'

export const selectConnectionAttempt = (state: RootState) => state.portico.connectors.attempt
export const selectConnectors = (state: RootState) => state.portico.connectors.list
export const selectRecentWallets = (state: RootState) => state.portico.recentWallets

/**
 * Section 4: removing all networks of a namespace disables its connectors. A connector is
 * available while its namespace is not disabled; one that pairs (a session spanning
 * namespaces) while any namespace still has networks.
 */
const availableIn =
  (disabled: readonly ChainNamespace[], byNamespace: RootState['portico']['chain']['byNamespace']) =>
  (connector: ConnectorInfo): boolean =>
    connector.connectsByPairing ? Object.keys(byNamespace).length > 0 : !disabled.includes(connector.chain)

const selectDisabledNamespaces = (state: RootState) => state.portico.connectors.disabledNamespaces
const selectNetworksByNamespace = (state: RootState) => state.portico.chain.byNamespace

export const isConnectorAvailable = (state: RootState, connector: ConnectorInfo) =>
  availableIn(selectDisabledNamespaces(state), selectNetworksByNamespace(state))(connector)

/** The connectors the visitor may pick: those of disabled namespaces are not offered. */
export const selectAvailableConnectors = createSelector(
  [selectConnectors, selectDisabledNamespaces, selectNetworksByNamespace],
  (list, disabled, byNamespace) => list.filter(availableIn(disabled, byNamespace)),
)
