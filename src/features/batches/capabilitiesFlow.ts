// The connected eip155 wallet's capabilities (EIP-5792), asked once per wallet, account and
// network: when the account connects or moves, when the active network changes, and again after
// a batch (an account the wallet upgraded with it, EIP-7702's delegation, now runs batches
// without asking to). A connector without EIP-5792 is known to have none without asking; a wallet
// that does not answer within capabilitiesWaitMs has none either, so no flow waits on it longer,
// until its answer comes: a wallet slow to say it takes the app's paymaster (a smart wallet's
// keys site still loading) is sponsored from then on, not paying its own fees for the session.
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

/** How long a late answer is still taken, past the bound. */
const lateAnswerMs = 60_000

/** The wallet's answer, or none: an error or silence past the bound is a wallet without capabilities. */
const answeredWithin = (answer: Promise<ChainCapabilities>, ms: number): Promise<ChainCapabilities> =>
  answerWithin(answer, ms).catch(() => noCapabilities)

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
      if (!calls) return void api.dispatch(capabilitiesKnown({ ...asked, capabilities: noCapabilities }))
      const answer = calls.capabilities({ address: owner.address, caipNetworkId })
      const capabilities = await api.pause(answeredWithin(answer, capabilitiesWaitMs))
      api.dispatch(capabilitiesKnown({ ...asked, capabilities }))
      if (capabilities !== noCapabilities) return
      // Silent past the bound (or none): its answer, should it come, is taken unless this network
      // was asked again meanwhile.
      const late = await api.pause(answeredWithin(answer, lateAnswerMs))
      if (late !== noCapabilities && selectCapabilities(api.getState(), caipNetworkId) === capabilities)
        api.dispatch(capabilitiesKnown({ ...asked, capabilities: late }))
    },
  })
}
