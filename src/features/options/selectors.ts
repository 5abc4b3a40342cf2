import type { RootState } from '../../store/state'

export const selectOptions = (state: RootState) => state.portico.options
