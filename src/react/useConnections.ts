'use client'
// Several wallets at once (README "Several wallets at once"), as a host reads them: every wallet
// connected, in the order it came, each with the namespaces where it is the one that acts. With
// `multiWallet` the list is the store's (features/connections); without it, or before the api
// brought that list, it is section 4's one wallet per namespace, so a host's code is the same
// either way.
import { useCallback } from 'react'
import type { ChainNamespace } from '../contract'
import type { AccountsState } from '../features/account/accountSlice'
import { selectActiveNamespace } from '../features/chain/selectors'
import { connectionDisconnectRequested, connectionSwitchRequested } from '../features/connections/actions'
import type { WalletConnection } from '../features/connections/connectionsSlice'
import type { RootState } from '../store/state'
import { createSelector } from '../store/toolkit'
import { usePorticoDispatch, usePorticoSelector } from './context'

/** A connected wallet as a host reads it: `active` lists the namespaces where it is the one that acts. */
export interface PorticoConnection extends WalletConnection {
  active: ChainNamespace[]
}

/** Section 4's wallet of each namespace, from the connector id it keeps there and that namespace's account. */
function oneWalletPerNamespace(acting: Partial<Record<ChainNamespace, string>>, accounts: AccountsState) {
  const byConnector = new Map<string, WalletConnection>()
  for (const [namespace, connectorId] of Object.entries(acting) as [ChainNamespace, string][]) {
    const account = accounts[namespace]
    if (account?.status !== 'connected' || !account.caipAddress || !account.connectedWalletInfo) continue
    const connection = byConnector.get(connectorId) ?? {
      connectorId,
      wallet: account.connectedWalletInfo,
      namespaces: {},
    }
    connection.namespaces[namespace] = {
      caipAddress: account.caipAddress,
      accounts: account.allAccounts.map((a) => a.address),
    }
    byConnector.set(connectorId, connection)
  }
  return [...byConnector.values()]
}

/** Equal as data: the account of a namespace changes with every balance, the wallets seldom. */
const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    a !== null &&
    b !== null &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => same(value, (b as Record<string, unknown>)[key])))

/** The wallets connected, each with where it acts: the same array until one of them changes. */
export const selectPorticoConnections = /* @__PURE__ */ createSelector(
  [
    // Until the api brings the list, a wallet that came back is section 4's. Read here, not with
    // features/connections/selectors: importing that module from the entry would carry it into
    // a host's first load.
    (s: RootState) => (s.portico.options.multiWallet ? s.portico.connections?.list : undefined),
    (s: RootState) => s.portico.connectors.connectedIdByNamespace,
    (s: RootState) => s.portico.account,
  ],
  (list, acting, accounts): PorticoConnection[] =>
    (list ?? oneWalletPerNamespace(acting, accounts)).map((connection) => ({
      ...connection,
      active: (Object.keys(connection.namespaces) as ChainNamespace[]).filter(
        (namespace) => acting[namespace] === connection.connectorId,
      ),
    })),
  { memoizeOptions: { resultEqualityCheck: same } },
)

/**
 * The wallets connected (`connections`, in the order they connected), `switchConnection(id)`
 * to make one act in every namespace it connected (nothing is asked of the wallet), and
 * `disconnect(id)` to disconnect that one alone (the next of its namespace acts; the last one
 * is section 4's Disconnect). Without `multiWallet` each namespace's one wallet is listed,
 * acting there, and `disconnect` lets it go, the other namespaces' wallets staying.
 */
export function useConnections() {
  const dispatch = usePorticoDispatch()
  const connections = usePorticoSelector(selectPorticoConnections)
  const switchConnection = useCallback(
    (connectorId: string): void => void dispatch(connectionSwitchRequested({ connectorId })),
    [dispatch],
  )
  const disconnect = useCallback(
    (connectorId: string): void => void dispatch(connectionDisconnectRequested({ connectorId })),
    [dispatch],
  )
  return { connections, switchConnection, disconnect }
}

/** The wallet that acts in `namespace` (by default the active namespace), or undefined when none is connected there. */
export function useActiveConnection(namespace?: ChainNamespace): PorticoConnection | undefined {
  return usePorticoSelector((s) => {
    const where = namespace ?? selectActiveNamespace(s)
    return where ? selectPorticoConnections(s).find((c) => c.active.includes(where)) : undefined
  })
}
