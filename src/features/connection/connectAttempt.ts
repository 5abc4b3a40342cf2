// A visitor's pick of a wallet, tried (section 4, Connect): the attempt's states, the view that
// follows it, what ends the wait, and what the connection leaves (recent wallets, where the
// modal goes). Its listener is in the first load (connectionFlow.ts); this, its work, comes
// with the api's chunk, since a wallet is picked in a view and views render once that is in.
import { toWalletError } from '../../connectors/walletErrors'
import type { PorticoListenerApi } from '../../store/listener'
import { statusChanged } from '../account/accountSlice'
import { pushed } from '../modal/routerSlice'
import { selectCurrentView } from '../modal/selectors'
import { connectSucceeded } from './actions'
import { connectWith, settleAfterConnect } from './connectionFlow'
import { attemptChanged } from './connectorsSlice'
import { walletUsed } from './recentWalletsSlice'
import { isConnectorAvailable } from './selectors'

export async function connectAttempt(connectorId: string, api: PorticoListenerApi) {
  const found = api.extra.registry.get(connectorId)
  // A connector of a namespace whose networks were all removed is disabled (section 4).
  const connector = found && isConnectorAvailable(api.getState(), found.info) ? found : undefined
  if (!connector) {
    return void api.dispatch(attemptChanged({ status: 'failed', connectorId, message: 'Adapter not found' }))
  }
  // A connector that pairs (WalletConnect) has its own view, which starts the pairing.
  if (connector.info.connectsByPairing) return void api.dispatch(pushed({ view: 'ConnectingWalletConnect' }))
  const namespace = connector.info.chain
  api.dispatch(attemptChanged({ status: 'connecting', connectorId }))
  api.dispatch(statusChanged({ namespace, status: 'connecting' }))
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
    void api
      .condition((_, current, previous) => {
        if (current.portico.account[namespace]?.status !== 'connecting') return false
        const closed = previous.portico.modal.open && !current.portico.modal.open
        const leftView =
          current.portico.modal.open &&
          selectCurrentView(previous).view === attemptView &&
          selectCurrentView(current).view !== attemptView
        return closed || leftView
      })
      .then((left) => {
        if (!left || api.getState().portico.account[namespace]?.status !== 'connecting') return
        api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
        api.dispatch(attemptChanged({ status: 'idle' }))
      })
      // The attempt ended first (or a newer one cancelled this wait): nothing was left behind.
      .catch(() => {})
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
    api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
    api.dispatch(
      attemptChanged(
        walletError.kind === 'userRejected'
          ? { status: 'declined', connectorId, message: walletError.message }
          : { status: 'failed', connectorId, message: walletError.message, code: walletError.code },
      ),
    )
  }
}
