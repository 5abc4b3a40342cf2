import type { RootState } from '../../store/state'
import { initialNameRegistrationState } from './nameRegistrationSlice'

/** The name being chosen, empty until its slice arrives with the api's flows. */
export const selectNameRegistration = (state: RootState) =>
  state.portico.nameRegistration ?? initialNameRegistrationState
