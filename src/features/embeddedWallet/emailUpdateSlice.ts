// The embedded wallet's email update as the UpdateEmail view follows it (section 4): the new
// address, whose code is awaited (the address in use's, then the new one's), a check under way,
// what went wrong in the frame's words. Arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialEmailUpdateState } from './idleStates'

export type EmailUpdateStep = 'idle' | 'sending' | 'currentCode' | 'newCode' | 'done'

export interface EmailUpdateState {
  step: EmailUpdateStep
  newEmail?: string
  /** A code is being checked (the code boxes wait). */
  verifying: boolean
  error?: string
}

export const emailUpdateSlice = createSlice({
  name: 'portico/emailUpdate',
  initialState: initialEmailUpdateState,
  reducers: {
    emailUpdateStepped(state, { payload }: PayloadAction<{ step: EmailUpdateStep; newEmail?: string }>) {
      state.step = payload.step
      if (payload.newEmail !== undefined) state.newEmail = payload.newEmail
      state.verifying = false
      state.error = undefined
    },
    emailUpdateVerifying(state) {
      state.verifying = true
      state.error = undefined
    },
    /** The step stays where the visitor can try again (the form, or the code boxes). */
    emailUpdateFailed(state, { payload }: PayloadAction<{ step: EmailUpdateStep; error: string }>) {
      state.step = payload.step
      state.verifying = false
      state.error = payload.error
    },
    /** The account uses the new email now. */
    emailUpdated(state, { payload }: PayloadAction<{ email: string }>) {
      state.step = 'done'
      state.newEmail = payload.email
      state.verifying = false
      state.error = undefined
    },
    /** Back to the form (the view keeps what the visitor typed). */
    emailUpdateReset: () => initialEmailUpdateState,
  },
})

export const { emailUpdateStepped, emailUpdateVerifying, emailUpdateFailed, emailUpdated, emailUpdateReset } =
  emailUpdateSlice.actions
