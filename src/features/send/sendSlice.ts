// Send state (section 3): what the visitor typed on Send, what the flow learnt about it (the
// receiver's name and avatar, the network fee), and how the last send went. Of the section 3
// fields, `tokenBalances` and `networkBalanceInUSD` are read from the account's token list
// (send/selectors) rather than copied here: one list, one truth.
import type { NumberSymbols } from '../../i18n/numbers'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipAddress, CaipNetworkId } from '../../contract'
import { accountReset } from '../account/accountSlice'

/** Which token of the account's list is sent: by network and contract (none for the native currency). */
export interface SendTokenRef {
  chainId: CaipNetworkId
  address?: CaipAddress
}

/** Where the receiver field stands: an address as typed, or a name and its lookup. */
export type ReceiverLookup = 'none' | 'resolving' | 'resolved' | 'notFound' | 'failed'

export type GasEstimate = { status: 'loading' } | { status: 'ready'; feeWei: string } | { status: 'failed' }

/**
 * Why the last send did not go: the visitor declined in the wallet, it failed, the app's
 * paymaster did not pay its fee (`sponsorRefused`, ERC-7677: paying it oneself is offered), or
 * the visitor stopped waiting for the wallet's answer on ApproveTransaction (`stopped`).
 */
export interface SendError {
  kind: 'rejected' | 'failed' | 'sponsorRefused' | 'stopped'
  /** The wallet's or the sponsor's words, or a catalogue key where the words are Portico's own. */
  message: string
}

export interface SendState {
  token?: SendTokenRef
  /** The amount as typed (a decimal string), never rounded. */
  sendTokenAmount: string
  /** How the visitor's locale writes numbers, as the amount was typed in it: the rules read it so. */
  amountSymbols?: NumberSymbols | undefined
  /** The receiver as typed: an address or a name. */
  receiverInput: string
  /** The address the transfer goes to: the one typed, or the one the name resolves to. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  receiverLookup: ReceiverLookup
  gasEstimate?: GasEstimate
  /** The wallet is being asked (ApproveTransaction shows). */
  loading: boolean
  error?: SendError
  /** The visitor pays the network fee of the next send, sponsorship or not (sendOwnFeeChosen). */
  ownFee?: boolean
}

/** A name has a zone: `portico-demo.reown.id`, `vitalik.eth`. Anything else is read as an address. */
export const looksLikeName = (input: string) => /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/.test(input.trim())

export const initialSendState: SendState = {
  sendTokenAmount: '',
  receiverInput: '',
  receiverLookup: 'none',
  loading: false,
}

export const sendSlice = createSlice({
  name: 'portico/send',
  initialState: initialSendState,
  reducers: {
    tokenChosen(state, { payload }: PayloadAction<SendTokenRef>) {
      state.token = payload
      state.error = undefined
    },
    amountChanged: {
      reducer(state, { payload }: PayloadAction<{ text: string; symbols?: NumberSymbols | undefined }>) {
        state.sendTokenAmount = payload.text
        state.amountSymbols = payload.symbols
        state.error = undefined
      },
      /** The amount as typed, and the separators of the locale it was typed in (English's when absent). */
      prepare: (text: string, symbols?: NumberSymbols) => ({ payload: { text, symbols } }),
    },
    receiverChanged(state, { payload }: PayloadAction<string>) {
      const name = looksLikeName(payload)
      state.receiverInput = payload
      state.receiverAddress = name || payload.trim() === '' ? undefined : payload.trim()
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
      state.receiverLookup = name ? 'resolving' : 'none'
      state.error = undefined
    },
    /** A name's address, or an address's profile (identity call). Ignored when the field moved on. */
    receiverResolved(
      state,
      { payload }: PayloadAction<{ input: string; address: string; name?: string; imageUrl?: string }>,
    ) {
      if (payload.input !== state.receiverInput) return
      state.receiverAddress = payload.address
      state.receiverProfileName = payload.name
      state.receiverProfileImageUrl = payload.imageUrl
      if (state.receiverLookup !== 'none') state.receiverLookup = 'resolved'
    },
    receiverNotResolved(state, { payload }: PayloadAction<{ input: string; lookup: 'notFound' | 'failed' }>) {
      if (payload.input !== state.receiverInput) return
      state.receiverLookup = payload.lookup
    },
    gasEstimateChanged(state, { payload }: PayloadAction<GasEstimate | undefined>) {
      state.gasEstimate = payload
    },
    sendStarted(state) {
      state.loading = true
      state.error = undefined
    },
    /** Declined or failed: the form stays exactly as typed, with the reason. */
    sendFailed(state, { payload }: PayloadAction<SendError>) {
      state.loading = false
      state.error = payload
    },
    /** After the sponsor did not pay: the next send pays its own fee (until one is sent). */
    sendOwnFeeChosen(state) {
      state.ownFee = true
      state.error = undefined
    },
    /** Sent: the form starts over (the transaction is followed by its own record, features/transactions). */
    sendSucceeded(_state, _action: PayloadAction<{ hash: string; caipNetworkId: CaipNetworkId }>) {
      return initialSendState
    },
    sendReset() {
      return initialSendState
    },
  },
  extraReducers: (builder) => {
    // Section 4, Disconnect: resets send state.
    builder.addCase(accountReset, () => initialSendState)
  },
})

export const {
  tokenChosen,
  amountChanged,
  receiverChanged,
  receiverResolved,
  receiverNotResolved,
  gasEstimateChanged,
  sendStarted,
  sendFailed,
  sendOwnFeeChosen,
  sendSucceeded,
  sendReset,
} = sendSlice.actions
