// The embedded wallet's email login as the views follow it (section 4): the email sent, the
// step the frame asked for next (approve this device from the inbox, or enter the code), what
// went wrong in the frame's or the spec's words. It arrives with the api's flows (apiFlows), so
// the first load carries none of it; before that, selectors read the idle state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialEmailLoginState } from './idleStates'

export type EmailLoginStep = 'idle' | 'sending' | 'device' | 'code' | 'verifying' | 'connecting'

// `| undefined` where the reducers write undefined (a cleared error, a field carried over): a
// host under exactOptionalPropertyTypes tells that from absent, and checks our declarations so.
export interface EmailLoginState {
  step: EmailLoginStep
  email?: string | undefined
  error?: string | undefined
  /** When the email was last sent (ms since epoch): the resend waits out the 30 s cooldown. */
  sentAt?: number | undefined
}

export const emailLoginSlice = createSlice({
  name: 'portico/emailLogin',
  initialState: initialEmailLoginState,
  reducers: {
    emailLoginStepped(state, { payload }: PayloadAction<{ step: EmailLoginStep; email?: string; sentAt?: number }>) {
      state.step = payload.step
      if (payload.email !== undefined) state.email = payload.email
      if (payload.sentAt !== undefined) state.sentAt = payload.sentAt
      state.error = undefined
    },
    /** The step stays where the visitor can try again (the email form, or the code boxes). */
    emailLoginFailed(state, { payload }: PayloadAction<{ step: EmailLoginStep; error: string }>) {
      state.step = payload.step
      state.error = payload.error
    },
    /** Back to the form, the email kept: what the visitor typed is not lost. */
    emailLoginReset: (state) => ({ ...initialEmailLoginState, email: state.email, sentAt: state.sentAt }),
  },
})

export const { emailLoginStepped, emailLoginFailed, emailLoginReset } = emailLoginSlice.actions
