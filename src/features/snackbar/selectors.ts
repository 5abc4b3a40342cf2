import type { RootState } from '../../store/state'

export const selectSnackbar = (state: RootState) => state.portico.snackbar
