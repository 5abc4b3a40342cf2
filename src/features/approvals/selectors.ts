import type { RootState } from '../../store/state'
import { selectCurrentView } from '../modal/selectors'

/** What the wallet is being asked, as the flow that asks put it on the view's route entry. */
export const selectApprovalRequest = (state: RootState) => selectCurrentView(state).data?.approval
