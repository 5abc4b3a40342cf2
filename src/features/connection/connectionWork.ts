// The work behind three requests of the first load's connection flow (connectionFlow.ts): a
// wallet picked and tried, every wallet disconnected, a network switched (section 4). It comes
// with the api's chunk: a wallet is picked in a view, which renders once that chunk is in, and
// a page that was idle has it before any request; the listeners stay in the first load. Where
// the modal goes once a wallet connected is here too: a pairing ends in the api's flows as well.
import { tookWayOut, wayOut } from '../../store/wayOut'
import { leftView } from '../modal/leftView'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../contract'
import { toWalletError } from '../../connectors/walletErrors'
import type { PorticoListenerApi } from '../../store/listener'
import { caipAddressChanged, statusChanged } from '../account/accountSlice'
import { selectIsConnected } from '../account/selectors'
import { alertRaised } from '../alerts/alertsSlice'
import { activeNetworkChanged, networkSwitchAsked } from '../chain/chainSlice'
import { selectNetworks } from '../chain/selectors'
import { backRequested, openRequested } from '../modal/actions'
import { closed } from '../modal/modalSlice'
import { pushed, reset } from '../modal/routerSlice'
import { selectCurrentView } from '../modal/selectors'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import { walletConnectReset } from '../walletConnect/walletConnectSlice'
import { connectSucceeded, disconnectFailed, disconnectSucceeded } from './actions'
import { connectWith, disconnectNamespace, reportUnsupported, unfollow } from './connectionFlow'
import { attemptChanged } from './connectorsSlice'
import { noAdapterSaid } from './connectedConnector'
import { walletUsed } from './recentWalletsSlice'
import { switchLetGo, switchOnce } from './switchOnce'
import { isConnectorAvailable } from './selectors'
import { connectionSwitchRequested } from '../connections/actions'
import { selectConnections } from '../connections/selectors'
import { connectionRemoved } from '../connections/connectionsSlice'
import type { RootState } from '../../store/state'

/**
 * Where the modal goes once a wallet connected (browser wallet or WalletConnect pairing):
 * UnsupportedChain for a network the app does not configure, else Account in inline mode,
 * else it closes (when it is still open: the visitor may have closed it while the wallet asked).
 */
export function settleAfterConnect(
  api: Pick<PorticoListenerApi, 'getState' | 'dispatch'>,
  caipNetworkId: CaipNetworkId,
) {
  if (reportUnsupported(api, caipNetworkId)) return
  const state = api.getState()
  if (state.portico.options.embedded) api.dispatch(reset({ view: 'Account' }))
  else if (state.portico.modal.open) api.dispatch(closed())
}

/** A visitor's pick of a wallet, tried: the attempt's states, the view that follows it, what ends the wait. */
export async function connectAttempt(connectorId: string, api: PorticoListenerApi) {
  const found = api.extra.registry.get(connectorId)
  // A connector of a namespace whose networks were all removed is disabled (section 4).
  const connector = found && isConnectorAvailable(api.getState(), found.info) ? found : undefined
  if (!connector) {
    return void api.dispatch(attemptChanged({ status: 'failed', connectorId, message: noAdapterSaid }))
  }
  const namespace = connector.info.chain
  const { multiWallet } = api.getState().portico.options
  // Several wallets at once: the list (the api's) is there before this one connects, so the
  // wallet it may take the namespace from is listed, not forgotten (a host's connect with the
  // modal closed comes before the api otherwise).
  if (multiWallet) await api.pause(api.extra.attachApi(api.dispatch))
  // Several wallets at once: one already connected is not connected twice; it acts, and says so.
  if (multiWallet && selectConnections(api.getState()).some((c) => c.connectorId === connectorId)) {
    api.dispatch(connectionSwitchRequested({ connectorId }))
    api.dispatch(
      snackbarRequested({
        message: 'snackbar.walletAlreadyConnected',
        variant: 'success',
        autoClose: true,
        values: { name: connector.info.name },
      }),
    )
    return void api.dispatch(reset({ view: 'Account' }))
  }
  // A connector that pairs (WalletConnect) has its own view, which starts the pairing.
  if (connector.info.connectsByPairing) return void api.dispatch(pushed({ view: 'ConnectingWalletConnect' }))
  // Beside a wallet already connected there (several at once), that wallet's account stays as it
  // is while the new one is asked: only the attempt says "connecting".
  const keepsAccount = multiWallet && api.getState().portico.account[namespace]?.status === 'connected'
  const attempting = (state: RootState) =>
    keepsAccount
      ? state.portico.connectors.attempt.status === 'connecting'
      : state.portico.account[namespace]?.status === 'connecting'
  api.dispatch(attemptChanged({ status: 'connecting', connectorId }))
  if (!keepsAccount) api.dispatch(statusChanged({ namespace, status: 'connecting' }))
  // A login (the embedded wallet) is followed in its own view, where the visitor signed in.
  const { login } = connector.info
  if (!login && selectCurrentView(api.getState()).view !== 'ConnectingExternal')
    api.dispatch(pushed({ view: 'ConnectingExternal', data: { connectorId } }))
  /** Where the visitor follows the attempt: leaving it ends the wait. */
  const attemptView = selectCurrentView(api.getState()).view
  try {
    const connecting = connectWith(api, connector, false)
    // The visitor closing the modal (or leaving the view) ends the wait: no "Connecting…"
    // without end for a wallet that never answers. The wallet may still approve later,
    // and then connects. Watched beside the attempt, which it does not hold up.
    const leftAttempt = leftView((view) => view === attemptView)
    void wayOut(api, (action, current, previous) => attempting(current) && leftAttempt(action, current, previous)).then(
      () => {
        if (!attempting(api.getState())) return
        if (!keepsAccount) api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
        api.dispatch(attemptChanged({ status: 'idle' }))
      },
    )
    const result = await connecting
    const info = connector.info
    if (!login)
      api.dispatch(
        walletUsed({ id: info.explorerId ?? info.id, name: info.name, imageUrl: info.imageUrl, rdns: info.rdns }),
      )
    api.dispatch(connectSucceeded({ connectorId, caipAddress: result.caipAddress }))
    settleAfterConnect(api, result.caipNetworkId)
  } catch (error) {
    const walletError = toWalletError(error)
    if (!keepsAccount) api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
    api.dispatch(
      attemptChanged(
        walletError.kind === 'userRejected'
          ? { status: 'declined', connectorId, message: walletError.message }
          : { status: 'failed', connectorId, message: walletError.message, code: walletError.code },
      ),
    )
  }
}

/** Section 4, Disconnect: every connected namespace, each wallet told once. */
export async function disconnectAll(api: PorticoListenerApi) {
  const state = api.getState()
  const connected = Object.entries(state.portico.connectors.connectedIdByNamespace) as [ChainNamespace, string][]
  let ok = true
  // Several wallets at once: those that do not act are told too, and none is left to act next.
  const acting = new Set(connected.map(([, connectorId]) => connectorId))
  for (const { connectorId } of selectConnections(state)) {
    api.dispatch(connectionRemoved({ connectorId }))
    const connector = api.extra.registry.get(connectorId)
    if (acting.has(connectorId) || !connector) continue
    unfollow(connector)
    try {
      await connector.disconnect()
    } catch (error) {
      ok = false
      console.error(`Failed to disconnect ${connector.info.name}`, error)
    }
  }
  // A session connector (WalletConnect) serves several namespaces: its wallet is told once,
  // and every namespace it carried is reset with it.
  const told = new Set<string>()
  for (const [namespace, connectorId] of connected) {
    const first = !told.has(connectorId)
    told.add(connectorId)
    ok = (await disconnectNamespace(api, namespace, api.extra.registry.get(connectorId), { callWallet: first })) && ok
  }
  allDisconnected(api, ok)
}

/** Section 4, Disconnect's end, once no wallet is left connected: `ok` when every wallet was told. */
export function allDisconnected(api: Pick<PorticoListenerApi, 'dispatch' | 'getState' | 'extra'>, ok: boolean) {
  api.dispatch(walletConnectReset())
  // Clears the social provider and the WalletConnect deep link; connector ids follow the
  // slices (persistence flow).
  api.extra.storage.remove('socialProvider')
  api.extra.storage.remove('deepLink')
  if (ok) api.dispatch(disconnectSucceeded())
  else {
    api.dispatch(disconnectFailed({ message: 'Failed to disconnect' }))
    api.dispatch(snackbarRequested({ message: 'snackbar.disconnectFailed', variant: 'error', autoClose: true }))
  }
  if (api.getState().portico.modal.open) api.dispatch(reset({ view: 'Connect' }))
}

/** Section 4, Switch network: the wallet asked when connected; the active network either way. */
export async function switchNetworkTo(caipNetworkId: CaipNetworkId, api: PorticoListenerApi) {
  const state = api.getState()
  const network = selectNetworks(state).find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) return void api.dispatch(alertRaised('switchNetworkNotFound'))
  if (!state.portico.options.enableNetworkSwitch) return
  const connectorId = state.portico.connectors.connectedIdByNamespace[network.chainNamespace]
  const connector = connectorId ? api.extra.registry.get(connectorId) : undefined
  // Section 4, switching to another namespace: no wallet of it is connected, another namespace's
  // is. That wallet cannot use the network and is not let go (nor hidden behind a network it has
  // no account on): Connect asks for a wallet of the network's namespace, which starts on it.
  if (!connector && selectIsConnected(state)) {
    const route = { view: 'Connect', data: { caipNetworkId } } as const
    return void api.dispatch(state.portico.modal.open ? pushed(route) : openRequested(route))
  }
  if (connector) {
    const namespace = network.chainNamespace
    const wasConnected = state.portico.account[namespace]?.status === 'connected'
    const { answer, joined } = switchOnce(connector, network)
    try {
      // While the wallet asks its user, the view says so (UnsupportedChain: "Continue in …").
      api.dispatch(networkSwitchAsked(caipNetworkId))
      // The visitor's way out of a switch the wallet never answers is to let the wallet go
      // (UnsupportedChain's Disconnect): the switch ends with its account, asked of no one.
      const accountGone = wasConnected
        ? [wayOut(api, (_action, current) => current.portico.account[namespace]?.status !== 'connected')]
        : []
      if ((await Promise.race([answer, ...accountGone])) === tookWayOut) return void switchLetGo(connector)
    } catch (error) {
      // Said once, by the ask the wallet took; and not at all once the wallet is on the network
      // anyway (its user switched there another way before refusing this ask).
      if (joined || api.getState().portico.chain.activeCaipNetworkId === caipNetworkId) return
      const walletError = toWalletError(error)
      // Outside what a session approved: the network is unsupported for this wallet.
      if (walletError.kind === 'networkNotApproved') {
        return void api.dispatch(openRequested({ view: 'UnsupportedChain' }))
      }
      return void api.dispatch(
        snackbarRequested(
          walletError.kind === 'userRejected'
            ? { message: 'snackbar.switchDeclined', variant: 'error', autoClose: true }
            : {
                message: 'snackbar.switchFailed',
                variant: 'error',
                autoClose: true,
                values: { message: walletError.message },
              },
        ),
      )
    } finally {
      api.dispatch(networkSwitchAsked(undefined))
    }
    const address = api.getState().portico.account[network.chainNamespace]?.address
    if (address) {
      api.dispatch(
        caipAddressChanged({
          namespace: network.chainNamespace,
          caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
        }),
      )
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
}
