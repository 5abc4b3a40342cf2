// Pay (issue 14; feature switch `pay`, off by default): a host asks for a payment and the visitor
// pays it on the Pay view —
// - from the connected wallet: on the request's network (the wallet is asked to switch first),
//   the native coin as the value or an ERC-20's transfer, through the connector; sent, it joins
//   the pending list, and once mined the host's promise resolves with its hash;
// - or by card: the Coinbase-type provider's page opens for the asset on the request's network
//   (section 9's card payment chains, ethereum otherwise), delivering to the recipient; the
//   provider's purchase for the recipient resolves the promise.
// A declined or failed attempt leaves the choice open with the reason; the promise rejects only
// when the visitor gives up (Cancel, or closing the modal) or the request is refused.
import { blockchainApi } from '../../api/porticoApi'
import { failureWords } from '../../api/errors'
import { toWalletError } from '../../connectors/walletErrors'
import { passOnCancellation } from '../../store/cancellation'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { selectNetworks } from '../chain/selectors'
import { connectSucceeded, switchNetworkRequested } from '../connection/actions'
import { connectedConnector } from '../connection/connectedConnector'
import { minedOutcome } from '../history/pendingFlow'
import { closeRequested, openRequested } from '../modal/actions'
import { closed } from '../modal/modalSlice'
import { withApproval } from '../modal/withApproval'
import { selectCurrentView } from '../modal/selectors'
import { openBlankProviderWindow, showProvider } from '../onramp/providerWindow'
import { purchasesBefore, waitForPurchase } from '../onramp/purchases'
import { transactionSent } from '../send/actions'
import { toBaseUnits } from '../send/sendRules'
import { payByCardPressed, payCancelled, payFailed, payRequested, paySucceeded, payWithWalletPressed } from './actions'
import { cardChainOf, type PayRequest } from './constants'
import { payRequestProblem } from './payRules'
import { payAttemptFailed, payStepped, type PayState } from './paySlice'
import { selectPay } from './selectors'

export const payMessages = {
  disabled: 'Pay is not enabled: set features.pay to true in the config',
  replaced: 'A newer payment request replaced this one',
  cancelled: 'The payment was cancelled',
  notConnected: 'Connect a wallet to pay',
  notSwitched: 'The wallet did not switch to the payment’s network',
  noWallet: 'Adapter not found',
  failedOnChain: 'The payment failed on the chain',
  cardFailed: 'The provider could not complete the purchase',
  cardClosed: 'The card window closed before the payment arrived',
  noPrice: 'The asset’s price could not be had for a card payment',
} as const

const switchWaitMs = 60_000
/** Section 5's smallest card amount; a card payment asks for at least this much. */
const smallestCardAmount = 10
/** Over the asset's price: the provider's fee (1-2 %) and the network's. */
const cardMargin = 1.03

const payShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'Pay'

/** The request's asset as a CAIP address (the native coin under the API's placeholder). */
const assetAddress = (request: PayRequest) =>
  `${request.network}:${request.asset === 'native' ? '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' : request.asset}` as const

function current(api: PorticoListenerApi): Required<Pick<PayState, 'id' | 'request'>> | undefined {
  const pay = selectPay(api.getState())
  return pay.id && pay.request ? { id: pay.id, request: pay.request } : undefined
}

async function payWithWallet(api: PorticoListenerApi) {
  const asked = current(api)
  if (!asked || selectPay(api.getState()).status !== 'asked') return
  const { id, request } = asked
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
  try {
    const { transferTransaction } = await api.pause(import('../send/sendWork'))
    const transaction = transferTransaction({
      from: account.address as `0x${string}`,
      to: request.recipient as `0x${string}`,
      contract: request.asset === 'native' ? undefined : request.asset,
      amount: toBaseUnits(request.amount, request.metadata.decimals)!,
    })
    const hash = await withApproval(api, () => wallet.sendTransaction({ caipNetworkId: request.network, transaction }))
    api.dispatch(transactionSent({ hash, caipNetworkId: request.network }))
    api.dispatch(payStepped({ status: 'confirming' }))
    if (!(await minedOutcome(api, request.network, hash, { pollMs: 500 }))) return fail(payMessages.failedOnChain)
    api.dispatch(paySucceeded({ id, result: { hash, caipNetworkId: request.network, method: 'wallet' } }))
  } catch (error) {
    passOnCancellation(error)
    const failure = toWalletError(error)
    fail(failure.message, failure.kind === 'userRejected')
  }
}

async function payByCard(api: PorticoListenerApi) {
  const asked = current(api)
  if (!asked || selectPay(api.getState()).status !== 'asked') return
  const { id, request } = asked
  // First, while the press still counts: a window opened after an await is blocked.
  const window = openBlankProviderWindow()
  const fail = (message: string) => {
    window?.close()
    api.dispatch(payAttemptFailed({ message, declined: false }))
  }
  const { fungiblePrice, onrampUrl } = blockchainApi.endpoints
  const priced = await api.pause(
    api.dispatch(
      fungiblePrice.initiate(
        {
          body: {
            currency: 'usd',
            addresses: [assetAddress(request)],
            projectId: api.getState().portico.services.projectId,
          },
        },
        { subscribe: false },
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
  if (!generated.data) return fail(failureWords(generated.error))
  if (window) showProvider(window, generated.data.url)
  api.dispatch(payStepped({ status: 'card', cardUrl: generated.data.url }))
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

export const payFlow: Flow = (startListening) => {
  startListening({
    actionCreator: payRequested,
    effect: ({ payload }, api) => {
      // A payment still waiting for the visitor gives way to the newer one.
      const before = api.getOriginalState().portico.pay
      if (before?.id && before.id !== payload.id && before.status !== 'paid')
        api.dispatch(payFailed({ id: before.id, code: 'CANCELLED', message: payMessages.replaced }))
      const state = api.getState()
      if (!state.portico.options.features.pay)
        return void api.dispatch(payFailed({ id: payload.id, code: 'PAY_DISABLED', message: payMessages.disabled }))
      const networks = selectNetworks(state).map((n) => n.caipNetworkId)
      const problem = payRequestProblem(payload.request, networks)
      if (problem) return void api.dispatch(payFailed({ id: payload.id, code: 'INVALID_REQUEST', message: problem }))
      if (!payShown(state)) api.dispatch(openRequested({ view: 'Pay' }))
    },
  })

  startListening({ actionCreator: payWithWalletPressed, effect: (_action, api) => payWithWallet(api) })
  startListening({ actionCreator: payByCardPressed, effect: (_action, api) => payByCard(api) })

  // The visitor gives up: Cancel, or closing the modal while the payment waits for them.
  startListening({
    predicate: (action, _current, previous) =>
      (payCancelled.match(action) || closeRequested.match(action)) &&
      !!selectPay(previous).id &&
      ['asked', 'card'].includes(selectPay(previous).status),
    effect: (action, api) => {
      const pay = selectPay(api.getOriginalState())
      if (closeRequested.match(action)) api.dispatch(payCancelled())
      api.dispatch(
        payFailed({
          id: pay.id!,
          ...(pay.error?.declined
            ? { code: 'USER_REJECTED', message: pay.error.message }
            : { code: 'CANCELLED', message: payMessages.cancelled }),
        }),
      )
    },
  })

  // Connected from the Pay view: connecting closes the modal (connectSucceeded, then closed);
  // the payment is shown again.
  let justConnected = false
  startListening({
    actionCreator: connectSucceeded,
    effect: () => {
      justConnected = true
    },
  })
  startListening({
    actionCreator: closed,
    effect: (_action, api) => {
      const reopen = justConnected && selectPay(api.getState()).status === 'asked'
      justConnected = false
      if (reopen) api.dispatch(openRequested({ view: 'Pay' }))
    },
  })
}
