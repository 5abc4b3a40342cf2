// A host's own batch (useSendCalls): the calls it asks the connected eip155 wallet to run
// together, all or nothing (EIP-5792). Shown on ApproveTransaction like Portico's own, each call
// read from itself (section 5: the screen tells the truth), sent once, and followed to the chain;
// the host hears the batch's id and transactions, or why not in words. A wallet that does not run
// batches is refused at once: the host sends the calls one by one itself, if it wants them. With
// the host's sponsorship and a wallet that takes a paymaster, the app's service pays the fee.
import type { Flow } from '../../store/listener'
import { accountOf, networkOf } from '../../contract/caip'
import type { CaipAddress } from '../../contract/entities'
import { toWalletError } from '../../connectors/walletErrors'
import { passOnCancellation } from '../../store/cancellation'
import { isApprovalStopped } from '../modal/withApproval'
import { describeTransaction } from '../approvals/describeTransaction'
import { selectNetworks } from '../chain/selectors'
import { connectedConnector } from '../connection/connectedConnector'
import { callsFailed, callsRequested, callsSucceeded } from './actions'
import { batchFailure, batchMessages, capabilitiesOn, sendBatch } from './sendBatch'
import { runsBatches } from './selectors'
import { sponsorshipWith } from './sponsorship'

const hex = /^0x[0-9a-fA-F]*$/
const isCall = (call: { to?: unknown; data?: unknown; value?: unknown }) =>
  typeof call.to === 'string' &&
  /^0x[0-9a-fA-F]{40}$/.test(call.to) &&
  (call.data === undefined || (typeof call.data === 'string' && hex.test(call.data))) &&
  (call.value === undefined || (typeof call.value === 'string' && hex.test(call.value)))

export const hostCallsFlow: Flow = (startListening) => {
  startListening({
    actionCreator: callsRequested,
    effect: async ({ payload: { id, calls } }, api) => {
      const fail = (error: string, declined = false) => void api.dispatch(callsFailed({ id, error, declined }))
      const account = api.getState().portico.account.eip155
      if (account?.status !== 'connected' || !account.caipAddress) return fail('No ActiveCaipAddress found')
      if (calls.length === 0 || !calls.every(isCall)) return fail(batchMessages.invalidCall)
      const caipNetworkId = networkOf(account.caipAddress as CaipAddress)
      const from = accountOf(account.caipAddress as CaipAddress) as `0x${string}`
      const wallet = connectedConnector(api, 'eip155')?.calls
      const capabilities = wallet ? await capabilitiesOn(api, caipNetworkId) : undefined
      if (!wallet || !capabilities || !runsBatches(capabilities)) return fail(batchMessages.cannotBatch)
      // The app's paymaster pays, where the host configured one and the wallet takes it (ERC-7677).
      const sponsorship = sponsorshipWith(api.getState(), capabilities)
      const native = selectNetworks(api.getState()).find((n) => n.caipNetworkId === caipNetworkId)?.nativeCurrency ?? {
        symbol: '',
        decimals: 18,
      }
      try {
        const outcome = await sendBatch(api, wallet, {
          caipNetworkId,
          from,
          ...(sponsorship.status === 'sponsored' && { paymaster: sponsorship.paymaster }),
          calls: calls.map((call) => ({
            call,
            shows: describeTransaction({ from, ...call }, { caipNetworkId, native }),
          })),
        })
        // Words, not keys: the host's promise rejects with them (batchMessages).
        if (outcome.status !== 'confirmed')
          return fail(batchFailure(outcome.status, batchMessages.reverted, batchMessages))
        api.dispatch(callsSucceeded({ id, batchId: outcome.id, transactionHashes: outcome.hashes }))
      } catch (error) {
        passOnCancellation(error)
        // The visitor stopped waiting on ApproveTransaction: a refusal, in its own words.
        if (isApprovalStopped(error)) return fail(error.message, true)
        const failure = toWalletError(error)
        const declined = failure.kind === 'userRejected'
        fail(declined ? batchMessages.declined : failure.message, declined)
      }
    },
  })
}
