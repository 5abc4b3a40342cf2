// Open/close, loading and shake (section 4, Modal). Whether a close is allowed is decided in
// the flows (closeRequested), which see the view and the SIWX rule.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for the 500 ms shake that tells the visitor an action was refused. */
  shake: boolean
}

export const modalSlice = createSlice({
  name: 'portico/modal',
  initialState: { open: false, loading: false, shake: false } as ModalState,
  reducers: {
    opened(state) {
      state.open = true
    },
    closed(state) {
      state.open = false
      state.shake = false
    },
    loadingChanged(state, { payload }: PayloadAction<boolean>) {
      state.loading = payload
    },
    shakeStarted(state) {
      state.shake = true
    },
    shakeEnded(state) {
      state.shake = false
    },
  },
})

export const { opened, closed, loadingChanged, shakeStarted, shakeEnded } = modalSlice.actions
