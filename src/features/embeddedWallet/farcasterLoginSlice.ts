// The embedded wallet's Farcaster login as the ConnectingFarcaster view follows it: the URI being
// made, the wait for the visitor's approval in Farcaster (the URI itself is the account state's
// farcasterUrl, section 3), connecting, or what failed (an expired request among others).
// It arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialFarcasterLoginState } from './idleStates'

export type FarcasterLoginStep = 'idle' | 'loading' | 'waiting' | 'connecting' | 'failed'

export interface FarcasterLoginState {
  step: FarcasterLoginStep
  error?: string
  /** The visitor said no in Farcaster: a decline, not a failure. */
  declined?: boolean
}

export const farcasterLoginSlice = createSlice({
  name: 'portico/farcasterLogin',
  initialState: initialFarcasterLoginState,
  reducers: {
    farcasterLoginStepped: (_state, { payload }: PayloadAction<Exclude<FarcasterLoginStep, 'failed'>>) => ({
      step: payload,
    }),
    farcasterLoginFailed: (_state, { payload }: PayloadAction<string>) => ({ step: 'failed' as const, error: payload }),
    farcasterLoginDeclined: (_state, { payload }: PayloadAction<string>) => ({
      step: 'failed' as const,
      error: payload,
      declined: true,
    }),
  },
})

export const { farcasterLoginStepped, farcasterLoginFailed, farcasterLoginDeclined } = farcasterLoginSlice.actions
