// The wallets connected at once, as views and hooks read them (README "Several wallets at once").
// What the views list is listed.ts's (selectListedConnections).
import type { CaipAddress, ChainNamespace } from '../../contract'
import type { RootState } from '../../store/state'
import type { AccountState } from '../account/accountSlice'
import type { NativeBalance, WalletConnection } from './connectionsSlice'

const none: WalletConnection[] = []

/** Every wallet connected at once, in the order they connected (none until the api arrived). */
export const selectConnections = (state: RootState): WalletConnection[] => state.portico.connections?.list ?? none

/** Whether `connectorId`'s wallet is the one that acts in `namespace` (section 4's connector id). */
export const selectActs = (state: RootState, connectorId: string, namespace: ChainNamespace): boolean =>
  state.portico.connectors.connectedIdByNamespace[namespace] === connectorId

/**
 * `namespace`'s account while `connectorId`'s wallet acts there (its balance is the account's,
 * kept by the balances flow), else undefined: a wallet that does not act has no account state.
 */
export const selectActingAccount = (
  state: RootState,
  connectorId: string,
  namespace: ChainNamespace,
): AccountState | undefined =>
  selectActs(state, connectorId, namespace) ? state.portico.account[namespace] : undefined

/** The native balance of a listed address where its wallet does not act (connectionBalances.ts), once known. */
export const selectListedBalance = (state: RootState, caipAddress: CaipAddress): NativeBalance | undefined =>
  state.portico.connections?.balances[caipAddress]
