// The wallets connected at once, as views and hooks read them (README "Several wallets at once").
import type { ChainNamespace } from '../../contract'
import type { RootState } from '../../store/state'
import type { WalletConnection } from './connectionsSlice'

const none: WalletConnection[] = []

/** Every wallet connected at once, in the order they connected (none until the api arrived). */
export const selectConnections = (state: RootState): WalletConnection[] => state.portico.connections?.list ?? none

/** Whether `connectorId`'s wallet is the one that acts in `namespace` (section 4's connector id). */
export const selectActs = (state: RootState, connectorId: string, namespace: ChainNamespace): boolean =>
  state.portico.connectors.connectedIdByNamespace[namespace] === connectorId

/** Whether the wallet acts in any namespace it connected. */
export const selectIsActive = (state: RootState, connection: WalletConnection): boolean =>
  (Object.keys(connection.namespaces) as ChainNamespace[]).some((namespace) =>
    selectActs(state, connection.connectorId, namespace),
  )
