// Pay (section 2's optional screens; feature switch `pay`, off by default): a host asks for a payment and the visitor
// pays it on the Pay view —
// - from the connected wallet: on the request's network (the wallet is asked to switch first),
//   the native coin as the value or an ERC-20's transfer, through the connector; sent, it joins
//   the pending list, and once mined the host's promise resolves with its hash;
// - or by card: the Coinbase-type provider's page opens for the asset on the request's network
//   (section 9's card payment chains, ethereum otherwise), delivering to the recipient; the
//   provider's purchase for the recipient resolves the promise.
// A declined or failed attempt leaves the choice open with the reason; the promise rejects only
// when the visitor gives up (Cancel, or closing the modal) or the request is refused.
// The work itself is a chunk of its own (payWork.ts), loaded when the visitor chooses how to pay.
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { connectSucceeded } from '../connection/actions'
import { closeRequested, openRequested } from '../modal/actions'
import { closed } from '../modal/modalSlice'
import { selectCurrentView } from '../modal/selectors'
import { openBlankProviderWindow } from '../onramp/providerWindow'
import {
  payAsked,
  payByCardPressed,
  payCancelled,
  payFailed,
  payLateSent,
  payRequested,
  payWithWalletPressed,
} from './actions'
import { payErrorMessages } from './constants'
import { payRefusal } from './payRules'
import { selectPay } from './selectors'

const payShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'Pay'
const work = () => import('./payWork')

export const payFlow: Flow = (startListening) => {
  startListening({
    actionCreator: payRequested,
    effect: ({ payload }, api) => {
      // A refused request changes nothing the visitor sees: no modal, and a payment already
      // shown stays shown.
      const refusal = payRefusal(api.getState(), payload.request)
      if (refusal) return void api.dispatch(payFailed({ id: payload.id, ...refusal }))
      // A payment still waiting for the visitor gives way to the newer one.
      const before = selectPay(api.getState())
      if (before.id && before.id !== payload.id && before.status !== 'paid')
        api.dispatch(payFailed({ id: before.id, code: 'CANCELLED', message: payErrorMessages.replaced }))
      api.dispatch(payAsked(payload))
      if (!payShown(api.getState())) api.dispatch(openRequested({ view: 'Pay' }))
    },
  })

  startListening({
    actionCreator: payWithWalletPressed,
    effect: async (_action, api) => (await api.pause(work())).payWithWallet(api),
  })
  // The transfer the wallet sent after the visitor stopped waiting pays that payment, if it is
  // still the one shown and not paid (no second payment is asked of the visitor meanwhile).
  startListening({
    actionCreator: payLateSent,
    effect: async ({ payload }, api) => {
      const pay = selectPay(api.getState())
      if (pay.id !== payload.id || pay.status === 'paid') return
      await (await api.pause(work())).followPayment(api, { hash: payload.hash })
    },
  })
  startListening({
    actionCreator: payByCardPressed,
    effect: async (_action, api) => {
      // First, while the press still counts: a window opened after an await is blocked.
      const window = openBlankProviderWindow()
      const { payByCard } = await api.pause(work()).catch((error: unknown) => {
        window?.close()
        throw error
      })
      await payByCard(api, window)
    },
  })

  // The visitor gives up: Cancel, or closing the modal while the payment waits for them.
  startListening({
    predicate: (action, _current, previous) =>
      (payCancelled.match(action) || closeRequested.match(action)) &&
      !!selectPay(previous).id &&
      ['asked', 'card'].includes(selectPay(previous).status),
    effect: (action, api) => {
      const pay = selectPay(api.getOriginalState())
      if (closeRequested.match(action)) api.dispatch(payCancelled())
      // Cancel on Pay: nothing is left to show, so the modal closes rather than stay empty.
      else if (payShown(api.getState())) api.dispatch(closeRequested())
      api.dispatch(
        payFailed({
          id: pay.id!,
          // The decline as the host's promise rejects with it: English words, not the key Pay
          // shows in the visitor's language.
          ...(pay.error?.declined
            ? { code: 'USER_REJECTED', message: payErrorMessages.declined }
            : { code: 'CANCELLED', message: payErrorMessages.cancelled }),
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
