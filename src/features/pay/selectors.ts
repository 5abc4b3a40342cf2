import type { RootState } from '../../store/state'
import { initialPayState } from './paySlice'
import { selectSponsorship, type Sponsorship } from '../batches/sponsorship'

/** The payment under way, idle until its slice arrives with the api's flows. */
export const selectPay = (state: RootState) => state.portico.pay ?? initialPayState

/** Who pays the payment's network fee: the app's paymaster (ERC-7677), or the visitor (the wallet cannot take one, or they chose to). */
export const selectPaySponsorship = (state: RootState): Sponsorship['status'] => {
  const { request, ownFee } = selectPay(state)
  return !request || ownFee ? 'none' : selectSponsorship(state, request.network).status
}
