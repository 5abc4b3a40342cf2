import type { RootState } from '../../store/state'
import { initialSwapState } from './swapSlice'

/** The Swap view's state, idle until its slice arrives with the api's flows. */
export const selectSwap = (state: RootState) => state.portico.swap ?? initialSwapState
