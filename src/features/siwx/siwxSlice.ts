// Sign-in (SIWX) as the views and hooks follow it: the account it is about, whether it has a
// live session, a signature under way, what went wrong in the spec's words. Arrives with the
// api's flows (composition/apiSlices.ts); before that, selectors read the idle state.
import { createSlice, isAnyOf } from '@reduxjs/toolkit'
import type { CaipAddress } from '../../contract/entities'
import { siwxSignatureNeeded, siwxSignedIn, siwxSignedOut, siwxSignFailed } from './actions'

/** `verifying`: a WalletConnect one-click sign-in's signature is being checked and kept (ConnectingSiwe). */
export type SiwxStatus = 'idle' | 'checking' | 'verifying' | 'signatureNeeded' | 'signing' | 'signedIn'

// `| undefined` where the reducers write undefined (emailLoginSlice.ts says why it is spelled out).
export interface SiwxState {
  status: SiwxStatus
  /** The account the status is about (the active one when it was checked). */
  caipAddress?: CaipAddress | undefined
  /** The live session's times, as the host reads them. */
  session?: { issuedAt: string; expirationTime?: string | undefined } | undefined
  /** Why the last step failed: the wallet's words, or section 8's as a catalogue key (siwxMessages). */
  error?: string | undefined
  /** The last failure was the visitor's no in the wallet (a decline, not a fault). */
  declined?: boolean | undefined
  /** The visitor cancelled for this account (not required): not asked again until it changes. */
  dismissed?: CaipAddress | undefined
  /** Why a one-click sign-in was not kept: said on SIWXSignMessage, which asks again. */
  carried?: string | undefined
}

export const initialSiwxState: SiwxState = { status: 'idle' }

export const siwxSlice = createSlice({
  name: 'portico/siwx',
  initialState: initialSiwxState,
  reducers: {
    siwxChecking: (state, { payload }: { payload: { caipAddress: CaipAddress } }) => ({
      status: 'checking' as const,
      caipAddress: payload.caipAddress,
      dismissed: state.dismissed,
      carried: state.carried,
    }),
    /** The wallet answered a one-click sign-in: its signature is being checked and kept. */
    siwxVerifying: (state) => ({ status: 'verifying' as const, dismissed: state.dismissed }),
    /** The one-click sign-in was not kept: the account signs in by message, told why. */
    siwxOneClickRefused: (state, { payload }: { payload: { error: string } }) => ({
      status: 'idle' as const,
      dismissed: state.dismissed,
      carried: payload.error,
    }),
    siwxSigning(state) {
      state.status = 'signing'
      state.error = undefined
      state.declined = undefined
    },
    /** The visitor cancelled while the wallet was asked: a signature is needed, as before the attempt. */
    siwxSignEnded(state) {
      if (state.status === 'signing') state.status = 'signatureNeeded'
    },
    siwxDismissed(state) {
      state.dismissed = state.caipAddress
    },
    /** Nothing connected: nothing to sign in. */
    siwxIdle: () => initialSiwxState,
  },
  extraReducers: (builder) =>
    builder
      .addCase(siwxSignedIn, (state, { payload }) => {
        state.status = 'signedIn'
        state.caipAddress = payload.caipAddress
        state.session = { issuedAt: payload.issuedAt, expirationTime: payload.expirationTime }
        state.error = undefined
        state.declined = undefined
        state.carried = undefined
      })
      .addCase(siwxSignFailed, (state, { payload }) => {
        state.status = 'signatureNeeded'
        state.error = payload.error
        state.declined = payload.declined
      })
      .addMatcher(isAnyOf(siwxSignatureNeeded, siwxSignedOut), (state, { payload }) => {
        state.status = 'signatureNeeded'
        state.caipAddress = payload.caipAddress
        state.session = undefined
        state.error = state.carried
        state.carried = undefined
      }),
})

export const { siwxChecking, siwxVerifying, siwxOneClickRefused, siwxSigning, siwxSignEnded, siwxDismissed, siwxIdle } =
  siwxSlice.actions
