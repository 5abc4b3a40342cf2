// WalletConnect pairing (sections 2, 4 and 9): entering a WalletConnect view starts a pairing,
// a URI about to expire is replaced without the visitor doing anything, the wallet's answer
// connects every namespace of the session, and the Telegram / iOS Safari status rule.
import { TaskAbortError } from '../../store/toolkit'
import { walletConnectConnectorId } from '../../connectors/walletConnect/info'
import { toWalletError, type WalletError } from '../../connectors/walletErrors'
import type { MessageKey } from '../../i18n'
import { msUntilRefresh, isUriExpired } from '../../walletconnect/pairingUri'
import type { Flow, PorticoDispatch, PorticoListenerApi } from '../../store/listener'
import { apiArrived } from '../../store/apiArrival'
import { selectCurrentView } from '../modal/selectors'
import { leftView } from '../modal/leftView'
import { wayOut } from '../../store/wayOut'
import { statusChanged } from '../account/accountSlice'
import { walletUsed } from '../connection/recentWalletsSlice'
import type { View } from '../modal/views'
import { pairingDeclined, pairingFailed, pairingStarted, pairingUriReady } from './walletConnectSlice'
import type { RootState } from '../../store/state'
import type { ChainNamespace } from '../../contract'
import { connectSucceeded } from '../connection/actions'
import { pairingRequested } from './actions'
import { connectWith } from '../connection/connectionFlow'
import { settleAfterConnect } from '../connection/connectionWork'

const pairingViews: readonly View[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']
const onPairingView = (state: RootState) => pairingViews.includes(selectCurrentView(state).view)

/** A pairing that can still be answered: loading, or waiting on a URI that is not expiring. */
function pairingLive(state: RootState, now: number): boolean {
  const { pairing } = state.portico.walletConnect
  if (pairing.status === 'loading') return true
  return pairing.status === 'waiting' && pairing.createdAt !== undefined && !isUriExpired(pairing.createdAt, now)
}

/**
 * Section 4: a WalletConnect flow on Telegram or iOS Safari sets connecting, then connected
 * (there the visitor leaves for the wallet app and comes back; elsewhere the account stays
 * disconnected while a QR code waits to be scanned).
 */
export function setsConnectingStatus(state: RootState, namespace?: ChainNamespace): boolean {
  const { environment, multiWallet } = state.portico.options
  // Beside a wallet already connected there (several at once), its account stays as it is.
  if (multiWallet && namespace && state.portico.account[namespace]?.status === 'connected') return false
  return !!environment.telegram || environment.isIosSafari
}

/**
 * What a failed pairing says: the wallet's or the SDK's own words, but for a relay the SDK could
 * not reach (the connector tells) the catalogue's: the SDK's ("Failed to publish custom payload,
 * please try again. id:…") name no cause.
 */
function failureMessage(error: WalletError): string {
  const relayUnreachable: MessageKey = 'walletConnect.relayUnreachable'
  return error.kind === 'relayUnreachable' ? relayUnreachable : error.message
}

/** Entering a WalletConnect view asks for a pairing unless a live one is on screen already. */
function pairOnEntering(api: { getState(): RootState; dispatch: PorticoDispatch }) {
  const state = api.getState()
  const walletId = selectCurrentView(state).data?.walletId
  const sameWallet = state.portico.walletConnect.pairing.wallet?.id === walletId
  if (sameWallet && pairingLive(state, Date.now())) return
  api.dispatch(pairingRequested(walletId ? { wallet: { id: walletId } } : undefined))
}

/**
 * The "connecting" a pairing set (section 4, Telegram and iOS Safari) ends when the visitor
 * leaves the pairing (Back to another view, or the modal closed): the button does not say
 * "Connecting…" for a wallet that never approves. The pairing itself stays live: a wallet that
 * approves later still connects. Watched beside the pairing, which it does not hold up.
 */
function endConnectingWhenLeft(api: PorticoListenerApi, namespace: ChainNamespace) {
  void wayOut(
    api,
    leftView((view) => pairingViews.includes(view)),
  ).then(() => {
    if (api.getState().portico.account[namespace]?.status === 'connecting')
      api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
  })
}

export const walletConnectFlow: Flow = (startListening) => {
  startListening({
    predicate: (_action, current, previous) =>
      onPairingView(current) && selectCurrentView(current) !== selectCurrentView(previous),
    effect: (_action, api) => pairOnEntering(api),
  })

  // This flow comes with the api: a pairing asked for before (a host's pair(), loading since), or a
  // WalletConnect view opened before, is taken up now.
  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: (_action, api) => {
      const { pairing } = api.getState().portico.walletConnect
      if (pairing.status === 'loading') api.dispatch(pairingRequested(pairing.wallet && { wallet: pairing.wallet }))
      else if (onPairingView(api.getState())) pairOnEntering(api)
    },
  })

  startListening({
    actionCreator: pairingRequested,
    effect: async (action, api) => {
      // A new pairing (retry, another wallet, a refresh) supersedes the one before.
      api.cancelActiveListeners()
      const connector = api.extra.registry.get(walletConnectConnectorId)
      api.dispatch(pairingStarted(action.payload?.wallet ? { wallet: action.payload.wallet } : undefined))
      if (!connector) return void api.dispatch(pairingFailed({ message: 'WalletConnectConnector not found' }))
      const namespace = api.getState().portico.chain.activeNamespace ?? connector.info.chain
      const connecting = setsConnectingStatus(api.getState(), namespace)
      if (connecting) {
        api.dispatch(statusChanged({ namespace, status: 'connecting' }))
        endConnectingWhenLeft(api, namespace)
      }
      let uris = 0
      const onUri = (uri: string) =>
        api.dispatch(
          pairingUriReady({ uri, createdAt: Date.now(), refreshed: uris++ > 0 || !!action.payload?.refresh }),
        )
      try {
        // Where the host configured SIWX the pairing asks the wallet to sign in too (its code loads only then).
        const signIn = api.extra.host.siwx
          ? await api.pause(import('../siwx/oneClickSignIn').then((work) => work.oneClickSignIn(api)))
          : undefined
        const result = await api.pause(connectWith(api, connector, false, onUri, signIn))
        const pairing = api.getState().portico.walletConnect.pairing
        const peer = api.getState().portico.walletConnect.session?.peer
        api.dispatch(
          walletUsed({
            id: pairing.wallet?.id ?? connector.info.id,
            name: pairing.wallet?.name ?? peer?.name ?? connector.info.name,
            // A directory wallet keeps its picture for the recent group: its image id (or URL).
            imageId: pairing.wallet?.imageId,
            imageUrl: pairing.wallet ? pairing.wallet.imageUrl : connector.info.imageUrl,
          }),
        )
        api.dispatch(connectSucceeded({ connectorId: connector.info.id, caipAddress: result.caipAddress }))
        settleAfterConnect(api, result.caipNetworkId)
      } catch (error) {
        // Superseded: the newer pairing owns the state now.
        if (error instanceof TaskAbortError) return
        if (connecting) api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
        const walletError = toWalletError(error)
        api.dispatch(
          walletError.kind === 'userRejected'
            ? pairingDeclined({ message: walletError.message })
            : pairingFailed({ message: failureMessage(walletError) }),
        )
      }
    },
  })

  // A URI is replaced before it expires, while a WalletConnect view shows it; one left
  // unseen is replaced when the visitor comes back (the entering rule above).
  startListening({
    actionCreator: pairingUriReady,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      await api.delay(msUntilRefresh(action.payload.createdAt, Date.now()))
      const state = api.getState()
      const { pairing } = state.portico.walletConnect
      if (pairing.status !== 'waiting' || pairing.uri !== action.payload.uri || !onPairingView(state)) return
      api.dispatch(pairingRequested({ wallet: pairing.wallet, refresh: true }))
    },
  })
}
