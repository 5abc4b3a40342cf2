// What the visitor does on the Swap view and what comes of it (section 2's optional screens): plain actions in the
// first load's reach (the views and the events name them); the flow and the slice that answer
// them come with the api.
import type { NumberSymbols } from '../../i18n/numbers'
import { createAction } from '@reduxjs/toolkit'
import type { CaipAddress, CaipNetworkId } from '../../contract/entities'
import type { Unseen } from '../transactions/pendingFlow'

/** A token chosen for one side of the swap (the token picker). */
export const swapTokenChosen = createAction<{ side: 'from' | 'to'; caipAddress: CaipAddress }>(
  'portico/swapTokenChosen',
)
/**
 * The amount to sell, as typed (kept as typed whatever happens), and the separators of the
 * locale it was typed in (English's when absent).
 */
export const swapAmountTyped = createAction<{ amount: string; symbols?: NumberSymbols | undefined }>(
  'portico/swapAmountTyped',
)
/** Try again after the swap service's token list did not come (its failed state). */
export const swapTokensRetried = createAction('portico/swapTokensRetried')
/** Sell what was to be bought and the other way round. */
export const swapFlipped = createAction('portico/swapFlipped')
/** Review pressed: the preview of the swap as quoted. */
export const swapReviewRequested = createAction('portico/swapReviewRequested')
/** Back from the preview to the form, as typed. */
export const swapReviewCancelled = createAction('portico/swapReviewCancelled')
/** The visitor confirmed the preview: approve if the allowance is short, then swap. */
export const swapRequested = createAction('portico/swapRequested')

// Events (usePorticoEvents).
/** The swap went out (its transaction's hash, mined). */
export const swapSucceeded = createAction<{ hash: string; caipNetworkId: CaipNetworkId }>('portico/swapSucceeded')
/**
 * The swap did not go out, in the words of whoever refused (a catalogue key where the words are
 * Swap's own, said in the visitor's language); the form stays as typed.
 * `sponsorRefused`: the app's paymaster did not pay (ERC-7677), and paying the fee oneself is offered;
 * `error` is then the reason alone, as the paymaster service (or the wallet with it) gave it.
 * `unseen`: the swap's transaction (or its approval, or the batch of either) went out but the
 * chain had not shown it by the bound.
 */
export const swapFailed = createAction<{
  error: string
  declined: boolean
  sponsorRefused?: boolean
  unseen?: SwapUnseen
}>('portico/swapFailed')

/** What of the swap went out unseen: the approval (the swap still to ask) or the swap itself. */
export type SwapUnseen = Unseen & { step: 'approving' | 'swapping' }
/** After the sponsor did not pay: the visitor pays the network fee of the next swap themselves. */
export const swapOwnFeeChosen = createAction('portico/swapOwnFeeChosen')
