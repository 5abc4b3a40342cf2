// Section 4: removing all networks of a namespace disables its connectors.
import type { Flow } from '../listener'
import { networkRemoved } from '../slices/chain'
import { namespaceDisabled } from '../slices/connectors'
import { namespaceOf } from '../../contract/caip'

export const networksFlow: Flow = (startListening) => {
  startListening({
    actionCreator: networkRemoved,
    effect: (action, api) => {
      const namespace = namespaceOf(action.payload)
      if (!api.getState().portico.chain.byNamespace[namespace]) api.dispatch(namespaceDisabled(namespace))
    },
  })
}
