import type { RootState } from '../../store/state'
import { initialSmartSessionsState } from './smartSessionsSlice'

/** The smart sessions' state, idle until its slice arrives with the api's flows. */
export const selectSmartSessions = (state: RootState) => state.portico.smartSessions ?? initialSmartSessionsState

/** The switch is on and the active account is an eip155 one: the Account view lists its sessions. */
export const selectSmartSessionsShown = (state: RootState) =>
  state.portico.options.features.smartSessions &&
  state.portico.chain.activeNamespace === 'eip155' &&
  state.portico.account.eip155?.status === 'connected'
