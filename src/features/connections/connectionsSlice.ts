// Every wallet connected at once (README "Several wallets at once", the host's `multiWallet`),
// in the order they connected. One of each namespace acts: the connector id section 4 keeps per
// namespace (connectors.connectedIdByNamespace) and the account of that namespace are its, as
// they are the only wallet's without `multiWallet`; this list keeps the others as they are now,
// to show them and to switch back to them without asking, with the native balance of each
// account that does not act (connectionBalances.ts). Arrives with the api's flows
// (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipAddress, ChainNamespace } from '../../contract'
import type { ConnectedWalletInfo } from '../account/accountSlice'

/** A connected wallet's account in one namespace: its selected address first, then the others it exposed. */
export interface ConnectionAccount {
  caipAddress: CaipAddress
  accounts: string[]
}

/** One wallet connected through one connector, in each namespace it connected. */
export interface WalletConnection {
  connectorId: string
  wallet: ConnectedWalletInfo
  namespaces: Partial<Record<ChainNamespace, ConnectionAccount>>
}

/** An account's native balance: the amount in the currency's units, and its symbol. */
export interface NativeBalance {
  amount: string
  symbol: string
}

export interface ConnectionsState {
  list: WalletConnection[]
  /**
   * The native balance of listed accounts, asked for while their wallet does not act, by CAIP
   * address: an account's balance on a network is the same whichever wallet holds it. Kept while a
   * listed wallet is on that address; the acting one's is its namespace's account's
   * (account[ns].balance).
   */
  balances: Partial<Record<CaipAddress, NativeBalance>>
}

export const initialConnectionsState: ConnectionsState = { list: [], balances: {} }

const listed = (state: ConnectionsState, caipAddress: CaipAddress) =>
  state.list.some((c) => Object.values(c.namespaces).some((record) => record.caipAddress === caipAddress))

/** The balances of addresses no listed wallet is on any longer are let go. */
function forgetUnlisted(state: ConnectionsState) {
  for (const caipAddress of Object.keys(state.balances) as CaipAddress[])
    if (!listed(state, caipAddress)) delete state.balances[caipAddress]
}

export const connectionsSlice = createSlice({
  name: 'portico/connections',
  initialState: initialConnectionsState,
  reducers: {
    /** A wallet connected in `namespace` (or connected there again): kept where it was in the list, else last. */
    connectionAdded(
      state,
      {
        payload,
      }: PayloadAction<
        { connectorId: string; wallet: ConnectedWalletInfo; namespace: ChainNamespace } & ConnectionAccount
      >,
    ) {
      const { connectorId, wallet, namespace, caipAddress, accounts } = payload
      const known = state.list.find((c) => c.connectorId === connectorId)
      if (known) {
        known.wallet = wallet
        known.namespaces[namespace] = { caipAddress, accounts }
      } else state.list.push({ connectorId, wallet, namespaces: { [namespace]: { caipAddress, accounts } } })
      forgetUnlisted(state)
    },
    /** The wallet moved to another account or network in `namespace`. */
    connectionAccountChanged(
      state,
      {
        payload,
      }: PayloadAction<{
        connectorId: string
        namespace: ChainNamespace
        caipAddress: CaipAddress
        accounts?: string[]
      }>,
    ) {
      const entry = state.list.find((c) => c.connectorId === payload.connectorId)?.namespaces[payload.namespace]
      if (!entry) return
      entry.caipAddress = payload.caipAddress
      if (payload.accounts) entry.accounts = payload.accounts
      forgetUnlisted(state)
    },
    /** The wallet left `namespace` (or every namespace, none given); a wallet left in none is no longer listed. */
    connectionRemoved(state, { payload }: PayloadAction<{ connectorId: string; namespace?: ChainNamespace }>) {
      const at = state.list.findIndex((c) => c.connectorId === payload.connectorId)
      if (at === -1) return
      const connection = state.list[at]!
      if (payload.namespace) delete connection.namespaces[payload.namespace]
      if (!payload.namespace || Object.keys(connection.namespaces).length === 0) state.list.splice(at, 1)
      forgetUnlisted(state)
    },
    /** The native balance of a listed address; an answer for one no wallet is on any longer is dropped. */
    connectionBalanceLoaded(state, { payload }: PayloadAction<{ caipAddress: CaipAddress; balance: NativeBalance }>) {
      if (listed(state, payload.caipAddress)) state.balances[payload.caipAddress] = payload.balance
    },
    /** The list as the last visit left it (its order), once its wallets came back. */
    connectionsOrdered(state, { payload }: PayloadAction<string[]>) {
      const rank = (c: WalletConnection) => {
        const at = payload.indexOf(c.connectorId)
        return at === -1 ? payload.length : at
      }
      state.list.sort((a, b) => rank(a) - rank(b))
    },
  },
})

export const {
  connectionAdded,
  connectionAccountChanged,
  connectionRemoved,
  connectionBalanceLoaded,
  connectionsOrdered,
} = connectionsSlice.actions
