// The kept page taken up (keptPageFlow), once the last visit's wallet came back or not, in the
// order the views need it: the drafts in their map before any view mounts, Send's form as the
// view types it (its name lookup and fee estimate run again), then the modal on its views. Swap's
// sides are tokens of the network its tokens load for, which they do once Swap shows: they follow
// then. Nothing here asks the wallet anything. A chunk of its own: only a tab the OS reloaded
// needs it.
import type { PorticoListenerApi } from '../../store/listener'
import { TaskAbortError } from '../../store/toolkit'
import type { RootState } from '../../store/state'
import type { StorageValue } from '../../store/storage/keys'
import { selectIsConnected } from '../account/selectors'
import { openRequested } from '../modal/actions'
import { pushed } from '../modal/routerSlice'
import { amountChanged, receiverChanged, tokenChosen } from '../send/sendSlice'
import { swapAmountTyped, swapTokenChosen } from '../swap/actions'
import { keptDraftsOf, viewsToRestore, type KeptView } from './keptPage'
import type { KeptTab } from './keptPageFlow'
import { viewDrafts } from './viewDrafts'

type KeptPage = StorageValue<'keptPage'>

/** The api in this store (Send's and Swap's slices come with it); false when its chunk would not load. */
async function withApi(api: PorticoListenerApi): Promise<boolean> {
  try {
    await api.pause(api.extra.attachApi(api.dispatch))
    return true
  } catch {
    return false
  }
}

/** The modal open again on `views`, the last on top, as if the visitor had gone there. */
function reopen(api: PorticoListenerApi, views: readonly KeptView[]) {
  const [first, ...rest] = views
  // Empty: the opening rule decides (Account when connected, else Connect).
  api.dispatch(openRequested(first ? { view: first } : undefined))
  const { history } = api.getState().portico.router
  // The rule showed another view (the host controls WalletConnect): that one alone.
  if (!first || history.length !== 1 || history[0]!.view !== first) return
  for (const view of rest) api.dispatch(pushed({ view }))
}

export async function restoreKeptPage(api: PorticoListenerApi, page: KeptPage): Promise<void> {
  // Only the drafts that are kept: a page kept by another version of Portico may hold others.
  const drafts = Object.entries(keptDraftsOf(Object.entries(page.drafts)))
  if (drafts.length > 0) viewDrafts.restore(drafts)

  const connected = selectIsConnected(api.getState())
  // Send's form is the account's: kept for it only when it is back.
  if (connected && page.send && (await withApi(api))) {
    const { token, amount, symbols, receiver } = page.send
    if (token) api.dispatch(tokenChosen({ chainId: token.chainId, ...(token.address && { address: token.address }) }))
    if (amount) api.dispatch(amountChanged(amount, symbols))
    if (receiver) api.dispatch(receiverChanged(receiver))
  }

  // Opened meanwhile (a sign-in the account asks for, an unsupported network, the host): that stands.
  if (page.modal.open && !api.getState().portico.modal.open) reopen(api, viewsToRestore(page.modal.views, connected))
}

/**
 * Swap's form as typed, once its tokens start loading for the network it was typed on (Swap
 * shown); dropped if the account goes or its tokens are another network's.
 */
export async function restoreSwap(api: PorticoListenerApi, swap: NonNullable<KeptPage['swap']>): Promise<void> {
  if (!selectIsConnected(api.getState())) return
  const network = (state: RootState) => state.portico.swap?.network
  if (network(api.getState()) === undefined)
    await api.condition((_action, state) => network(state) !== undefined || !selectIsConnected(state))
  const state = api.getState()
  if (!selectIsConnected(state) || network(state) !== swap.network) return
  if (swap.from) api.dispatch(swapTokenChosen({ side: 'from', caipAddress: swap.from }))
  if (swap.to) api.dispatch(swapTokenChosen({ side: 'to', caipAddress: swap.to }))
  if (swap.amount) api.dispatch(swapAmountTyped({ amount: swap.amount, symbols: swap.symbols }))
}

/**
 * The kept page taken up (keptPageFlow): restored, then the page keeps itself again (`tab`) while
 * Swap's sides wait for its tokens to load (the Swap view shown). What could not be restored is
 * lost; the page goes on keeping itself.
 */
export async function takeUpKeptPage(api: PorticoListenerApi, page: KeptPage, tab: KeptTab): Promise<void> {
  try {
    await restoreKeptPage(api, page)
    tab.takenUp = true
    if (page.swap) {
      tab.swapWaiting = page.swap
      await restoreSwap(api, page.swap)
      tab.swapWaiting = undefined
    }
  } catch (error) {
    if (error instanceof TaskAbortError) throw error
    api.extra.errors.report(error, 'keptPage restore')
  }
}
