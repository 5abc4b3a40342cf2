// Section 4: the visitor left the approval (the modal closed on it, forced, or another view
// took its place) while the wallet still asks: what waits for their approval is aborted
// ("Request was aborted") and the wallet told (the embedded wallet's RPC_ABORT), so no
// signature is left pending behind a screen nobody sees.
import type { ChainNamespace } from '../../contract'
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { connectedConnector } from '../connection/connectedConnector'
import { selectCurrentView } from '../modal/selectors'

const onApproval = (state: RootState) =>
  state.portico.modal.open && selectCurrentView(state).view === 'ApproveTransaction'

export const approvalLeftFlow: Flow = (startListening) => {
  startListening({
    predicate: (_action, current, previous) => onApproval(previous) && !onApproval(current),
    effect: (_action, api) => {
      for (const namespace of Object.keys(api.getState().portico.connectors.connectedIdByNamespace))
        connectedConnector(api, namespace as ChainNamespace)?.abortRequests?.()
    },
  })
}
