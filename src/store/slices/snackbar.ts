// The snackbar (section 3). A new message replaces an open one after 150 ms: the flow hides
// the open one, waits, then shows the new one (see flows/snackbar).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type SnackbarVariant = 'success' | 'error' | 'loading'

export interface SnackbarMessage {
  /** A message key of the catalogue, or literal text when `literal` is set. */
  message: string
  variant: SnackbarVariant
  /** Close by itself after a while (loading messages stay until replaced). */
  autoClose: boolean
  /** Message parameters, e.g. `{ status: 503 }`. */
  values?: Record<string, string | number>
}

export interface SnackbarState extends SnackbarMessage {
  open: boolean
}

export const snackbarSlice = createSlice({
  name: 'portico/snackbar',
  initialState: { open: false, message: '', variant: 'success', autoClose: true } as SnackbarState,
  reducers: {
    /** Ask for a message; the flow decides when it shows. */
    snackbarRequested(_state, _action: PayloadAction<SnackbarMessage>) {},
    snackbarShown(_state, { payload }: PayloadAction<SnackbarMessage>) {
      return { ...payload, open: true }
    },
    snackbarHidden(state) {
      state.open = false
    },
  },
})

export const { snackbarRequested, snackbarShown, snackbarHidden } = snackbarSlice.actions
