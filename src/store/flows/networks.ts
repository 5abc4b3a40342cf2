// Section 4: removing all networks of a namespace disables its connectors.
import type { Flow } from '../listener'
import { networkRemoved } from '../slices/chain'
import { namespaceDisabled } from '../slices/connectors'
import type { ChainNamespace } from '../../contract'

export const networksFlow: Flow = (startListening) => {
  startListening({
    actionCreator: networkRemoved,
    effect: (action, api) => {
      const namespace = action.payload.split(':')[0] as ChainNamespace
      if (!api.getState().portico.chain.byNamespace[namespace]) api.dispatch(namespaceDisabled(namespace))
    },
  })
}
