import type { RootState } from '../../store/state'

export const selectAlert = (state: RootState) => state.portico.alerts.current
