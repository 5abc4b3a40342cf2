import type { RootState } from '../../store/state'
import { initialPayState } from './paySlice'

/** The payment under way, idle until its slice arrives with the api's flows. */
export const selectPay = (state: RootState) => state.portico.pay ?? initialPayState
