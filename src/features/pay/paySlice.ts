// The payment under way (section 2's optional screens): what the host asked, where it stands, and why the last
// attempt did not go through. Arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { payAsked, payCancelled, payFailed, paySucceeded } from './actions'
import type { PayRequest } from './constants'
import type { Unseen } from '../transactions/pendingFlow'

export type PayStatus =
  | 'idle'
  /** Shown, waiting for the visitor to choose how to pay. */
  | 'asked'
  | 'switching'
  /** The wallet is asked. */
  | 'paying'
  /** Sent; waiting for the chain. */
  | 'confirming'
  /** The card provider's window is open. */
  | 'card'
  | 'paid'

export interface PayState {
  id?: string
  request?: PayRequest
  status: PayStatus
  hash?: string
  /** The provider's page, when paying by card (offered as a link too). */
  cardUrl?: string
  /**
   * The last attempt's reason; `declined` when the wallet's user said no, `sponsorRefused` when
   * the app's paymaster did not pay the fee (ERC-7677: paying it oneself is offered; `message` is
   * then the service's reason, said by the view as `pay.notSponsored`).
   */
  error?: PayAttemptError
  /** The visitor pays the network fee of the next attempt, sponsorship or not (payOwnFeeChosen). */
  ownFee?: boolean
}

export interface PayAttemptError {
  /** The wallet's words, or a catalogue key where the words are Pay's own (payMessages). */
  message: string
  declined: boolean
  sponsorRefused?: true
  /** The transfer (or sponsored batch) this attempt sent that the chain had not shown by the bound: Try again looks for it again. */
  unseen?: Unseen
}

export const initialPayState: PayState = { status: 'idle' }

export const paySlice = createSlice({
  name: 'portico/pay',
  initialState: initialPayState,
  reducers: {
    payStepped(state, { payload }: PayloadAction<{ status: PayStatus; cardUrl?: string }>) {
      state.status = payload.status
      if (payload.cardUrl !== undefined) state.cardUrl = payload.cardUrl
      if (payload.status !== 'asked') state.error = undefined
    },
    /** This attempt did not go through: back to the choice, with the reason. */
    payAttemptFailed(state, { payload }: PayloadAction<PayAttemptError>) {
      state.status = 'asked'
      state.error = payload
    },
    /** After the sponsor did not pay: the next attempt pays its own fee. */
    payOwnFeeChosen(state) {
      state.ownFee = true
      state.error = undefined
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(payAsked, (_state, { payload }) => ({ status: 'asked', id: payload.id, request: payload.request }))
      .addCase(paySucceeded, (state, { payload }) => {
        if (payload.id !== state.id) return
        state.status = 'paid'
        state.hash = payload.result.hash
        state.error = undefined
      })
      .addCase(payFailed, (state, { payload }) => (payload.id === state.id ? initialPayState : state))
      .addCase(payCancelled, () => initialPayState),
})

export const { payStepped, payAttemptFailed, payOwnFeeChosen } = paySlice.actions
