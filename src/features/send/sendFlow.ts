// Send (section 4: "validates, shows the transaction stack, sends, resets"). Three listeners:
// the receiver field looks a name up (or an address's profile), the form's network fee is
// estimated, and a send asks the connected wallet (as one call whose fee the app's paymaster
// pays, where the host and the wallet allow: ERC-7677). This flow comes with the api
// (apiFlows): the Send view, which renders once the api is attached, finds it there. The rules,
// the encoders and the api calls are the send work, a lazy chunk (sendWork).
import { TaskAbortError } from '../../store/toolkit'
import { toWalletError } from '../../connectors/walletErrors'
import { whenApiAttached } from '../../store/apiArrival'
import type { Flow, PorticoDispatch, PorticoExtra } from '../../store/listener'
import { selectCurrentView } from '../modal/selectors'
import { popped, pushed, reset } from '../modal/routerSlice'
import {
  gasEstimateChanged,
  looksLikeName,
  receiverChanged,
  receiverNotResolved,
  receiverResolved,
  sendFailed,
  sendStarted,
  sendSucceeded,
  type SendError,
} from './sendSlice'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import type { RootState } from '../../store/state'
import { sendRequested, transactionSent } from './actions'
import { selectSend } from './selectors'
import { listenerHost, previewHeld, startPreview, transactionPreview } from '../preview/previewFirst'
import { connectedConnector, noAdapterSaid } from '../connection/connectedConnector'
import { lateSend } from './lateSend'
import { approvalHostOf, isApprovalStopped, nextApprovalAttempt, unlessStopped } from '../modal/withApproval'

/** Section 9: default debounce 500 ms (name lookups and fee estimates wait for typing to pause). */
export const sendDebounceMs = 500

type Api = {
  getState: () => RootState
  dispatch: PorticoDispatch
  extra: PorticoExtra
  condition: (predicate: (action: unknown, state: RootState) => boolean) => Promise<boolean>
}

/** The send work, once the api chunk is attached to this store (it calls the api). */
async function apiLoader(api: Api) {
  await whenApiAttached(api)
  return import('./sendWork')
}

/** The fields a fee depends on. */
const feeInputsChanged = (current: RootState, previous: RootState) => {
  const [now, before] = [selectSend(current), selectSend(previous)]
  return (
    now.token !== before.token ||
    now.sendTokenAmount !== before.sendTokenAmount ||
    now.amountSymbols !== before.amountSymbols ||
    now.receiverAddress !== before.receiverAddress ||
    now.receiverLookup !== before.receiverLookup ||
    current.portico.account !== previous.portico.account ||
    current.portico.chain.activeCaipNetworkId !== previous.portico.chain.activeCaipNetworkId ||
    // A send that ended without sending (declined, refused) leaves the form to send again: an
    // estimate cancelled while it was under way (an account refresh meanwhile) is made again.
    (before.loading && !now.loading)
  )
}

export const sendFlow: Flow = (startListening) => {
  // The receiver field: a name is looked up (names: eip155 only), an address gets its profile.
  startListening({
    actionCreator: receiverChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      const input = action.payload
      const receiver = input.trim()
      const isName = looksLikeName(receiver)
      if (api.getState().portico.chain.activeNamespace !== 'eip155') return
      if (!isName && !/^(0x)?[0-9a-fA-F]{40}$/.test(receiver)) return
      await api.delay(sendDebounceMs)
      const { resolveName, identityOf } = await api.pause(apiLoader(api))
      let address = receiver.startsWith('0x') ? receiver : `0x${receiver}`
      if (isName) {
        const lookup = await api.pause(resolveName(api.dispatch, receiver))
        if (!lookup.found) return void api.dispatch(receiverNotResolved({ input, lookup: lookup.lookup }))
        address = lookup.address
        // The address is enough to send: the avatar may follow.
        api.dispatch(receiverResolved({ input, address, name: receiver }))
      }
      const identity = await api.pause(identityOf(api.dispatch, address))
      // A name typed stays the name shown; an address shows its owner's name when it has one.
      api.dispatch(
        receiverResolved({
          input,
          address: isName ? address : receiver,
          name: isName ? receiver : identity.name,
          imageUrl: identity.avatar,
        }),
      )
    },
  })

  // The network fee of the form as it stands, once typing pauses and the form could be sent.
  startListening({
    predicate: (_action, current, previous) => feeInputsChanged(current, previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      if (selectSend(api.getState()).loading) return
      await api.delay(sendDebounceMs)
      const loader = await api.pause(apiLoader(api))
      const transfer = loader.transferOf(api.getState())
      if (!transfer) {
        if (selectSend(api.getState()).gasEstimate) api.dispatch(gasEstimateChanged(undefined))
        return
      }
      api.dispatch(gasEstimateChanged({ status: 'loading' }))
      try {
        const connector = connectedConnector(api, transfer.network.chainNamespace)
        const fee = await api.pause(loader.transferFee(api, transfer, connector))
        api.dispatch(gasEstimateChanged({ status: 'ready', feeWei: fee.toString() }))
      } catch (error) {
        if (error instanceof TaskAbortError) throw error
        api.dispatch(gasEstimateChanged({ status: 'failed' }))
      }
    },
  })

  startListening({
    actionCreator: sendRequested,
    effect: async (_action, api) => {
      const state = api.getState()
      if (selectSend(state).loading || !state.portico.options.features.send) return
      // Validates: Send is disabled while the rules say no; this is their last word.
      const { transferOf, transferApproval, walletTransaction, transferPaymaster, sendSponsored } = await api.pause(
        apiLoader(api),
      )
      // A second press while the chunk loaded: the first one is under way.
      if (selectSend(api.getState()).loading) return
      const transfer = transferOf(api.getState())
      if (!transfer) return
      const { caipNetworkId, chainNamespace } = transfer.network
      const wallet = connectedConnector(api, chainNamespace)
      if (!wallet) return void api.dispatch(sendFailed({ kind: 'failed', message: noAdapterSaid }))

      /** Declined, failed or stopped: back on Send with everything as typed, and the reason. */
      const failed = (error: SendError) => {
        api.dispatch(sendFailed(error))
        if (selectCurrentView(api.getState()).view === 'ApproveTransaction') api.dispatch(popped())
        // Send's banner says the visitor stopped waiting; they know, no snackbar needed.
        if (error.kind === 'stopped') return
        api.dispatch(
          snackbarRequested(
            // Send's own banner says why (SendOutcome): no snackbar over it while Send shows.
            error.kind === 'rejected'
              ? { message: 'snackbar.transactionDeclined', variant: 'error', autoClose: true, saidByView: 'Send' }
              : { message: 'snackbar.transactionFailed', variant: 'error', autoClose: true, saidByView: 'Send' },
          ),
        )
      }
      api.dispatch(sendStarted())
      // The app's paymaster pays the fee where the host and the wallet allow (ERC-7677); then a
      // failure that is not the visitor's is the sponsor's, and paying the fee oneself is offered.
      let sponsored = false
      try {
        const paymaster = await transferPaymaster(api, transfer, wallet)
        let hash: string
        if (paymaster && wallet.calls && 'eip155' in transfer) {
          sponsored = true
          // One call through wallet_sendCalls, followed to the chain; ApproveTransaction (sendBatch
          // shows it) says the app pays the fee. Its transaction is known as sent once settled.
          const sent = await sendSponsored(api, transfer, wallet.calls, paymaster)
          if (!selectSend(api.getState()).loading) return
          if ('failed' in sent) return failed({ kind: 'failed', message: sent.failed })
          hash = sent.hash
        } else {
          // Shows the transaction stack: ApproveTransaction while the wallet asks (it cannot be closed).
          // With the preview of the very transfer (README "Before you sign"), before the wallet asks.
          const approval = transferApproval(api.getState(), transfer)
          const previewId =
            'eip155' in transfer
              ? startPreview(api, approval, transactionPreview(caipNetworkId, transfer.eip155))
              : undefined
          const attempt = nextApprovalAttempt()
          api.dispatch(
            pushed({ view: 'ApproveTransaction', data: { approval, attempt, ...(previewId && { previewId }) } }),
          )
          const transaction = await walletTransaction(api, transfer)
          await previewHeld(listenerHost(api), previewId)
          // Unless the visitor stops waiting (withApproval): a transaction the wallet sends after
          // that is still sent, so it is recorded and said (lateSend), the form left as it is.
          hash = await api.pause(
            unlessStopped(
              approvalHostOf(api),
              attempt,
              () => wallet.sendTransaction({ caipNetworkId, transaction }),
              (late) => lateSend(api.dispatch, { hash: late, caipNetworkId }),
            ),
          )
          // Disconnected while the wallet asked (the host's own button): the form is gone already.
          if (!selectSend(api.getState()).loading) return void api.dispatch(transactionSent({ hash, caipNetworkId }))
        }
        // Sends, then resets: a fresh form, back to Account.
        api.dispatch(sendSucceeded({ hash, caipNetworkId }))
        if (!sponsored) api.dispatch(transactionSent({ hash, caipNetworkId }))
        api.dispatch(reset({ view: 'Account' }))
        api.dispatch(snackbarRequested({ message: 'snackbar.transactionSent', variant: 'success', autoClose: true }))
      } catch (error) {
        if (!selectSend(api.getState()).loading) return
        if (isApprovalStopped(error)) return failed({ kind: 'stopped', message: error.message })
        const walletError = toWalletError(error)
        const kind = walletError.kind === 'userRejected' ? 'rejected' : sponsored ? 'sponsorRefused' : 'failed'
        failed({ kind, message: walletError.message })
      }
    },
  })
}
