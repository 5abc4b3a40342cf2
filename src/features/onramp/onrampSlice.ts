// The Buy view's state (section 2's optional screens): the form as typed (amount, currencies, method, what to buy,
// the provider), the options the provider serves, the quote for the form, and the purchase under
// way. Arrives with the api's flows (composition/apiSlices.ts).
import type { NumberSymbols } from '../../i18n/numbers'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { z } from 'zod'
import type { onrampOptions, onrampQuote } from '../../contract/entities'
import {
  onrampAmountTyped,
  onrampAssetChosen,
  onrampCompleted,
  onrampCurrencyChosen,
  onrampDismissed,
  onrampFailed,
  onrampMethodChosen,
  onrampOpened,
  onrampProviderChosen,
  onrampRequested,
  onrampSubdivisionChosen,
} from './actions'
import { defaultPaymentAmount, defaultPaymentCurrency, type OnrampProviderId, type PaymentMethod } from './constants'

export type OnrampOptions = z.output<typeof onrampOptions>
export type OnrampQuote = z.output<typeof onrampQuote>

/** The form's choices a quote is asked for: a quote for other choices is stale. */
export interface OnrampQuoteKey {
  amount: string
  currency: string
  method: string
  asset: string
  network: string
}

export type PurchaseStatus = 'idle' | 'opening' | 'open' | 'blocked' | 'completed' | 'closed'

export interface OnrampState {
  amount: string
  /** How the visitor's locale writes numbers, as the amount was typed in it. */
  amountSymbols?: NumberSymbols | undefined
  currency: string
  method: PaymentMethod | string
  /** The purchase currency's id in the options, and the provider's name of its network. */
  asset?: string
  network?: string
  provider: OnrampProviderId
  /** The state the visitor chose, where the provider asks one (the US). */
  subdivision?: string
  /** The options call's answer; `defaults` when it could not be had (section 5's limits then). */
  options: { status: 'idle' | 'loading' | 'loaded' | 'defaults'; value?: OnrampOptions; error?: string }
  quote: { status: 'idle' | 'loading' | 'ready' | 'failed'; key?: OnrampQuoteKey; value?: OnrampQuote; error?: string }
  purchase: {
    status: PurchaseStatus
    provider?: OnrampProviderId
    url?: string
    /** What arrived, once the provider lists it. */
    received?: { amount: string; symbol: string; hash: string }
  }
  /** Why the last Buy did not open the provider. */
  error?: string
}

export const initialOnrampState: OnrampState = {
  amount: defaultPaymentAmount,
  currency: defaultPaymentCurrency,
  method: 'CARD',
  provider: 'coinbase',
  options: { status: 'idle' },
  quote: { status: 'idle' },
  purchase: { status: 'idle' },
}

export const onrampSlice = createSlice({
  name: 'portico/onramp',
  initialState: initialOnrampState,
  reducers: {
    onrampOptionsLoading(state) {
      state.options.status = 'loading'
    },
    onrampOptionsLoaded(state, { payload }: PayloadAction<OnrampOptions>) {
      state.options = { status: 'loaded', value: payload }
    },
    /** The options call failed: section 5's defaults stand in, and the reason is kept. */
    onrampOptionsFailed(state, { payload }: PayloadAction<string>) {
      state.options = { status: 'defaults', error: payload }
    },
    onrampQuoteLoading(state, { payload }: PayloadAction<OnrampQuoteKey>) {
      // The last quote stays shown (stale) until the new one comes.
      state.quote = { ...state.quote, status: 'loading', key: payload }
    },
    onrampQuoteReady(state, { payload }: PayloadAction<{ key: OnrampQuoteKey; value: OnrampQuote }>) {
      state.quote = { status: 'ready', key: payload.key, value: payload.value }
    },
    onrampQuoteFailed(state, { payload }: PayloadAction<{ key: OnrampQuoteKey; error: string }>) {
      state.quote = { status: 'failed', key: payload.key, error: payload.error }
    },
    /** Nothing to quote: no amount, outside the limits, or nothing chosen to buy. */
    onrampQuoteCleared(state) {
      state.quote = { status: 'idle' }
    },
    /** The provider's window closed before its history listed a purchase. */
    onrampWindowClosed(state) {
      if (state.purchase.status === 'open' || state.purchase.status === 'blocked') state.purchase.status = 'closed'
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(onrampAmountTyped, (state, { payload }) => {
        state.amount = payload.amount
        state.amountSymbols = payload.symbols
        state.error = undefined
      })
      .addCase(onrampCurrencyChosen, (state, { payload }) => {
        state.currency = payload.currency
        state.error = undefined
      })
      .addCase(onrampMethodChosen, (state, { payload }) => {
        state.method = payload.method
        state.error = undefined
      })
      .addCase(onrampAssetChosen, (state, { payload }) => {
        state.asset = payload.asset
        state.network = payload.network
        state.error = undefined
      })
      .addCase(onrampSubdivisionChosen, (state, { payload }) => {
        state.subdivision = payload.subdivision
        state.error = undefined
      })
      .addCase(onrampProviderChosen, (state, { payload }) => {
        state.provider = payload.provider
        state.error = undefined
      })
      .addCase(onrampRequested, (state) => {
        state.error = undefined
        state.purchase = { status: 'opening', provider: state.provider }
      })
      .addCase(onrampOpened, (state, { payload }) => {
        state.purchase = { status: payload.blocked ? 'blocked' : 'open', provider: payload.provider, url: payload.url }
      })
      .addCase(onrampCompleted, (state, { payload }) => {
        state.purchase = {
          ...state.purchase,
          status: 'completed',
          received: { amount: payload.amount, symbol: payload.symbol, hash: payload.hash },
        }
      })
      .addCase(onrampFailed, (state, { payload }) => {
        // Back on the form, everything as typed, and why.
        state.purchase = { status: 'idle' }
        state.error = payload.error
      })
      .addCase(onrampDismissed, (state) => {
        state.purchase = { status: 'idle' }
      }),
})

export const {
  onrampOptionsLoading,
  onrampOptionsLoaded,
  onrampOptionsFailed,
  onrampQuoteLoading,
  onrampQuoteReady,
  onrampQuoteFailed,
  onrampQuoteCleared,
  onrampWindowClosed,
} = onrampSlice.actions
