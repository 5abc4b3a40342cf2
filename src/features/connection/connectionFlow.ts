// Connecting, following the wallet, disconnecting and switching networks (section 4). The
// live connector is reached only through the registry in the listener's `extra`.
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../contract'
import { namespaceOf, referenceOf } from '../../contract/caip'
import type { Connector, ConnectorEvent, NamespaceConnection } from '../../connectors/types'
import type { SignInAsk } from '../siwx/oneClickSignIn'
import type { ApiParts, Flow, PorticoDispatch, PorticoListenerApi } from '../../store/listener'
import { selectNetworks } from '../chain/selectors'
import { accountConnected, accountReset, caipAddressChanged, statusChanged } from '../account/accountSlice'
import { activeNetworkChanged, approvedNetworksChanged, namespaceSwitchSettled } from '../chain/chainSlice'
import { connectorConnected } from './connectorsSlice'
import { selectNetworkToConnect } from './selectors'
import type { RootState } from '../../store/state'
import { sessionChanged, walletConnectReset } from '../walletConnect/walletConnectSlice'
import { openRequested } from '../modal/actions'
import {
  connectRequested,
  connectRetried,
  disconnectRequested,
  inactiveWalletChanged,
  switchNetworkRequested,
  walletConnectedAside,
} from './actions'

type Api = { getState: () => RootState; dispatch: PorticoDispatch }

/**
 * An unsupported network opens UnsupportedChain, unless switching is off, unsupported chains
 * are allowed, or basic WalletConnect mode is on. Says whether it opened the view.
 */
function reportUnsupported(api: Api, caipNetworkId: CaipNetworkId): boolean {
  const state = api.getState()
  const { enableNetworkSwitch, allowUnsupportedChain, manualWalletConnect } = state.portico.options
  if (selectNetworks(state).some((n) => n.caipNetworkId === caipNetworkId)) return false
  if (!enableNetworkSwitch || allowUnsupportedChain || manualWalletConnect) return false
  api.dispatch(openRequested({ view: 'UnsupportedChain' }))
  return true
}

/** Live subscriptions to connected connectors, by connector id; outside the store like the connectors. */
const subscriptions = new WeakMap<Connector, () => void>()

function follow(connector: Connector, api: Api) {
  if (subscriptions.has(connector)) return
  const own = connector.info.chain
  /** Namespaces this connector connected (a WalletConnect session may span several). */
  const connectedNamespaces = () =>
    (Object.entries(api.getState().portico.connectors.connectedIdByNamespace) as [ChainNamespace, string][])
      .filter(([, id]) => id === connector.info.id)
      .map(([namespace]) => namespace)
  /** Whether this connector's wallet is the one that acts in `namespace` (section 4's connector id). */
  const acts = (namespace: ChainNamespace) =>
    api.getState().portico.connectors.connectedIdByNamespace[namespace] === connector.info.id
  /**
   * An event of a wallet that does not act where the event is: with several wallets at once its
   * own record follows it; without, it is a wallet another one replaced, and nothing follows it.
   */
  const elsewhere = (event: ConnectorEvent) => {
    if (api.getState().portico.options.multiWallet)
      api.dispatch(inactiveWalletChanged({ connectorId: connector.info.id, event }))
  }
  const unsubscribe = connector.subscribe((event) => {
    // The embedded wallet's own (its loader follows it): nothing of the connection's.
    if (event.type === 'requestRefused') return
    if (event.type === 'disconnect' && connectedNamespaces().length === 0) {
      unfollow(connector)
      return elsewhere(event)
    }
    if (event.type === 'disconnect') {
      // A session deleted from the wallet's side: every namespace it carried goes, quietly.
      unfollow(connector)
      for (const namespace of connectedNamespaces())
        void disconnectNamespace(api, namespace, undefined, { callWallet: false })
      api.dispatch(walletConnectReset())
      return
    }
    if (event.type === 'sessionChanged') {
      if (Object.keys(event.namespaces).some((namespace) => !acts(namespace as ChainNamespace))) elsewhere(event)
      for (const [namespace, connection] of Object.entries(event.namespaces) as [
        ChainNamespace,
        NonNullable<(typeof event.namespaces)[ChainNamespace]>,
      ][]) {
        if (!connectedNamespaces().includes(namespace)) continue
        api.dispatch(
          caipAddressChanged({
            namespace,
            caipAddress: connection.caipAddress,
            accounts: connection.accounts,
            accountType: connection.accountType,
          }),
        )
        api.dispatch(approvedNetworksChanged({ namespace, approved: connection.chains, supportsAllNetworks: false }))
      }
      const info = connector.sessionInfo?.()
      if (info) api.dispatch(sessionChanged(info))
      return
    }
    const namespace = event.type === 'chainChanged' ? namespaceOf(event.caipNetworkId) : (event.namespace ?? own)
    if (!acts(namespace)) return elsewhere(event)
    const account = api.getState().portico.account[namespace]
    if (event.type === 'accountsChanged' && event.accounts.length === 0) {
      void disconnectNamespace(api, namespace, connector, { callWallet: false })
    } else if (event.type === 'accountsChanged' && account?.caipAddress) {
      const [ns, reference] = account.caipAddress.split(':')
      api.dispatch(
        caipAddressChanged({
          namespace,
          caipAddress: `${ns}:${reference}:${event.accounts[0]}` as CaipAddress,
          accounts: event.accounts,
          accountType: event.accountType,
        }),
      )
    } else if (event.type === 'chainChanged') {
      api.dispatch(activeNetworkChanged(event.caipNetworkId))
      if (account?.address) {
        api.dispatch(
          caipAddressChanged({
            namespace,
            caipAddress: `${namespace}:${referenceOf(event.caipNetworkId)}:${account.address}` as CaipAddress,
          }),
        )
      }
      reportUnsupported(api, event.caipNetworkId)
    }
  })
  subscriptions.set(connector, unsubscribe)
}

function unfollow(connector: Connector) {
  subscriptions.get(connector)?.()
  subscriptions.delete(connector)
}

/**
 * Connects and records every namespace the wallet connected. A sign-in asked in the same step
 * (WalletConnect's one-click) is kept before the account counts as connected, so the account's
 * sign-in check finds it. With several wallets at once, a wallet coming back acts only where it
 * acted before (`actsIn`); elsewhere it is listed beside the one that acts there.
 */
async function connectWith(
  api: Api,
  connector: Connector,
  silent: boolean,
  onUri?: (uri: string) => void,
  signIn?: SignInAsk,
  actsIn?: readonly ChainNamespace[],
) {
  const state = api.getState()
  const activeId = state.portico.chain.activeCaipNetworkId
  const networks = selectNetworks(state)
  // The network Connect asks a wallet for (section 4, another namespace's), else the active one;
  // and every network, for a wallet of another namespace to start on its own.
  const asked = selectNetworkToConnect(state)
  const caipNetwork = asked ?? networks.find((n) => n.caipNetworkId === activeId)
  const result = await connector.connect({ caipNetwork, networks, silent, onUri, signIn: signIn?.request })
  if (signIn && result.signedIn) await signIn.keep(result.signedIn)
  const session = connector.sessionInfo?.()
  const wallet = {
    name: session?.peer.name ?? connector.info.name,
    icon: session ? session.peer.icon : connector.info.imageUrl,
    rdns: connector.info.rdns,
    type: connector.info.type,
  }
  // A session spanning namespaces connects each of them; a one-namespace wallet its own.
  const connections = result.namespaces ?? { [connector.info.chain]: result }
  const acting: ChainNamespace[] = []
  for (const [namespace, connection] of Object.entries(connections) as [ChainNamespace, NamespaceConnection][]) {
    const { caipAddress, accounts, accountType } = connection
    if (actsIn && !actsIn.includes(namespace)) {
      api.dispatch(walletConnectedAside({ connectorId: connector.info.id, wallet, namespace, caipAddress, accounts }))
      continue
    }
    acting.push(namespace)
    api.dispatch(accountConnected({ namespace, caipAddress, accounts, accountType, wallet }))
    api.dispatch(connectorConnected({ namespace, connectorId: connector.info.id }))
    const approved = session?.chains[namespace]
    if (approved) api.dispatch(approvedNetworksChanged({ namespace, approved, supportsAllNetworks: false }))
  }
  if (session && acting.length > 0) api.dispatch(sessionChanged(session))
  // A wallet connected for the network asked is active on it (where it started, or its own choice).
  const askedConnection = asked && connections[asked.chainNamespace]
  if (acting.length > 0)
    api.dispatch(
      activeNetworkChanged(
        askedConnection
          ? askedConnection.caipNetworkId
          : actsIn
            ? connections[acting[0]!]!.caipNetworkId
            : result.caipNetworkId,
      ),
    )
  api.dispatch(namespaceSwitchSettled())
  follow(connector, api)
  return result
}

/**
 * Section 4, Disconnect, for one namespace: the wallet is told (failures logged, not thrown),
 * then account and network state are reset and the connector id forgotten.
 */
async function disconnectNamespace(
  api: Api,
  namespace: ChainNamespace,
  connector: Connector | undefined,
  options: { callWallet: boolean },
) {
  let failed = false
  if (connector) {
    // A connector still serving another namespace (a session, a merged wallet) is still followed.
    const connected = api.getState().portico.connectors.connectedIdByNamespace
    const elsewhere = Object.entries(connected).some(([other, id]) => other !== namespace && id === connector.info.id)
    if (!elsewhere) unfollow(connector)
    if (options.callWallet) {
      try {
        await connector.disconnect()
      } catch (error) {
        failed = true
        console.error(`Failed to disconnect chain ${namespace}`, error)
      }
    }
  }
  api.dispatch(accountReset(namespace))
  api.dispatch(approvedNetworksChanged({ namespace, approved: undefined, supportsAllNetworks: true }))
  api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
  return !failed
}

/**
 * Runs a request's work, which comes with the api's chunk (connectionWork.ts): at once when the
 * chunk is here (it is by the time a view asks, and while the page was idle it was fetched),
 * after it when not (a host's call on a page that has not fetched it yet).
 */
async function withWork(api: PorticoListenerApi, run: (work: ApiParts['connectionWork']) => Promise<unknown>) {
  const parts = api.extra.apiParts()
  await run((parts instanceof Promise ? await api.pause(parts) : parts).connectionWork)
}

export const connectionFlow: Flow = (startListening) => {
  startListening({
    actionCreator: connectRequested,
    effect: (action, api) => {
      // A new attempt supersedes the one before (the visitor picked another wallet).
      api.cancelActiveListeners()
      return withWork(api, (work) => work.connectAttempt(action.payload.connectorId, api))
    },
  })

  startListening({
    actionCreator: connectRetried,
    effect: (_action, api) => {
      const attempt = api.getState().portico.connectors.attempt
      if (attempt.status !== 'idle') api.dispatch(connectRequested({ connectorId: attempt.connectorId }))
    },
  })

  startListening({
    actionCreator: disconnectRequested,
    effect: (_action, api) => withWork(api, (work) => work.disconnectAll(api)),
  })

  startListening({
    actionCreator: switchNetworkRequested,
    effect: (action, api) => withWork(api, (work) => work.switchNetworkTo(action.payload.caipNetworkId, api)),
  })
}

export { connectWith, disconnectNamespace, follow, reportUnsupported, unfollow }
