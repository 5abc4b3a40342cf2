// Sign-in (SIWX) as the views and hooks follow it: the account it is about, whether it has a
// live session, a signature under way, what went wrong in the spec's words. Arrives with the
// api's flows (store/apiSlices.ts); before that, selectors read the idle state.
import { createSlice, isAnyOf } from '@reduxjs/toolkit'
import type { CaipAddress } from '../../contract/entities'
import { siwxSignatureNeeded, siwxSignedIn, siwxSignedOut, siwxSignFailed } from './actions'

export type SiwxStatus = 'idle' | 'checking' | 'signatureNeeded' | 'signing' | 'signedIn'

export interface SiwxState {
  status: SiwxStatus
  /** The account the status is about (the active one when it was checked). */
  caipAddress?: CaipAddress
  /** The live session's times, as the host reads them. */
  session?: { issuedAt: string; expirationTime?: string }
  error?: string
  /** The visitor cancelled for this account (not required): not asked again until it changes. */
  dismissed?: CaipAddress
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
    }),
    siwxSigning(state) {
      state.status = 'signing'
      state.error = undefined
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
      })
      .addCase(siwxSignFailed, (state, { payload }) => {
        state.status = 'signatureNeeded'
        state.error = payload.error
      })
      .addMatcher(isAnyOf(siwxSignatureNeeded, siwxSignedOut), (state, { payload }) => {
        state.status = 'signatureNeeded'
        state.caipAddress = payload.caipAddress
        state.session = undefined
        state.error = undefined
      }),
})

export const { siwxChecking, siwxSigning, siwxDismissed, siwxIdle } = siwxSlice.actions
