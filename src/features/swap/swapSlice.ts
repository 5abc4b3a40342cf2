// The Swap view's state (section 2's optional screens): the tokens the swap service lists for the active network,
// the two sides and the amount as typed, the quote for them with the allowance it needs, and the
// swap under way. Arrives with the api's flows (composition/apiSlices.ts).
import type { NumberSymbols } from '../../i18n/numbers'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipAddress, CaipNetworkId } from '../../contract/entities'
import {
  swapAmountTyped,
  swapFailed,
  swapFlipped,
  swapOwnFeeChosen,
  swapRequested,
  swapReviewCancelled,
  swapReviewRequested,
  swapSucceeded,
  swapTokenChosen,
  type SwapUnseen,
} from './actions'
import { maxRecentSwapTokens } from './constants'

export interface SwapToken {
  caipAddress: CaipAddress
  name: string
  symbol: string
  decimals: number
  logoUri: string | null
}

export interface SwapQuote {
  /** The sides and amount (base units) it is for: a quote for anything else is stale. */
  from: CaipAddress
  to: CaipAddress
  amount: string
  /** What the pool gives, in the bought token's base units. */
  toAmount: string
  /** The allowance is short: an approval goes first. */
  needsApproval: boolean
  /** What each side is worth in USD, where the service prices both (the price impact's basis). */
  fromUsd?: number
  toUsd?: number
}

export type SwapStep = 'form' | 'preview' | 'approving' | 'swapping' | 'done'

export interface SwapState {
  network?: CaipNetworkId
  tokens: { status: 'idle' | 'loading' | 'loaded' | 'failed'; list: SwapToken[]; error?: string }
  from?: CaipAddress
  to?: CaipAddress
  amount: string
  /** How the visitor's locale writes numbers, as the amount was typed in it. */
  amountSymbols?: NumberSymbols | undefined
  /** The last quote stays in `value` while the next loads (shown as stale until it comes). */
  quote: { status: 'idle' | 'loading' | 'ready' | 'failed'; value?: SwapQuote; error?: string }
  /** The network's gas price (the service's standard tier, wei), for the network fee. */
  gas: { status: 'idle' | 'loading' | 'ready' | 'failed'; wei?: string; error?: string }
  step: SwapStep
  /** The tokens the visitor picked lately, the latest first: the picker lists them first. */
  recent: CaipAddress[]
  /** The last swap's hash, once it went out. */
  hash?: string
  /** Why the last swap did not go out. */
  error?: string
  /**
   * The last swap's transaction, sent, that the chain had not shown by the bound (section 9): it
   * may still be mined, so Swap on the same form follows it again instead of sending another.
   * Changing the form lets it go (its record stays in Activity).
   */
  unseen?: SwapUnseen
  /**
   * The last swap failed because the app's paymaster did not pay: `error` is the service's reason,
   * said by the view as `swap.notSponsored` (and paying oneself offered).
   */
  sponsorRefused?: boolean
  /** The visitor pays the network fee of the next swap, sponsorship or not (swapOwnFeeChosen). */
  ownFee?: boolean
}

export const initialSwapState: SwapState = {
  tokens: { status: 'idle', list: [] },
  amount: '',
  quote: { status: 'idle' },
  gas: { status: 'idle' },
  step: 'form',
  recent: [],
}

export const swapSlice = createSlice({
  name: 'portico/swap',
  initialState: initialSwapState,
  reducers: {
    swapTokensLoading(state, { payload }: PayloadAction<{ network: CaipNetworkId }>) {
      // Another network's tokens and sides do not carry over.
      if (state.network !== payload.network)
        return {
          ...initialSwapState,
          network: payload.network,
          tokens: { status: 'loading', list: [] },
          recent: state.recent,
        }
      state.tokens.status = 'loading'
    },
    swapTokensLoaded(state, { payload }: PayloadAction<{ network: CaipNetworkId; list: SwapToken[] }>) {
      if (state.network !== payload.network) return
      state.tokens = { status: 'loaded', list: payload.list }
    },
    swapTokensFailed(state, { payload }: PayloadAction<{ network: CaipNetworkId; error: string }>) {
      if (state.network !== payload.network) return
      state.tokens = { status: 'failed', list: [], error: payload.error }
    },
    swapQuoteLoading(state) {
      state.quote = { status: 'loading', ...(state.quote.value && { value: state.quote.value }) }
    },
    swapQuoteReady(state, { payload }: PayloadAction<SwapQuote>) {
      state.quote = { status: 'ready', value: payload }
    },
    swapQuoteFailed(state, { payload }: PayloadAction<string>) {
      state.quote = { status: 'failed', error: payload }
    },
    /** Nothing to quote (no amount, or a side missing). */
    swapQuoteCleared(state) {
      state.quote = { status: 'idle' }
    },
    swapStepped(state, { payload }: PayloadAction<SwapStep>) {
      state.step = payload
    },
    /**
     * An approval of the sold token mined: the allowance the quote read is gone. A quote it
     * covers needs no approval any more, whatever comes of the swap after it (a decline leaves
     * the form to swap again, and a new quote is half a second away at best).
     */
    swapAllowanceApproved(state, { payload }: PayloadAction<{ token: CaipAddress; allowance: string }>) {
      const value = state.quote.value
      if (value?.from === payload.token && BigInt(value.amount) <= BigInt(payload.allowance))
        value.needsApproval = false
    },
    swapGasLoaded(state, { payload }: PayloadAction<{ network: CaipNetworkId; wei: string }>) {
      if (state.network === payload.network) state.gas = { status: 'ready', wei: payload.wei }
    },
    swapGasFailed(state, { payload }: PayloadAction<{ network: CaipNetworkId; error: string }>) {
      if (state.network === payload.network) state.gas = { status: 'failed', error: payload.error }
    },
    /** The picks an earlier visit left (storage), after any made on this one. */
    swapRecentRestored(state, { payload }: PayloadAction<CaipAddress[]>) {
      state.recent = [...state.recent, ...payload.filter((a) => !state.recent.includes(a))].slice(
        0,
        maxRecentSwapTokens,
      )
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(swapTokenChosen, (state, { payload }) => {
        const other = payload.side === 'from' ? state.to : state.from
        // The same token on both sides: the other side gives way.
        if (other === payload.caipAddress) {
          if (payload.side === 'from') state.to = state.from
          else state.from = state.to
        }
        state[payload.side] = payload.caipAddress
        state.recent = [payload.caipAddress, ...state.recent.filter((a) => a !== payload.caipAddress)].slice(
          0,
          maxRecentSwapTokens,
        )
        state.error = undefined
        state.unseen = undefined
      })
      .addCase(swapAmountTyped, (state, { payload }) => {
        state.amount = payload.amount
        state.amountSymbols = payload.symbols
        state.error = undefined
        state.unseen = undefined
      })
      .addCase(swapReviewRequested, (state) => {
        if (state.step === 'form' || state.step === 'done') state.step = 'preview'
        state.error = undefined
      })
      .addCase(swapReviewCancelled, (state) => {
        if (state.step === 'preview') state.step = 'form'
      })
      .addCase(swapFlipped, (state) => {
        ;[state.from, state.to] = [state.to, state.from]
        state.error = undefined
        state.unseen = undefined
      })
      .addCase(swapRequested, (state) => {
        state.error = undefined
        state.sponsorRefused = undefined
        state.hash = undefined
      })
      .addCase(swapSucceeded, (state, { payload }) => {
        // The next swap is offered to the sponsor again.
        state.ownFee = undefined
        state.step = 'done'
        state.hash = payload.hash
        state.unseen = undefined
        state.amount = ''
        state.quote = { status: 'idle' }
      })
      .addCase(swapFailed, (state, { payload }) => {
        // Back on the form, everything as typed, and why.
        state.step = 'form'
        state.error = payload.error
        state.sponsorRefused = payload.sponsorRefused
        state.unseen = payload.unseen
      })
      .addCase(swapOwnFeeChosen, (state) => {
        state.ownFee = true
        state.sponsorRefused = undefined
        state.error = undefined
      })
      // A swap that is done leaves the form ready for the next: "Swapped" stays under it until
      // the visitor changes the form, and Review works from there as from a fresh form.
      .addMatcher(
        (action) => swapTokenChosen.match(action) || swapAmountTyped.match(action) || swapFlipped.match(action),
        (state) => {
          if (state.step !== 'done') return
          state.step = 'form'
          state.hash = undefined
        },
      ),
})

export const {
  swapTokensLoading,
  swapTokensLoaded,
  swapTokensFailed,
  swapQuoteLoading,
  swapQuoteReady,
  swapQuoteFailed,
  swapQuoteCleared,
  swapStepped,
  swapAllowanceApproved,
  swapGasLoaded,
  swapGasFailed,
  swapRecentRestored,
} = swapSlice.actions
