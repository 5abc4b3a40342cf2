// The embedded wallet's social login as the views follow it: which provider, where it is (the
// popup opening, the visitor at the provider's page, connecting), and how it ended when it did
// not connect (declined or closed by the visitor, or failed, in the words of what failed).
// It arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialSocialLoginState } from './idleStates'

export type SocialLoginStep = 'idle' | 'opening' | 'waiting' | 'connecting' | 'declined' | 'failed'

export interface SocialLoginState {
  step: SocialLoginStep
  provider?: string
  error?: string
}

export const socialLoginSlice = createSlice({
  name: 'portico/socialLogin',
  initialState: initialSocialLoginState,
  reducers: {
    socialLoginStepped(state, { payload }: PayloadAction<{ step: SocialLoginStep; provider?: string }>) {
      state.step = payload.step
      if (payload.provider !== undefined) state.provider = payload.provider
      state.error = undefined
    },
    socialLoginEnded(state, { payload }: PayloadAction<{ step: 'declined' | 'failed'; error: string }>) {
      state.step = payload.step
      state.error = payload.error
    },
    socialLoginReset: () => initialSocialLoginState,
  },
})

export const { socialLoginStepped, socialLoginEnded, socialLoginReset } = socialLoginSlice.actions
