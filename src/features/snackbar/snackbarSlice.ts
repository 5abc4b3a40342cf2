// The snackbar (section 3). A new message replaces an open one after 150 ms: the flow hides
// the open one, waits, then shows the new one (see snackbarFlow).
import type { PayloadAction } from '@reduxjs/toolkit'
import { merge, plainSlice } from '../../store/plainSlice'
import type { MessageKey } from '../../i18n/en'
import type { View } from '../modal/views'

export type SnackbarVariant = 'success' | 'error' | 'loading'

export interface SnackbarMessage {
  /** A key of the message catalogue, so every text shown is the catalogue's (and translatable). */
  message: MessageKey
  variant: SnackbarVariant
  /** Close by itself after a while (loading messages stay until replaced). */
  autoClose: boolean
  /** Message parameters, e.g. `{ status: 503 }`. */
  values?: Record<string, string | number>
  /**
   * The view that says this itself (its own banner), e.g. Send after a declined send: while it
   * is on screen the snackbar is not shown, so the visitor reads it once (see snackbarFlow).
   */
  saidByView?: View
}

export interface SnackbarState extends SnackbarMessage {
  open: boolean
}

export const snackbarSlice = plainSlice({
  name: 'portico/snackbar',
  initialState: {
    open: false,
    message: 'snackbar.somethingWentWrong',
    variant: 'success',
    autoClose: true,
  } as SnackbarState,
  reducers: {
    /** Ask for a message; the flow decides when it shows. */
    snackbarRequested: (state, _action: PayloadAction<SnackbarMessage>) => state,
    snackbarShown: (_state, { payload }: PayloadAction<SnackbarMessage>) => ({ ...payload, open: true }),
    snackbarHidden: (state) => merge(state, { open: false }),
  },
})

export const { snackbarRequested, snackbarShown, snackbarHidden } = snackbarSlice.actions
