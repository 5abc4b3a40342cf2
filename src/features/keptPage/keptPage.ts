// The kept page: what a tab keeps of itself for when the OS discards it in the background (the
// visitor went to their wallet app) and reloads it when they come back. The tab's sessionStorage
// survives that, its memory does not. Kept: whether the modal was open and on which views, the
// drafts the views keep (useViewState), and the Send and Swap forms as typed. Never a secret (a
// code sent by email) and nothing the views show as truth about money (balances, fees, quotes,
// previews): those are asked again. Not in the first load: there is nothing to keep before the
// modal opened and the api came (pageKeeping.ts, which writes it, loads then).
import type { NumberSymbols } from '../../i18n/numbers'
import type { RootState } from '../../store/state'
import type { View } from '../modal/views'

/**
 * The views shown again from the store alone, without what a view was opened with: not one
 * mid-attempt (the Connecting views, ApproveTransaction, sign-in, an email code), whose attempt
 * died with the page. Those fall back to the view before them.
 */
export const keptViews = [
  'Connect',
  'AllWallets',
  'Networks',
  'Account',
  'Send',
  'Swap',
  'Receive',
  'History',
] as const satisfies readonly View[]
export type KeptView = (typeof keptViews)[number]

/** The views that show an account: shown again only once it is connected again. */
export const accountViews: ReadonlySet<View> = new Set<View>(['Account', 'Send', 'Swap', 'Receive', 'History'])

/**
 * The drafts kept, by key (useViewState's): what the visitor typed or opened to find something.
 * A draft is kept only when listed here, so a view that adds one keeps it by saying so; the test
 * of this module holds every draft of the views to one list or the other.
 */
export const keptDrafts: readonly RegExp[] = [
  /^Connect\.email$/,
  /^AllWallets\.search$/,
  /^Swap\.(search|picker)\.(from|to)$/,
  /^History\.network$/,
  /^UpdateEmail\.email$/,
]
/** Never kept: codes sent to the visitor (an OTP), which are theirs to type again. */
export const secretDrafts: readonly RegExp[] = [/^EmailLogin\.code$/, /^UpdateEmail\.code\./]

export const isKeptDraft = (key: string) =>
  keptDrafts.some((rule) => rule.test(key)) && !secretDrafts.some((rule) => rule.test(key))

// Bounds that keep the kept page a few KB at most, whatever was pasted in a field.
export const keptPageLimits = {
  /** The views kept, the latest. */
  views: 10,
  drafts: 16,
  draftKey: 64,
  /** A draft, an amount, a receiver (an address or a name). */
  text: 256,
} as const

export interface KeptForm {
  /** The amount as typed, in the separators of the locale it was typed in. */
  amount: string
  symbols?: NumberSymbols
}

export interface KeptSend extends KeptForm {
  token?: { chainId: string; address?: string }
  /** The receiver as typed: an address or a name (its lookup runs again). */
  receiver: string
}

export interface KeptSwap extends KeptForm {
  /** The network the sides are tokens of. */
  network: string
  from?: string
  to?: string
}

export interface KeptPage {
  /** When it was kept (ms since epoch): older than keptPageMaxAgeMs, it is left alone. */
  savedAt: number
  modal: { open: boolean; views: KeptView[] }
  drafts: Record<string, string | boolean>
  send?: KeptSend
  swap?: KeptSwap
}

const fits = (text: string) => text.length <= keptPageLimits.text
const keptView = (view: View): view is KeptView => (keptViews as readonly View[]).includes(view)

/** The drafts that are kept: listed, a string or a boolean, and short. */
export function keptDraftsOf(entries: Iterable<[string, unknown]>): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {}
  let count = 0
  for (const [key, value] of entries) {
    if (count === keptPageLimits.drafts) break
    if (key.length > keptPageLimits.draftKey || !isKeptDraft(key)) continue
    if (typeof value === 'boolean' || (typeof value === 'string' && fits(value))) {
      kept[key] = value
      count++
    }
  }
  return kept
}

/** Send's form as typed, when something was. */
function keptSendOf(state: RootState): KeptSend | undefined {
  const send = state.portico.send
  if (!send || (!send.token && !send.sendTokenAmount && !send.receiverInput)) return undefined
  if (!fits(send.sendTokenAmount) || !fits(send.receiverInput)) return undefined
  return {
    ...(send.token && {
      token: { chainId: send.token.chainId, ...(send.token.address && { address: send.token.address }) },
    }),
    amount: send.sendTokenAmount,
    ...(send.amountSymbols && { symbols: send.amountSymbols }),
    receiver: send.receiverInput,
  }
}

/** Swap's form as typed (its sides are the network's tokens), when something was. */
function keptSwapOf(state: RootState): KeptSwap | undefined {
  const swap = state.portico.swap
  if (!swap?.network || (!swap.from && !swap.to && !swap.amount) || !fits(swap.amount)) return undefined
  return {
    network: swap.network,
    ...(swap.from && { from: swap.from }),
    ...(swap.to && { to: swap.to }),
    amount: swap.amount,
    ...(swap.amountSymbols && { symbols: swap.amountSymbols }),
  }
}

/**
 * What the page keeps of itself now, or undefined when there is nothing worth keeping.
 * `swapWaiting`: Swap's form as the last kept page had it, not typed back yet (it waits for Swap's
 * tokens): kept as it was while Swap's form is empty.
 */
export function keptPageOf(
  state: RootState,
  drafts: Iterable<[string, unknown]>,
  now: number,
  swapWaiting?: KeptSwap,
): KeptPage | undefined {
  const { modal, router } = state.portico
  const views = modal.open
    ? router.history
        .map((entry) => entry.view)
        .filter(keptView)
        .slice(-keptPageLimits.views)
    : []
  const page: KeptPage = {
    savedAt: now,
    modal: { open: modal.open, views },
    drafts: keptDraftsOf(drafts),
  }
  const send = keptSendOf(state)
  const swap = keptSwapOf(state) ?? swapWaiting
  if (send) page.send = send
  if (swap) page.swap = swap
  return modal.open || Object.keys(page.drafts).length > 0 || send || swap ? page : undefined
}

/**
 * The views to show again, once the last visit's wallet came back or not: those of an account
 * only when one is connected. Empty: the opening rule decides (Connect, or Account).
 */
export function viewsToRestore(views: readonly View[], connected: boolean): KeptView[] {
  const shown = views.filter(keptView).filter((view) => connected || !accountViews.has(view))
  // A view left out may leave the same view twice in a row: once is enough.
  return shown.filter((view, i) => view !== shown[i - 1])
}
