// The embedded wallet's email login as the views follow it (section 4): the email sent, the
// step the frame asked for next (approve this device from the inbox, or enter the code), what
// went wrong in the frame's or the spec's words. It arrives with the api's flows (apiFlows), so
// the first load carries none of it; before that, selectors read the idle state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type EmailLoginStep = 'idle' | 'sending' | 'device' | 'code' | 'verifying' | 'connecting'

export interface EmailLoginState {
  step: EmailLoginStep
  email?: string
  error?: string
}

export const initialEmailLoginState: EmailLoginState = { step: 'idle' }

export const emailLoginSlice = createSlice({
  name: 'portico/emailLogin',
  initialState: initialEmailLoginState,
  reducers: {
    emailLoginStepped(state, { payload }: PayloadAction<{ step: EmailLoginStep; email?: string }>) {
      state.step = payload.step
      if (payload.email !== undefined) state.email = payload.email
      state.error = undefined
    },
    /** The step stays where the visitor can try again (the email form, or the code boxes). */
    emailLoginFailed(state, { payload }: PayloadAction<{ step: EmailLoginStep; error: string }>) {
      state.step = payload.step
      state.error = payload.error
    },
    emailLoginReset: () => initialEmailLoginState,
  },
})

export const { emailLoginStepped, emailLoginFailed, emailLoginReset } = emailLoginSlice.actions
