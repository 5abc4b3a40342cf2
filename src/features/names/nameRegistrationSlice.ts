// An account name as RegisterAccountName and RegisterAccountNameSuccess follow it: the label
// typed, whether its name is free (the suggestions call answers with the wanted name first),
// other free names, and a registration under way. Arrives with the api's flows.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { accountReset } from '../account/accountSlice'
import { nameTyped } from './actions'

export type NameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'failed'
export type NameRegistrationStep = 'signing' | 'registering' | 'done'

export interface NameRegistrationState {
  label: string
  check: NameCheck
  /** Free names close to the one typed (full names). */
  suggestions: string[]
  /** `askedAgain`: the last signature came after the server's window, and is asked once more. */
  registration?: { name: string; step: NameRegistrationStep; askedAgain?: boolean }
  /**
   * Why the check or the registration failed: the API's reason first, or the call's own words,
   * or section 8's words as a catalogue key (nameMessages), said in the visitor's language.
   */
  error?: string
}

export const initialNameRegistrationState: NameRegistrationState = { label: '', check: 'idle', suggestions: [] }

export const nameRegistrationSlice = createSlice({
  name: 'portico/nameRegistration',
  initialState: initialNameRegistrationState,
  reducers: {
    nameChecking(state) {
      state.check = 'checking'
      state.error = undefined
    },
    nameChecked(state, { payload }: PayloadAction<{ label: string; taken: boolean; suggestions: string[] }>) {
      // An answer for a label since changed is stale.
      if (payload.label !== state.label) return
      state.check = payload.taken ? 'taken' : 'available'
      state.suggestions = payload.suggestions
    },
    nameCheckFailed(state, { payload }: PayloadAction<string>) {
      state.check = 'failed'
      state.error = payload
    },
    registrationStepped(
      state,
      { payload }: PayloadAction<{ name: string; step: NameRegistrationStep; askedAgain?: boolean }>,
    ) {
      state.registration = payload
      state.error = undefined
      // A registered name ends the form: the next one starts empty, not on a label now taken and
      // still said to be free.
      if (payload.step === 'done') Object.assign(state, { label: '', check: 'idle', suggestions: [] })
    },
    /**
     * The visitor left the success view while the wallet was asked (Back, or the modal closed):
     * the attempt ends as if never made, the label typed kept, nothing said.
     */
    registrationLeft(state) {
      state.registration = undefined
    },
    /** Back on the form with the words; the label typed is kept. */
    registrationFailed(state, { payload }: PayloadAction<string>) {
      state.registration = undefined
      state.error = payload
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(nameTyped, (state, { payload }) => {
        state.label = payload.label
        state.check = 'idle'
        state.suggestions = []
        state.error = undefined
      })
      // Section 4, Disconnect resets the account: the form was that account's.
      .addCase(accountReset, (state, { payload }) => (payload === 'eip155' ? initialNameRegistrationState : state)),
})

export const { nameChecking, nameChecked, nameCheckFailed, registrationStepped, registrationFailed, registrationLeft } =
  nameRegistrationSlice.actions
