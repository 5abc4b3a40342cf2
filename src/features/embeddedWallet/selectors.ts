import type { RootState } from '../../store/state'
import { initialEmailLoginState } from './emailLoginSlice'

/** The email login, idle until its slice arrives with the api's flows. */
export const selectEmailLogin = (state: RootState) => state.portico.emailLogin ?? initialEmailLoginState
