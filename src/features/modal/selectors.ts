import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../store/state'

export const selectModal = (state: RootState) => state.portico.modal
export const selectRouter = (state: RootState) => state.portico.router

export const selectCurrentView = (state: RootState) => {
  const { history } = state.portico.router
  return history[history.length - 1]!
}
export const selectCanGoBack = createSelector([selectRouter], (router) => router.history.length > 1)

/** Section 2: with SIWX required and no session, the sign view cannot be closed. */
export const selectSiwxBlocksClose = (state: RootState) =>
  state.portico.options.siwxRequired && state.portico.siwx?.status !== 'signedIn'
