// A transaction Portico sent, once mined (its record confirmed, or failed when it reverted:
// section 3's status), is in the chain's transaction list (section 4) from then on. So the history
// call's answers are marked stale and the lists that show them (Activity, History) read the call
// again, where the chain's record takes the place of Portico's own: the views only select. Once
// per transaction, however many flows saw it mined (a swap's own wait, then the pending flow).
import { blockchainApi } from '../../api/porticoApi'
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { pendingSettled } from './pendingSlice'

const statusOf = (state: RootState, hash: string) => state.portico.pending?.list.find((t) => t.hash === hash)?.status

export const historyRefreshFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      pendingSettled.match(action) &&
      statusOf(previous, action.payload.hash) === 'pending' &&
      statusOf(current, action.payload.hash) !== 'pending',
    effect: (_action, api) => void api.dispatch(blockchainApi.util.invalidateTags(['History'])),
  })
}
