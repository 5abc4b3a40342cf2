// Sign in with the wallet (SIWX, section 4), when the host configured it:
// - Whenever the active account changes (a connection, its return after a reload, another
//   account or network), its sessions are looked up: one live session and nothing happens;
//   none, and SIWXSignMessage opens. An account the visitor declined to sign in with (SIWX not
//   required) is not asked again until it changes: no sign-in loops.
// - Sign: the message is written (the host's, or Portico's), the connected wallet signs it, the
//   session store keeps it (Portico's verifies the signature first); success closes the modal.
//   Declined: the view again, with "Signature declined"; a smart account's signature the store
//   refuses: "This application might not support Smart Accounts."
// - Cancel: disconnects when SIWX is required, otherwise closes.
// - A store or message that fails to start, or a store that does not answer the account's look-up
//   within its bound (storeBound.ts): "A problem occurred while trying initialize
//   authentication", then disconnect.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { CaipAddress } from '../../contract/entities'
import { accountOf, namespaceOf, networkOf } from '../../contract/caip'
import { toWalletError } from '../../connectors/walletErrors'
import { apiArrived } from '../../store/apiArrival'
import type { RootState } from '../../store/state'
import type { SiwxConfig, SiwxSession } from '../../siwx/types'
import { selectAccount } from '../account/selectors'
import { disconnectRequested } from '../connection/actions'
import { connectedConnector } from '../connection/connectedConnector'
import { selectEmbeddedAccount } from '../embeddedWallet/selectors'
import { closeRequested, openRequested } from '../modal/actions'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import {
  siwxCancelled,
  siwxSignatureNeeded,
  siwxSignedIn,
  siwxSignedOut,
  siwxSignFailed,
  siwxSignInRequested,
  siwxSignOutRequested,
  siwxSignRequested,
} from './actions'
import { siwxMessages } from './messages'
import { selectSiwx } from './selectors'
import { siwxChecking, siwxDismissed, siwxIdle, siwxSignEnded, siwxSigning } from './siwxSlice'
import { passOnCancellation } from '../../store/cancellation'
import { isSiwxStoreSilent, storeAnswer } from './storeBound'
import { tookWayOut, wayOut } from '../../store/wayOut'

/** The active account, once connected. */
const activeAccount = (state: RootState): CaipAddress | undefined => {
  const account = selectAccount(state)
  return account?.status === 'connected' ? account.caipAddress : undefined
}

const split = (caipAddress: CaipAddress) => ({
  chainId: networkOf(caipAddress),
  accountAddress: accountOf(caipAddress),
})

/** SIWX's heavy part (the message writer, the session store and its checks): its own chunk. */
const work = () => import('./siwxWork')

/**
 * Section 8's initialization problem: said, then the account disconnects. Said where the visitor
 * is: the words live in the modal, so a closed modal (a reload's restore, a host's own connect)
 * opens on Connect, where a visitor who was just disconnected goes next; they stay until the
 * visitor closes the modal (the snackbar flow).
 */
function initFailed(api: PorticoListenerApi, error: unknown) {
  console.error('Portico: sign-in could not start', error)
  if (!api.getState().portico.modal.open) api.dispatch(openRequested({ view: 'Connect' }))
  api.dispatch(snackbarRequested({ message: 'snackbar.siwxInitFailed', variant: 'error', autoClose: false }))
  api.dispatch(disconnectRequested())
}

async function check(api: PorticoListenerApi, siwx: SiwxConfig, caipAddress: CaipAddress) {
  api.dispatch(siwxChecking({ caipAddress }))
  const { chainId, accountAddress } = split(caipAddress)
  let sessions: SiwxSession[]
  try {
    const { sessionsOf } = await api.pause(work())
    // Bounded (storeBound.ts): a store that stays silent is one that failed to start.
    sessions = await api.pause(storeAnswer(sessionsOf(api, siwx).get(chainId, accountAddress)))
  } catch (error) {
    passOnCancellation(error)
    return initFailed(api, error)
  }
  const live = sessions.at(-1)
  if (live) {
    const { issuedAt, expirationTime } = live.data
    return void api.dispatch(siwxSignedIn({ caipAddress, issuedAt, expirationTime }))
  }
  api.dispatch(siwxSignatureNeeded({ caipAddress }))
  if (selectSiwx(api.getState()).dismissed !== caipAddress) api.dispatch(openRequested({ view: 'SIWXSignMessage' }))
}

async function sign(api: PorticoListenerApi, siwx: SiwxConfig) {
  const state = api.getState()
  const caipAddress = activeAccount(state)
  const connector = caipAddress && connectedConnector(api, namespaceOf(caipAddress))
  if (!caipAddress || !connector) {
    return void api.dispatch(
      siwxSignFailed({
        caipAddress: caipAddress ?? ('' as CaipAddress),
        // No account, or an account whose wallet is not in the registry any more.
        error: caipAddress ? siwxMessages.noClient : siwxMessages.noAddress,
        declined: false,
      }),
    )
  }
  api.dispatch(siwxSigning())
  // Cancel is the visitor's way out of a signature the wallet never gives (section 4): heard from
  // the attempt's start, it ends the attempt as if never made; a signature that comes later signs
  // no one in, and what the embedded wallet's frame still asks is dropped.
  const cancel = wayOut(api, (action) => siwxCancelled.match(action))
  const endCancelled = () => {
    connector.abortRequests?.()
    api.dispatch(siwxSignEnded())
  }
  const prepare = async () => {
    const { createSiwxMessage, sessionsOf, messageContext } = await api.pause(work())
    const message = await api.pause(createSiwxMessage(split(caipAddress), siwx, messageContext(state)))
    return { message, store: sessionsOf(api, siwx) }
  }
  let prepared
  try {
    prepared = await Promise.race([prepare(), cancel])
  } catch (error) {
    passOnCancellation(error)
    return initFailed(api, error)
  }
  if (prepared === tookWayOut) return endCancelled()
  const { message, store } = prepared
  let signature: string
  try {
    const answer = await api.pause(
      Promise.race([connector.signMessage({ caipAddress, message: message.message }), cancel]),
    )
    if (answer === tookWayOut) return endCancelled()
    signature = answer
  } catch (error) {
    passOnCancellation(error)
    const failure = toWalletError(error)
    const declined = failure.kind === 'userRejected'
    const words = declined ? siwxMessages.declined : failure.message
    return void api.dispatch(siwxSignFailed({ caipAddress, error: words, declined }))
  }
  try {
    // Bounded as every store call (storeBound.ts): a store that never keeps the session ends the
    // signing in section 8's initialization words, with Sign to try again.
    await api.pause(storeAnswer(store.add({ ...message, signature })))
  } catch (error) {
    passOnCancellation(error)
    if (isSiwxStoreSilent(error))
      return void api.dispatch(siwxSignFailed({ caipAddress, error: siwxMessages.initFailed, declined: false }))
    // The store refused the session (a signature it does not accept, a server that said no). A
    // smart account's refused signature most likely means the app cannot check contract
    // signatures (ERC-1271): section 8's words for it.
    const smartAccount = selectEmbeddedAccount(api.getState()).account?.current === 'smartAccount'
    const words = smartAccount ? siwxMessages.smartAccountDeclined : toWalletError(error).message
    return void api.dispatch(siwxSignFailed({ caipAddress, error: words, declined: false }))
  }
  const { issuedAt, expirationTime } = message.data
  api.dispatch(siwxSignedIn({ caipAddress, issuedAt, expirationTime }))
  api.dispatch(closeRequested())
}

export const siwxFlow: Flow = (startListening) => {
  // The active account changed (or its check was missed before the api came): look it up.
  startListening({
    predicate: (_action, current, previous) =>
      activeAccount(current) !== activeAccount(previous) || apiArrived(current, previous),
    effect: async (_action, api) => {
      const siwx = api.extra.host.siwx
      if (!siwx) return
      api.cancelActiveListeners()
      const caipAddress = activeAccount(api.getState())
      if (!caipAddress) return void api.dispatch(siwxIdle())
      await check(api, siwx, caipAddress)
    },
  })

  startListening({
    actionCreator: siwxSignRequested,
    effect: async (_action, api) => {
      const siwx = api.extra.host.siwx
      if (!siwx) return
      api.cancelActiveListeners()
      await sign(api, siwx)
    },
  })

  startListening({
    actionCreator: siwxCancelled,
    effect: (_action, api) => {
      // Section 4: required, the account goes (and the disconnect brings Connect); otherwise the
      // modal closes and this account is not asked again until it changes.
      if (api.getState().portico.options.siwxRequired) return void api.dispatch(disconnectRequested())
      api.dispatch(siwxDismissed())
      api.dispatch(closeRequested())
    },
  })

  startListening({
    actionCreator: siwxSignInRequested,
    effect: (_action, api) => {
      if (!api.extra.host.siwx) return console.error(`Portico: ${siwxMessages.notEnabled}`)
      if (!activeAccount(api.getState())) return console.error(`Portico: ${siwxMessages.noAddress}`)
      api.dispatch(openRequested({ view: 'SIWXSignMessage' }))
    },
  })

  startListening({
    actionCreator: siwxSignOutRequested,
    effect: async (_action, api) => {
      const siwx = api.extra.host.siwx
      const caipAddress = activeAccount(api.getState())
      if (!siwx || !caipAddress) return
      const { chainId, accountAddress } = split(caipAddress)
      try {
        const { sessionsOf } = await api.pause(work())
        await api.pause(sessionsOf(api, siwx).revoke(chainId, accountAddress))
      } catch (error) {
        console.error('Portico: the sign-in session could not be revoked', error)
        return
      }
      api.dispatch(siwxSignedOut({ caipAddress }))
      // Signed out where signing in is required: the account goes too.
      if (api.getState().portico.options.siwxRequired) api.dispatch(disconnectRequested())
    },
  })
}
