// Open/close, loading and shake (section 4, Modal). Whether a close is allowed is decided in
// the flows (closeRequested), which see the view and the SIWX rule.
import type { PayloadAction } from '@reduxjs/toolkit'
import { merge, plainSlice } from '../../store/plainSlice'

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for the 500 ms shake that tells the visitor an action was refused. */
  shake: boolean
}

export const modalSlice = plainSlice({
  name: 'portico/modal',
  initialState: { open: false, loading: false, shake: false } as ModalState,
  reducers: {
    opened: (state) => merge(state, { open: true }),
    closed: (state) => merge(state, { open: false, shake: false }),
    loadingChanged: (state, { payload }: PayloadAction<boolean>) => merge(state, { loading: payload }),
    shakeStarted: (state) => merge(state, { shake: true }),
    shakeEnded: (state) => merge(state, { shake: false }),
  },
})

export const { opened, closed, loadingChanged, shakeStarted, shakeEnded } = modalSlice.actions
