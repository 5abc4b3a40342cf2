// Section 4: removing all networks of a namespace disables its connectors.
import type { Flow } from '../../store/listener'
import { networkRemoved } from './chainSlice'
import { namespaceDisabled } from '../connection/connectorsSlice'
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
