// When the embedded wallet comes into the page (section 4): at start only if a login was used
// before (its session may come back), otherwise when the visitor turns to a login it serves.
import type { Flow } from '../../store/listener'
import { apiArrived } from '../../store/apiArrival'
import { embeddedWalletWanted } from './actions'
import { loadEmbeddedWallet } from './loadEmbeddedWallet'

export const embeddedWalletFlow: Flow = (startListening) => {
  startListening({
    actionCreator: embeddedWalletWanted,
    effect: (_action, api) => void loadEmbeddedWallet(api),
  })
  // The api (and this flow) arrive with the reconnect of a stored connection, or the first
  // open: the stored flag decides whether the frame comes now.
  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: async (_action, api) => {
      if (await api.extra.storage.get('emailLoginUsed')) await loadEmbeddedWallet(api)
    },
  })
}
