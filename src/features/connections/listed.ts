// The wallets the views list as connected at once, on their own: the Connect view reads them, and
// it comes with the modal's body, which carries none of the api's parts; a module the api's flows
// import (selectors.ts) would bring those parts with it (scripts/checkFirstLoad.ts).
import type { RootState } from '../../store/state'
import type { WalletConnection } from './connectionsSlice'

const none: WalletConnection[] = []

/** The wallets listed as connected: none unless the host asked for several (`multiWallet`), or before the api. */
export const selectListedConnections = (state: RootState): WalletConnection[] =>
  (state.portico.options.multiWallet && state.portico.connections?.list) || none
