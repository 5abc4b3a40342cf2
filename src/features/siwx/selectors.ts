import type { RootState } from '../../store/state'
import { initialSiwxState } from './siwxSlice'

/** Sign-in's state, idle until its slice arrives with the api's flows. */
export const selectSiwx = (state: RootState) => state.portico.siwx ?? initialSiwxState
