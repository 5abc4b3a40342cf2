import type { RootState } from '../../store/state'

export const selectConnectionAttempt = (state: RootState) => state.portico.connectors.attempt
export const selectConnectors = (state: RootState) => state.portico.connectors.list
export const selectRecentWallets = (state: RootState) => state.portico.recentWallets
