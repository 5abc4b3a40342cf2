import type { RootState } from '../../store/state'
import { selectCurrentView } from '../modal/selectors'

/**
 * The preview of the request the current view shows, by the id its route entry carries: a
 * preview belongs to the one request it was simulated from, never to another that happens to be
 * in the store. Undefined when the entry names none, or before the slice arrives with the api.
 */
export const selectApprovalPreview = (state: RootState) => {
  const id = selectCurrentView(state).data?.previewId
  return id === undefined ? undefined : state.portico.preview?.byId[id]
}
