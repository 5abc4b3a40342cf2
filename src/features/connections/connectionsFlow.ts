// Several wallets at once (the host's `multiWallet`; README "Several wallets at once"). Section 4
// keeps one connector per namespace; here every wallet connected stays connected and listed, and
// the one that acts in a namespace is the one whose connector id section 4 keeps there, with the
// account of that namespace its account. So every flow that asks the wallet (send, swap, sign,
// sign-in) asks the one that acts, as it does with one wallet. Switching is a change of that id
// and account to another listed wallet's, from its record: nothing is asked of a wallet. Without
// `multiWallet` none of this runs, and section 4's behaviour is all there is.
import type { CaipAddress, ChainNamespace } from '../../contract'
import { namespaceOf, referenceOf } from '../../contract/caip'
import type { PorticoListenerApi, Flow } from '../../store/listener'
import { apiArrived } from '../../store/apiArrival'
import type { RootState } from '../../store/state'
import { accountConnected, accountReset, caipAddressChanged, statusChanged } from '../account/accountSlice'
import { activeNetworkChanged, approvedNetworksChanged } from '../chain/chainSlice'
import { connectionsCameBack, inactiveWalletChanged, walletConnectedAside } from '../connection/actions'
import { lastVisitRestored } from '../connection/connectorsSlice'
import { disconnectNamespace, unfollow } from '../connection/connectionFlow'
import { allDisconnected } from '../connection/connectionWork'
import { connectorConnected } from '../connection/connectorsSlice'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import { connectionDisconnectRequested, connectionSwitchRequested, connectionSwitched } from './actions'
import {
  connectionAccountChanged,
  connectionAdded,
  connectionRemoved,
  connectionsOrdered,
  type ConnectionAccount,
  type WalletConnection,
} from './connectionsSlice'
import { selectActs, selectConnections } from './selectors'

type Api = Pick<PorticoListenerApi, 'getState' | 'dispatch' | 'extra'>

const multiWallet = (state: RootState) => state.portico.options.multiWallet

/** `namespace`'s account of the wallet that acts there now, as its record keeps it. */
function recordOf(state: RootState, namespace: ChainNamespace): ConnectionAccount | undefined {
  const account = state.portico.account[namespace]
  if (account?.status !== 'connected' || !account.caipAddress) return undefined
  return { caipAddress: account.caipAddress, accounts: account.allAccounts.map((a) => a.address) }
}

/** Records the wallet that acts in `namespace` now (connected, or connected there again). */
function recordActing(api: Api, namespace: ChainNamespace) {
  const state = api.getState()
  const connectorId = state.portico.connectors.connectedIdByNamespace[namespace]
  const account = state.portico.account[namespace]
  const record = recordOf(state, namespace)
  if (!connectorId || !record || !account?.connectedWalletInfo) return
  api.dispatch(connectionAdded({ connectorId, wallet: account.connectedWalletInfo, namespace, ...record }))
}

/** `connection` acts in `namespace`: section 4's connector id and the namespace's account become its. */
function actIn(api: Api, connection: WalletConnection, namespace: ChainNamespace) {
  const record = connection.namespaces[namespace]
  if (!record) return
  api.dispatch(
    accountConnected({
      namespace,
      caipAddress: record.caipAddress,
      accounts: record.accounts,
      wallet: connection.wallet,
    }),
  )
  api.dispatch(connectorConnected({ namespace, connectorId: connection.connectorId }))
  // A session's networks are the session's (WalletConnect); any other wallet takes any network.
  const approved = api.extra.registry.get(connection.connectorId)?.sessionInfo?.()?.chains[namespace]
  api.dispatch(approvedNetworksChanged({ namespace, approved, supportsAllNetworks: !approved }))
}

/**
 * After the wallet that acted in `namespace` left it: the next listed wallet of that namespace
 * acts, on the network it is on. None left: the namespace stays disconnected, as section 4 has it.
 */
function nextActsIn(api: Api, namespace: ChainNamespace) {
  const next = selectConnections(api.getState()).find((c) => c.namespaces[namespace])
  if (!next) return
  actIn(api, next, namespace)
  const { activeNamespace } = api.getState().portico.chain
  if (!activeNamespace || activeNamespace === namespace)
    api.dispatch(activeNetworkChanged(networkOf(next.namespaces[namespace]!.caipAddress)))
}

const networkOf = (caipAddress: CaipAddress) => caipAddress.split(':').slice(0, 2).join(':') as `${string}:${string}`

/** The namespace an action leaves without a wallet (section 4: reset, or its status set to disconnected). */
function namespaceLeft(action: unknown): ChainNamespace | undefined {
  if (accountReset.match(action)) return action.payload
  if (statusChanged.match(action) && action.payload.status === 'disconnected') return action.payload.namespace
  return undefined
}

/** A listed wallet that does not act changed: its record follows; it left: it is no longer listed. */
function followInactive(api: Api, { connectorId, event }: ReturnType<typeof inactiveWalletChanged>['payload']) {
  const connection = selectConnections(api.getState()).find((c) => c.connectorId === connectorId)
  if (!connection) return
  if (event.type === 'disconnect') return void api.dispatch(connectionRemoved({ connectorId }))
  if (event.type === 'sessionChanged') {
    for (const [namespace, { caipAddress, accounts }] of Object.entries(event.namespaces) as [
      ChainNamespace,
      ConnectionAccount,
    ][])
      if (connection.namespaces[namespace])
        api.dispatch(connectionAccountChanged({ connectorId, namespace, caipAddress, accounts }))
    return
  }
  if (event.type === 'chainChanged') {
    const namespace = namespaceOf(event.caipNetworkId)
    const record = connection.namespaces[namespace]
    if (!record) return
    const address = record.caipAddress.split(':')[2]
    return void api.dispatch(
      connectionAccountChanged({
        connectorId,
        namespace,
        caipAddress: `${namespace}:${referenceOf(event.caipNetworkId)}:${address}` as CaipAddress,
      }),
    )
  }
  if (event.type !== 'accountsChanged') return
  const namespace = event.namespace ?? (Object.keys(connection.namespaces)[0] as ChainNamespace)
  const record = connection.namespaces[namespace]
  if (!record) return
  if (event.accounts.length === 0) return void api.dispatch(connectionRemoved({ connectorId, namespace }))
  const [ns, reference] = record.caipAddress.split(':')
  api.dispatch(
    connectionAccountChanged({
      connectorId,
      namespace,
      caipAddress: `${ns}:${reference}:${event.accounts[0]}` as CaipAddress,
      accounts: event.accounts,
    }),
  )
}

/** The visitor's "Switch": `connectorId`'s wallet acts in every namespace it connected, on its network. */
function switchTo(api: Api, connectorId: string) {
  const connection = selectConnections(api.getState()).find((c) => c.connectorId === connectorId)
  if (!connection) return
  const namespaces = Object.keys(connection.namespaces) as ChainNamespace[]
  for (const namespace of namespaces) actIn(api, connection, namespace)
  const { activeNamespace } = api.getState().portico.chain
  const where = activeNamespace && connection.namespaces[activeNamespace] ? activeNamespace : namespaces[0]!
  api.dispatch(activeNetworkChanged(networkOf(connection.namespaces[where]!.caipAddress)))
  api.dispatch(connectionSwitched({ connectorId }))
}

/** The visitor's "Disconnect" on one wallet: it alone is told and leaves; the next acts where it acted. */
async function disconnectOne(api: Api, connectorId: string) {
  const connection = selectConnections(api.getState()).find((c) => c.connectorId === connectorId)
  const connector = api.extra.registry.get(connectorId)
  const acting = (
    Object.entries(api.getState().portico.connectors.connectedIdByNamespace) as [ChainNamespace, string][]
  )
    .filter(([, id]) => id === connectorId)
    .map(([namespace]) => namespace)
  // Listed (several at once) or acting (one per namespace, section 4); else nothing to let go.
  if (!connection && acting.length === 0) return
  // Off the list first: the namespaces it leaves go to the next wallet, not back to it.
  if (connection) api.dispatch(connectionRemoved({ connectorId }))
  let ok = true
  if (acting.length === 0 && connector) {
    unfollow(connector)
    try {
      await connector.disconnect()
    } catch (error) {
      ok = false
      console.error(`Failed to disconnect chain ${Object.keys(connection!.namespaces).join(', ')}`, error)
    }
  }
  for (const [i, namespace] of acting.entries())
    ok = (await disconnectNamespace(api, namespace, connector, { callWallet: i === 0 })) && ok
  // The last one: section 4's Disconnect, as the visitor would have pressed it.
  if (Object.keys(api.getState().portico.connectors.connectedIdByNamespace).length === 0) allDisconnected(api, ok)
  else if (!ok)
    api.dispatch(snackbarRequested({ message: 'snackbar.disconnectFailed', variant: 'error', autoClose: true }))
}

/** The last visit's wallets back: in their order, each namespace's acting one as it was, the missing ones said. */
function cameBack(api: Api, { order, active, network, dropped }: ReturnType<typeof connectionsCameBack>['payload']) {
  api.dispatch(connectionsOrdered(order))
  const connections = selectConnections(api.getState())
  for (const [namespace, connectorId] of Object.entries(active) as [ChainNamespace, string][]) {
    const connection = connections.find((c) => c.connectorId === connectorId)
    if (connection?.namespaces[namespace] && !selectActs(api.getState(), connectorId, namespace))
      actIn(api, connection, namespace)
  }
  // Where the wallet that acted did not come back, the first listed one of its namespace acts.
  const acted = api.getState().portico.connectors.connectedIdByNamespace
  for (const namespace of new Set(connections.flatMap((c) => Object.keys(c.namespaces) as ChainNamespace[])))
    if (!acted[namespace]) nextActsIn(api, namespace)
  // The network the visitor was on, as the wallet acting in its namespace is now.
  const acting = network ? api.getState().portico.account[namespaceOf(network)] : undefined
  if (acting?.status === 'connected' && acting.caipAddress)
    api.dispatch(activeNetworkChanged(networkOf(acting.caipAddress)))
  if (dropped.length > 0)
    api.dispatch(
      snackbarRequested({
        message: 'snackbar.walletsNoLongerConnected',
        variant: 'error',
        autoClose: true,
        values: { names: dropped.join(', ') },
      }),
    )
}

/** What storage keeps of the list: who, and in what order (section 7's keys; connectorIds keeps who acts). */
const kept = (state: RootState) =>
  selectConnections(state).map(({ connectorId, wallet }) => ({ connectorId, name: wallet.name }))
const keptKey = (state: RootState) =>
  kept(state)
    .map((c) => c.connectorId)
    .join('\n')

export const connectionsFlow: Flow = (startListening) => {
  // Kept for the next visit once this one's came back (before, the list is still filling).
  startListening({
    predicate: (action, current, previous) =>
      multiWallet(current) &&
      current.portico.connectors.restored &&
      (lastVisitRestored.match(action) || keptKey(current) !== keptKey(previous)),
    effect: (_action, api) => {
      const list = kept(api.getState())
      if (list.length > 0) api.extra.storage.set('connections', list)
      else api.extra.storage.remove('connections')
    },
  })
  startListening({ actionCreator: connectionsCameBack, effect: (action, api) => cameBack(api, action.payload) })
  startListening({
    actionCreator: walletConnectedAside,
    effect: ({ payload }, api) => void api.dispatch(connectionAdded(payload)),
  })

  // The list follows the wallets that act: each connected (or connected there again) is listed,
  // each account it moves to recorded. From the api's arrival on: what connected before it (a
  // wallet that came back at startup) is listed then.
  startListening({
    predicate: (action, current, previous) =>
      multiWallet(current) &&
      (connectorConnected.match(action) || caipAddressChanged.match(action) || apiArrived(current, previous)),
    effect: (action, api) => {
      if (connectorConnected.match(action)) return recordActing(api, action.payload.namespace)
      if (!caipAddressChanged.match(action))
        for (const namespace of Object.keys(api.getState().portico.connectors.connectedIdByNamespace))
          recordActing(api, namespace as ChainNamespace)
      else {
        const { namespace, caipAddress, accounts } = action.payload
        const connectorId = api.getState().portico.connectors.connectedIdByNamespace[namespace]
        if (connectorId)
          api.dispatch(
            connectionAccountChanged({ connectorId, namespace, caipAddress, accounts: accounts && [...accounts] }),
          )
      }
    },
  })

  // The wallet that acted in a namespace left it (its own disconnect, no accounts, section 4's
  // Disconnect of that namespace): it is no longer listed there; once the namespace is
  // disconnected (section 4 sets that status last), the next listed wallet of it acts.
  startListening({
    predicate: (action, current) => multiWallet(current) && namespaceLeft(action) !== undefined,
    effect: (action, api) => {
      const namespace = namespaceLeft(action)!
      const left = api.getOriginalState().portico.connectors.connectedIdByNamespace[namespace]
      if (left) api.dispatch(connectionRemoved({ connectorId: left, namespace }))
      if (statusChanged.match(action) && !api.getState().portico.connectors.connectedIdByNamespace[namespace])
        nextActsIn(api, namespace)
    },
  })

  startListening({
    actionCreator: inactiveWalletChanged,
    effect: (action, api) => followInactive(api, action.payload),
  })
  startListening({
    actionCreator: connectionSwitchRequested,
    effect: (action, api) => switchTo(api, action.payload.connectorId),
  })
  startListening({
    actionCreator: connectionDisconnectRequested,
    effect: (action, api) => disconnectOne(api, action.payload.connectorId),
  })
}
