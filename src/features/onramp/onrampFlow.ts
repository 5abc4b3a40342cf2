// Buying crypto (section 2's optional screens; sections 3, 5, 7 and 9), for the connected eip155 or solana account:
// - A US visitor's state comes first (the provider serves the US only with one): the host's, else
//   the visitor chooses it on the view, and nothing is asked of the provider until then.
// - The options (what can be bought where, and the payment limits) load when the Buy view shows;
//   when they cannot be had, section 5's USD and EUR limits stand in, until Buy shows again.
//   The form starts on the active network's native coin.
// - The quote follows the form, 500 ms after its last change (section 9's debounce), only for an
//   amount within the limits.
// - Buy opens the provider's window at once (blank, while the press counts), then sends it to
//   the provider's page: the Coinbase-type provider's from the generator call, the Meld-type
//   provider's built here. A blocked window leaves the link on the view.
// - While it is open, the Coinbase-type provider's purchases (the history call's `onramp`) are
//   read every few seconds; a new one completes the purchase and the balances are read again.
//   A window closed is said at once; a purchase listed within a minute of it still completes,
//   and then the wait ends.
// The work itself is a chunk of its own (onrampWork.ts), loaded when Buy first shows.
import { apiArrived } from '../../store/apiArrival'
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { activeNetworkChanged } from '../chain/chainSlice'
import { selectCurrentView } from '../modal/selectors'
import {
  onrampAmountTyped,
  onrampAssetChosen,
  onrampCurrencyChosen,
  onrampMethodChosen,
  onrampRequested,
  onrampSubdivisionChosen,
} from './actions'
import { openBlankProviderWindow } from './providerWindow'
import { selectOnramp, selectOnrampRegion } from './selectors'

const onrampShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'OnRamp'
const work = () => import('./onrampWork')

export const onrampFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      (onrampShown(current) && (!onrampShown(previous) || apiArrived(current, previous))) ||
      (activeNetworkChanged.match(action) && onrampShown(current)) ||
      onrampSubdivisionChosen.match(action),
    effect: async (action, api) => {
      api.cancelActiveListeners()
      // A US visitor's options wait for their state (the view asks it).
      if (selectOnrampRegion(api.getState()).needsSubdivision) return
      const { chooseDefaults, loadOptions } = await api.pause(work())
      const options = selectOnramp(api.getState()).options.status
      // Loaded once per visit of the store (the call is cached five minutes besides), and again
      // for another state. Options that could not be had are asked for again each time Buy
      // shows (section 5's limits stood in meanwhile): coming back is the visitor's Try again.
      if (options === 'loaded' && !onrampSubdivisionChosen.match(action)) chooseDefaults(api)
      else await loadOptions(api)
    },
  })

  // A newer change supersedes the quote under way (and its pause).
  startListening({
    predicate: (action, current, previous) =>
      onrampAmountTyped.match(action) ||
      onrampCurrencyChosen.match(action) ||
      onrampMethodChosen.match(action) ||
      onrampAssetChosen.match(action) ||
      selectOnramp(current).options.status !== selectOnramp(previous).options.status,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await (await api.pause(work())).quote(api)
    },
  })

  startListening({
    actionCreator: onrampRequested,
    effect: async (_action, api) => {
      // First, while the press still counts: a window opened after an await is blocked.
      const window = openBlankProviderWindow()
      // One purchase followed at a time: a new Buy replaces the one before.
      api.cancelActiveListeners()
      const { buy } = await api.pause(work()).catch((error: unknown) => {
        window?.close()
        throw error
      })
      await buy(api, window)
    },
  })
}
