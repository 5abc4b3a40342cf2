// Plain selectors of Portico's slices.
import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../state'

export const selectModal = (state: RootState) => state.portico.modal
export const selectRouter = (state: RootState) => state.portico.router
export const selectOptions = (state: RootState) => state.portico.options
export const selectSnackbar = (state: RootState) => state.portico.snackbar
export const selectAlert = (state: RootState) => state.portico.alerts.current
export const selectConnectionAttempt = (state: RootState) => state.portico.connectors.attempt
export const selectConnectors = (state: RootState) => state.portico.connectors.list
export const selectRecentWallets = (state: RootState) => state.portico.recentWallets

export const selectCurrentView = (state: RootState) => {
  const { history } = state.portico.router
  return history[history.length - 1]!
}
export const selectCanGoBack = createSelector([selectRouter], (router) => router.history.length > 1)
