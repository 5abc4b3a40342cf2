// Swaps (section 2's optional screens; sections 4, 8 and 9), on the connected eip155 account's network:
// - The tokens the swap service lists for the network load when the Swap view shows (or the
//   network changes under it), with the network's gas price; outside the swap networks section
//   8's words say why ("Network not supported for Swaps"), in the visitor's language.
// - The quote follows what the visitor types, 500 ms after the last change (section 9's
//   debounce), with the allowance the sold token has for the service (short: an approval goes
//   first) and both sides' USD prices.
// - Swap: the approval (when needed) and then the swap, each built by the service and sent by the
//   connected wallet's connector, each waited for on the chain; the balances are read again. A
//   decline or a failure leaves the form as typed, with the reason.
// - The token picker's recent picks are kept in storage: read when Swap shows, written on a pick.
// The work itself is a chunk of its own (swapWork.ts), loaded when Swap first shows.
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { apiArrived } from '../../store/apiArrival'
import { activeNetworkChanged } from '../chain/chainSlice'
import { selectCurrentView } from '../modal/selectors'
import { swapAmountTyped, swapFlipped, swapRequested, swapTokenChosen, swapTokensRetried } from './actions'
import { selectSwap } from './selectors'
import { swapRecentRestored } from './swapSlice'

const swapShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'Swap'
const work = () => import('./swapWork')

export const swapFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      (swapShown(current) && (!swapShown(previous) || apiArrived(current, previous))) ||
      ((activeNetworkChanged.match(action) || swapTokensRetried.match(action)) && swapShown(current)),
    effect: async (_action, api) => {
      // Outside the swap networks the api answers in section 8's words, which the view shows.
      api.cancelActiveListeners()
      await (await api.pause(work())).loadTokens(api)
    },
  })

  startListening({
    predicate: (_action, current, previous) =>
      swapShown(current) && (!swapShown(previous) || apiArrived(current, previous)),
    effect: async (_action, api) => {
      const stored = await api.extra.storage.get('recentSwapTokens')
      if (stored?.length) api.dispatch(swapRecentRestored(stored))
    },
  })
  startListening({
    actionCreator: swapTokenChosen,
    effect: (_action, api) => api.extra.storage.set('recentSwapTokens', selectSwap(api.getState()).recent),
  })

  // A newer change supersedes the quote under way (and its pause).
  startListening({
    predicate: (action, current, previous) =>
      swapAmountTyped.match(action) ||
      swapTokenChosen.match(action) ||
      swapFlipped.match(action) ||
      selectSwap(current).tokens.status !== selectSwap(previous).tokens.status,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await (await api.pause(work())).quote(api)
    },
  })

  startListening({
    actionCreator: swapRequested,
    effect: async (_action, api) => (await api.pause(work())).swap(api),
  })
}
