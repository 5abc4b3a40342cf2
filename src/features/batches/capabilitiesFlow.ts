// The connected eip155 wallet's capabilities (EIP-5792), asked once per wallet, account and
// network: when the account connects or moves, when the active network changes, and again after
// a batch (an account the wallet upgraded with it, EIP-7702's delegation, now runs batches
// without asking to). A connector without EIP-5792 is known to have none without asking; a wallet
// that does not answer within capabilitiesWaitMs has none either, so no flow waits on it longer.
import type { Flow } from '../../store/listener'
import { answerWithin } from '../../connectors/answerWithin'
import { noCapabilities, type ChainCapabilities } from '../../connectors/types'
import { apiArrived } from '../../store/apiArrival'
import { accountConnected, accountReset, caipAddressChanged } from '../account/accountSlice'
import { activeNetworkChanged } from '../chain/chainSlice'
import { connectedConnector } from '../connection/connectedConnector'
import { callsSettled } from './actions'
import { capabilitiesAsked, capabilitiesCleared, capabilitiesKnown } from './capabilitiesSlice'
import { capabilitiesWaitMs } from './constants'
import { selectCapabilities, selectCapabilitiesOwner } from './selectors'

/** The wallet's answer, or none: an error or silence past the bound is a wallet without capabilities. */
const answeredWithin = (answer: Promise<ChainCapabilities>): Promise<ChainCapabilities> =>
  answerWithin(answer, capabilitiesWaitMs).catch(() => noCapabilities)

export const capabilitiesFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      accountConnected.match(action) ||
      caipAddressChanged.match(action) ||
      accountReset.match(action) ||
      activeNetworkChanged.match(action) ||
      callsSettled.match(action) ||
      apiArrived(current, previous),
    effect: async (action, api) => {
      const state = api.getState()
      const owner = selectCapabilitiesOwner(state)
      if (!owner) return void (state.portico.capabilities?.owner && api.dispatch(capabilitiesCleared()))
      const caipNetworkId = state.portico.chain.activeCaipNetworkId
      if (!caipNetworkId?.startsWith('eip155:')) return
      if (!callsSettled.match(action) && selectCapabilities(state, caipNetworkId) !== undefined) return
      const calls = connectedConnector(api, 'eip155')?.calls
      const asked = { ...owner, caipNetworkId }
      api.dispatch(capabilitiesAsked(asked))
      const capabilities = calls
        ? await api.pause(answeredWithin(calls.capabilities({ address: owner.address, caipNetworkId })))
        : noCapabilities
      api.dispatch(capabilitiesKnown({ ...asked, capabilities }))
    },
  })
}
