import { createSelector } from '../../store/toolkit'
import type { RootState } from '../../store/state'

export const selectModal = (state: RootState) => state.portico.modal
export const selectRouter = (state: RootState) => state.portico.router

export const selectCurrentView = (state: RootState) => {
  const { history } = state.portico.router
  return history[history.length - 1]!
}
/**
 * The header's title: what is happening now. A browser wallet's connection that ended is titled
 * by its end ("Connection declined", "Connection failed"), not "Connecting".
 */
export const selectTitleKey = (state: RootState) => {
  const { view } = selectCurrentView(state)
  const { status } = state.portico.connectors.attempt
  if (view === 'ConnectingExternal' && (status === 'declined' || status === 'failed'))
    return `connecting.${status}` as const
  // Section 4: the view shows while the account signs; it is registered only at the end.
  if (view === 'RegisterAccountNameSuccess' && state.portico.nameRegistration?.registration?.step === 'done')
    return 'names.registered' as const
  return `view.${view}.title` as const
}
export const selectCanGoBack = createSelector([selectRouter], (router) => router.history.length > 1)

/** Section 2: with SIWX required and no session, the sign view cannot be closed. */
export const selectSiwxBlocksClose = (state: RootState) =>
  state.portico.options.siwxRequired && state.portico.siwx?.status !== 'signedIn'
