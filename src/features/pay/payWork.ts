// The work behind Pay, a lazy chunk loaded when the visitor chooses how to pay: from the wallet
// (the switch, the transfer, the wait for the chain; the app's paymaster paying the fee where it
// can, ERC-7677) or by card (the price, the provider's page for the recipient, the wait for the
// delivery). payFlow.ts says when each runs.
import { blockchainApi } from '../../api/porticoApi'
import { failureWords } from '../../api/errors'
import { toWalletError } from '../../connectors/walletErrors'
import { passOnCancellation } from '../../store/cancellation'
import type { PorticoListenerApi } from '../../store/listener'
import { switchNetworkRequested } from '../connection/actions'
import { connectedConnector } from '../connection/connectedConnector'
import { isNotSeenOnChain, notSeenSaid, type Unseen } from '../transactions/pendingFlow'
import { followAgain, type SeenAgain } from '../transactions/followAgain'
import { transactionPreview } from '../preview/previewFirst'
import { isApprovalStopped, withApproval } from '../modal/withApproval'
import { lateSend } from '../send/lateSend'
import { describeTransaction } from '../approvals/describeTransaction'
import { showProvider, type ProviderWindow } from '../onramp/providerWindow'
import { purchasesBefore, waitForPurchase } from '../onramp/purchases'
import { linkRefused } from '../../contract/webUrl'
import { providerPage } from '../onramp/providerPage'
import { transactionSent } from '../send/actions'
import { toBaseUnits } from '../send/sendRules'
import { payLateSent, paySucceeded } from './actions'
import { cardChainOf, payMessages, type PayRequest } from './constants'
import { payAttemptFailed, payStepped, type PayState } from './paySlice'
import { selectPay } from './selectors'
import { answerOf } from '../../api/answerOf'
import { batchFailure, capabilitiesOn, sendBatch } from '../batches/sendBatch'
import { sponsorshipWith } from '../batches/sponsorship'

const switchWaitMs = 60_000
/** Section 5's smallest card amount; a card payment asks for at least this much. */
const smallestCardAmount = 10
/** Over the asset's price: the provider's fee (1-2 %) and the network's. */
const cardMargin = 1.03

/** The request's asset as a CAIP address (the native coin under the API's placeholder). */
const assetAddress = (request: PayRequest) =>
  `${request.network}:${request.asset === 'native' ? '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' : request.asset}` as const

function current(api: PorticoListenerApi): Required<Pick<PayState, 'id' | 'request'>> | undefined {
  const pay = selectPay(api.getState())
  return pay.id && pay.request ? { id: pay.id, request: pay.request } : undefined
}

export async function payWithWallet(api: PorticoListenerApi) {
  const asked = current(api)
  if (!asked || selectPay(api.getState()).status !== 'asked') return
  const { id, request } = asked
  const { ownFee, error: last } = selectPay(api.getState())
  // The last attempt's transfer, sent but not seen on the chain by the bound, may still be mined:
  // Try again looks for that very transfer again rather than ask the wallet for a second one (the
  // visitor is never asked to pay twice).
  if (last?.unseen) return followPayment(api, last.unseen)
  const fail = (message: string, declined = false) => void api.dispatch(payAttemptFailed({ message, declined }))
  const account = api.getState().portico.account.eip155
  if (account?.status !== 'connected' || !account.address) return fail(payMessages.notConnected)
  if (api.getState().portico.chain.activeCaipNetworkId !== request.network) {
    api.dispatch(payStepped({ status: 'switching' }))
    api.dispatch(switchNetworkRequested({ caipNetworkId: request.network }))
    const switched = await api.condition(
      (_action, state) =>
        state.portico.chain.activeCaipNetworkId === request.network &&
        !!state.portico.account.eip155?.caipAddress?.startsWith(`${request.network}:`),
      switchWaitMs,
    )
    if (!switched) return fail(payMessages.notSwitched)
  }
  const wallet = connectedConnector(api, 'eip155')
  if (!wallet) return fail(payMessages.noWallet)
  api.dispatch(payStepped({ status: 'paying' }))
  // Sponsored, a failure that is not the visitor's is the sponsor's (or the wallet's with it):
  // said so, with the way to pay the fee themselves (payOwnFeeChosen).
  let sponsored = false
  try {
    const from = account.address as `0x${string}`
    const { transferTransaction } = await api.pause(import('../send/sendWork'))
    const transaction = transferTransaction({
      from,
      to: request.recipient as `0x${string}`,
      contract: request.asset === 'native' ? undefined : request.asset,
      amount: toBaseUnits(request.amount, request.metadata.decimals)!,
    })
    // What the wallet is asked, read from the transfer itself, named as the host's payment.
    const unit = { symbol: request.metadata.symbol, decimals: request.metadata.decimals }
    const described = describeTransaction(transaction, {
      caipNetworkId: request.network,
      native: unit,
      token: request.asset === 'native' ? undefined : { address: request.asset, ...unit },
    })
    const approval = described.kind === 'send' ? { ...described, kind: 'payment' as const } : described
    // The app's paymaster pays the fee where the host configured one and the wallet takes it
    // (ERC-7677, as Swap): the transfer goes as one call through wallet_sendCalls, followed to the chain.
    const calls = wallet.calls
    const sponsorship =
      calls && !ownFee ? sponsorshipWith(api.getState(), await capabilitiesOn(api, request.network)) : undefined
    if (calls && sponsorship?.status === 'sponsored') {
      sponsored = true
      const { from: _, ...call } = transaction
      const outcome = await sendBatch(api, calls, {
        caipNetworkId: request.network,
        from,
        calls: [{ call, shows: approval }],
        paymaster: sponsorship.paymaster,
        // Sent, waiting for the network, as a payment the wallet sent itself says.
        onSent: () => api.dispatch(payStepped({ status: 'confirming' })),
      })
      const hash = outcome.hashes.at(-1)
      if (outcome.status !== 'confirmed' || !hash) return fail(batchFailure(outcome.status, payMessages.failedOnChain))
      return void api.dispatch(paySucceeded({ id, result: { hash, caipNetworkId: request.network, method: 'wallet' } }))
    }
    // A transfer the wallet sends after the visitor stopped waiting is recorded as sent
    // (lateSend), and pays the very payment it was for (payLateSent → followPayment): the visitor
    // is never left to pay twice.
    const hash = await withApproval(
      api,
      approval,
      () => wallet.sendTransaction({ caipNetworkId: request.network, transaction }),
      transactionPreview(request.network, transaction),
      (late) => {
        lateSend(api.dispatch, { hash: late, caipNetworkId: request.network })
        api.dispatch(payLateSent({ id, hash: late }))
      },
    )
    api.dispatch(transactionSent({ hash, caipNetworkId: request.network }))
    await followPayment(api, { hash })
  } catch (error) {
    passOnCancellation(error)
    // Stopped waiting: back to the choice, in its own words; the host's promise still waits.
    if (isApprovalStopped(error)) return fail(payMessages.stopped)
    // The sponsored transfer's batch not seen by the bound: not the sponsor's refusal, and kept
    // for Try again to look for (as a transfer sent on its own is, in followPayment).
    if (isNotSeenOnChain(error))
      return void api.dispatch(payAttemptFailed({ message: notSeenSaid, declined: false, unseen: error.unseen }))
    const failure = toWalletError(error)
    const declined = failure.kind === 'userRejected'
    // The sponsor's refusal is kept as such, with the reason in its own words: the view says it
    // in the visitor's language (pay.notSponsored).
    if (sponsored && !declined)
      return void api.dispatch(payAttemptFailed({ message: failure.message, declined, sponsorRefused: true }))
    fail(declined ? payMessages.declined : failure.message, declined)
  }
}

/**
 * The payment's transfer, sent: confirming until mined, then paid (the host's promise resolves
 * with its hash), or failed on the chain, or not seen by the bound (Try again looks for it again).
 * Also for a transfer the wallet sent after the visitor stopped waiting, while that payment is
 * still the one shown and not paid, and for a sponsored transfer's batch not seen before.
 */
export async function followPayment(api: PorticoListenerApi, sent: Unseen) {
  const asked = current(api)
  if (!asked) return
  const { id, request } = asked
  api.dispatch(payStepped({ status: 'confirming' }))
  let seen: SeenAgain
  try {
    seen = await followAgain(api, request.network, sent, { pollMs: 500 })
  } catch (error) {
    passOnCancellation(error)
    // Not seen by the bound (section 9): back to the choice in words, the transfer kept for Try
    // again to look for; a payment no longer shown is left as it is.
    if (selectPay(api.getState()).id !== id) return
    return void api.dispatch(payAttemptFailed({ message: notSeenSaid, declined: false, unseen: sent }))
  }
  if (seen.status !== 'confirmed' || !seen.hash)
    return void api.dispatch(
      payAttemptFailed({ message: batchFailure(seen.status, payMessages.failedOnChain), declined: false }),
    )
  api.dispatch(paySucceeded({ id, result: { hash: seen.hash, caipNetworkId: request.network, method: 'wallet' } }))
}

/** Pay by card, with the provider's window the flow opened blank while the press still counted (or null). */
export async function payByCard(api: PorticoListenerApi, window: ProviderWindow | null) {
  const asked = current(api)
  if (!asked || selectPay(api.getState()).status !== 'asked') return void window?.close()
  const { id, request } = asked
  const fail = (message: string) => {
    window?.close()
    api.dispatch(payAttemptFailed({ message, declined: false }))
  }
  const { fungiblePrice, onrampUrl } = blockchainApi.endpoints
  const priced = await api.pause(
    answerOf(
      api.dispatch(
        fungiblePrice.initiate({
          body: {
            currency: 'usd',
            addresses: [assetAddress(request)],
            projectId: api.getState().portico.services.projectId,
          },
        }),
      ),
    ),
  )
  const price = priced.data?.fungibles[0]?.price
  if (!price) return fail(priced.error ? failureWords(priced.error) : payMessages.noPrice)
  const fiat = Math.max(smallestCardAmount, Math.ceil(Number(request.amount) * price * cardMargin))
  const chain = cardChainOf(request.network)
  const before = await purchasesBefore(api, request.recipient, request.network)
  const generated = await api.pause(
    api.dispatch(
      onrampUrl.initiate({
        body: {
          destinationWallets: [{ address: request.recipient, blockchains: [chain], assets: [request.metadata.symbol] }],
          // The server reads the provider's purchases by the address they went to.
          partnerUserId: request.recipient,
          defaultNetwork: chain,
          defaultExperience: 'buy',
          presetFiatAmount: fiat,
        },
      }),
    ),
  )
  const page = providerPage(generated)
  if ('error' in page) return fail(page.error)
  if (window && !showProvider(window, page.url)) return fail(linkRefused)
  api.dispatch(payStepped({ status: 'card', cardUrl: page.url }))
  const outcome = await waitForPurchase(api, {
    window,
    address: request.recipient,
    network: request.network,
    before,
    waiting: () => selectPay(api.getState()).status === 'card' && selectPay(api.getState()).id === id,
  })
  if (outcome.kind === 'arrived')
    return void api.dispatch(
      paySucceeded({
        id,
        result: { hash: outcome.purchase.metadata.hash, caipNetworkId: request.network, method: 'card' },
      }),
    )
  if (outcome.kind === 'failed') return fail(payMessages.cardFailed)
  if (outcome.kind === 'closed') return fail(payMessages.cardClosed)
}
