// Apart from the connection's selectors (first load): only views that wait on the wallet read it.
import type { RootState } from '../../store/state'

/** The connected wallet is a login (the embedded wallet): it asks in its own frame, which a view shows in its slot. */
export const selectAsksInFrame = (state: RootState) => {
  const namespace = state.portico.chain.activeNamespace ?? 'eip155'
  const id = state.portico.connectors.connectedIdByNamespace[namespace]
  return !!state.portico.connectors.list.find((connector) => connector.id === id)?.login
}
