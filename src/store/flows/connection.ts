// Connecting, following the wallet, disconnecting and switching networks (section 4). The
// live connector is reached only through the registry in the listener's `extra`.
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../contract'
import { referenceOf } from '../../contract/core'
import type { Connector } from '../../connectors/types'
import { toWalletError } from '../../connectors/walletErrors'
import type { Flow, PorticoDispatch } from '../listener'
import { selectCurrentView } from '../selectors/base'
import { selectNetworks } from '../selectors/network'
import { accountConnected, accountReset, caipAddressChanged, statusChanged } from '../slices/account'
import { alertRaised } from '../slices/alerts'
import { activeNetworkChanged, approvedNetworksChanged, namespaceSwitchSettled } from '../slices/chain'
import { attemptChanged, connectorConnected } from '../slices/connectors'
import { closed } from '../slices/modal'
import { walletUsed } from '../slices/recentWallets'
import { pushed, reset } from '../slices/router'
import { snackbarRequested } from '../slices/snackbar'
import type { RootState } from '../state'
import {
  backRequested,
  connectRequested,
  connectRetried,
  connectSucceeded,
  disconnectFailed,
  disconnectRequested,
  disconnectSucceeded,
  openRequested,
  switchNetworkRequested,
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
  const namespace = connector.info.chain
  const unsubscribe = connector.subscribe((event) => {
    const account = api.getState().portico.account[namespace]
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
      void disconnectNamespace(api, namespace, connector, { callWallet: false })
    } else if (event.type === 'accountsChanged' && account?.caipAddress) {
      const [ns, reference] = account.caipAddress.split(':')
      api.dispatch(caipAddressChanged({ namespace, caipAddress: `${ns}:${reference}:${event.accounts[0]}` as CaipAddress }))
    } else if (event.type === 'chainChanged') {
      api.dispatch(activeNetworkChanged(event.caipNetworkId))
      if (account?.address) {
        api.dispatch(caipAddressChanged({ namespace, caipAddress: `${namespace}:${referenceOf(event.caipNetworkId)}:${account.address}` as CaipAddress }))
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

async function connectWith(api: Api, connector: Connector, silent: boolean) {
  const namespace = connector.info.chain
  const state = api.getState()
  const activeId = state.portico.chain.activeCaipNetworkId
  const caipNetwork = selectNetworks(state).find((n) => n.caipNetworkId === activeId && n.chainNamespace === namespace)
  const result = await connector.connect({ caipNetwork, silent })
  api.dispatch(
    accountConnected({
      namespace,
      caipAddress: result.caipAddress,
      allAccounts: result.accounts.map((address) => ({ address, type: 'eoa' as const })),
      wallet: { name: connector.info.name, icon: connector.info.imageUrl, rdns: connector.info.rdns, type: connector.info.type },
    }),
  )
  api.dispatch(connectorConnected({ namespace, connectorId: connector.info.id }))
  api.dispatch(activeNetworkChanged(result.caipNetworkId))
  api.dispatch(namespaceSwitchSettled())
  follow(connector, api)
  return result
}

/**
 * Section 4, Disconnect, for one namespace: the wallet is told (failures logged, not thrown),
 * then account and network state are reset and the connector id forgotten.
 */
async function disconnectNamespace(api: Api, namespace: ChainNamespace, connector: Connector | undefined, options: { callWallet: boolean }) {
  let failed = false
  if (connector) {
    unfollow(connector)
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

export const connectionFlow: Flow = (startListening) => {
  startListening({
    actionCreator: connectRequested,
    effect: async (action, api) => {
      // A new attempt supersedes the one before (the visitor picked another wallet).
      api.cancelActiveListeners()
      const { connectorId } = action.payload
      const connector = api.extra.registry.get(connectorId)
      if (!connector) {
        return void api.dispatch(attemptChanged({ status: 'failed', connectorId, message: 'Adapter not found' }))
      }
      const namespace = connector.info.chain
      api.dispatch(attemptChanged({ status: 'connecting', connectorId }))
      api.dispatch(statusChanged({ namespace, status: 'connecting' }))
      if (selectCurrentView(api.getState()).view !== 'ConnectingExternal') api.dispatch(pushed({ view: 'ConnectingExternal', data: { connectorId } }))
      try {
        const result = await connectWith(api, connector, false)
        const info = connector.info
        api.dispatch(walletUsed({ id: info.explorerId ?? info.id, name: info.name, imageUrl: info.imageUrl, rdns: info.rdns }))
        api.dispatch(connectSucceeded({ connectorId, caipAddress: result.caipAddress }))
        if (reportUnsupported(api, result.caipNetworkId)) return
        if (api.getState().portico.options.embedded) api.dispatch(reset({ view: 'Account' }))
        else api.dispatch(closed())
      } catch (error) {
        const walletError = toWalletError(error)
        api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
        api.dispatch(
          attemptChanged(
            walletError.kind === 'userRejected'
              ? { status: 'declined', connectorId, message: walletError.message }
              : { status: 'failed', connectorId, message: walletError.message, code: walletError.code },
          ),
        )
      }
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
    effect: async (_action, api) => {
      const state = api.getState()
      const connected = Object.entries(state.portico.connectors.connectedIdByNamespace) as [ChainNamespace, string][]
      let ok = true
      for (const [namespace, connectorId] of connected) {
        ok = (await disconnectNamespace(api, namespace, api.extra.registry.get(connectorId), { callWallet: true })) && ok
      }
      // Clears the social provider; connector ids follow the slices (persistence flow).
      api.extra.storage.remove('socialProvider')
      if (ok) api.dispatch(disconnectSucceeded())
      else {
        api.dispatch(disconnectFailed({ message: 'Failed to disconnect' }))
        api.dispatch(snackbarRequested({ message: 'snackbar.disconnectFailed', variant: 'error', autoClose: true }))
      }
      if (api.getState().portico.modal.open) api.dispatch(reset({ view: 'Connect' }))
    },
  })

  startListening({
    actionCreator: switchNetworkRequested,
    effect: async (action, api) => {
      const state = api.getState()
      const { caipNetworkId } = action.payload
      const network = selectNetworks(state).find((n) => n.caipNetworkId === caipNetworkId)
      if (!network) return void api.dispatch(alertRaised('switchNetworkNotFound'))
      if (!state.portico.options.enableNetworkSwitch) return
      const connectorId = state.portico.connectors.connectedIdByNamespace[network.chainNamespace]
      const connector = connectorId ? api.extra.registry.get(connectorId) : undefined
      if (connector) {
        try {
          await connector.switchNetwork(network)
        } catch (error) {
          const walletError = toWalletError(error)
          return void api.dispatch(
            snackbarRequested(
              walletError.kind === 'userRejected'
                ? { message: 'snackbar.switchDeclined', variant: 'error', autoClose: true }
                : { message: 'snackbar.switchFailed', variant: 'error', autoClose: true, values: { message: walletError.message } },
            ),
          )
        }
        const address = api.getState().portico.account[network.chainNamespace]?.address
        if (address) {
          api.dispatch(caipAddressChanged({ namespace: network.chainNamespace, caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress }))
        }
      }
      // Disconnected, the switch only chooses the network the next connection starts on.
      api.dispatch(activeNetworkChanged(caipNetworkId))
      const after = api.getState()
      const { history } = after.portico.router
      if (!after.portico.modal.open) return
      if (history.some((e) => e.view === 'UnsupportedChain')) api.dispatch(closed())
      // From Networks the visitor goes back where they came from, or the modal closes.
      else if (selectCurrentView(after).view === 'Networks') api.dispatch(backRequested())
    },
  })
}

export { connectWith, disconnectNamespace, follow }
