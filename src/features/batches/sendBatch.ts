// Sends calls as one atomic batch (EIP-5792) for a flow with more than one (Swap's approval and
// swap): one approval for all of them, each shown from the call itself (section 5: what the
// visitor approves is what the wallet runs), then the batch's status followed to the chain. Its
// transactions join Activity as any sent transaction does, once the wallet names them.
import type { CaipNetworkId } from '../../contract/entities'
import type { MessageKey } from '../../i18n/en'
import type { CallsStatus, ChainCapabilities, Eip155Call, WalletCalls } from '../../connectors/types'
import { noCapabilities } from '../../connectors/types'
import type { PorticoDispatch, PorticoListenerApi } from '../../store/listener'
import type { ApprovalRequest, SingleApproval } from '../approvals/approvalRequest'
import type { Paymaster } from './sponsorship'
import { withApproval } from '../modal/withApproval'
import { transactionSent } from '../send/actions'
import { toldSentLate } from '../send/lateSend'
import { NotSeenOnChain } from '../transactions/pendingFlow'
import { pendingSettled } from '../transactions/pendingSlice'
import { callsSettled } from './actions'
import { capabilitiesWaitMs } from './constants'
import { selectCapabilities } from './selectors'

/** How often the batch's status is asked, and for how long (as a single transaction's outcome is). */
const statusPollMs = 300
const statusWaitMs = 120_000

/**
 * What a host's own batch (useSendCalls) is refused or ends with: the words its rejected promise
 * carries, in English as a host's code reads them, never a catalogue key.
 */
export const batchMessages = {
  failedOffchain: 'The wallet did not send the calls. Nothing changed.',
  partiallyReverted: 'Some of the calls failed on the chain.',
  reverted: 'The calls failed on the chain. Nothing changed.',
  declined: 'You declined the calls in the wallet. Nothing changed.',
  cannotBatch: 'The connected wallet cannot run calls together.',
  // Section 5's words for the embedded wallet's wallet_sendCalls: the same rule for every wallet.
  invalidCall: "Each call needs a 'to' starting with 0x; optional data starts with 0x.",
} as const

/**
 * A batch of Portico's own flows (Swap, Pay, Send) that did not confirm, as the flow keeps it for
 * its view: catalogue keys, said in the visitor's language.
 */
export const batchSaid = {
  failedOffchain: 'batch.failedOffchain',
  partiallyReverted: 'batch.partiallyReverted',
} as const satisfies Record<string, MessageKey>

/**
 * A batch that did not confirm: reverted on the chain is the flow's own failure (`reverted`);
 * the others are said as a view says them, or in `said`'s words (a host's batch).
 */
export const batchFailure = (
  status: BatchOutcome['status'],
  reverted: string,
  said: { failedOffchain: string; partiallyReverted: string } = batchSaid,
): string =>
  status === 'failedOffchain' ? said.failedOffchain : status === 'partiallyReverted' ? said.partiallyReverted : reverted

/**
 * What the connected eip155 wallet can do on the network, waiting for an answer under way (the
 * ask's own bound ends it); none when nobody asked.
 */
export async function capabilitiesOn(
  api: PorticoListenerApi,
  caipNetworkId: CaipNetworkId,
): Promise<ChainCapabilities> {
  const known = () => selectCapabilities(api.getState(), caipNetworkId)
  if (known() === 'asking') await api.condition(() => known() !== 'asking', capabilitiesWaitMs)
  const answer = known()
  return answer && answer !== 'asking' ? answer : noCapabilities
}

/** A call of the batch and what the approval shows of it, read from the call. */
export interface BatchedCall {
  call: Eip155Call
  shows: SingleApproval
}

export interface BatchOutcome {
  /** The wallet's id for the batch. */
  id: string
  status: Exclude<CallsStatus['status'], 'pending'>
  /** The batch's transactions, the last one last. */
  hashes: string[]
}

/**
 * What ApproveTransaction shows for the calls: a batch of them, or the one call as itself; with
 * the fee the app's paymaster pays said so.
 */
function approvalOf(caipNetworkId: CaipNetworkId, calls: BatchedCall[], sponsored: boolean): ApprovalRequest {
  const paid = sponsored ? { feePaidByApp: true as const } : {}
  const [only] = calls
  if (calls.length === 1 && only) return { ...only.shows, ...paid }
  return { kind: 'batch', caipNetworkId, calls: calls.map((c) => c.shows), ...paid }
}

/**
 * Asks the wallet once for every call, all or nothing, and waits for the batch to settle. With
 * a paymaster (ERC-7677), the wallet has the app's service pay the fee: one call goes this way
 * too, for that.
 */
export async function sendBatch(
  api: PorticoListenerApi,
  wallet: WalletCalls,
  request: {
    caipNetworkId: CaipNetworkId
    from: `0x${string}`
    calls: BatchedCall[]
    paymaster?: Paymaster
    /** The wallet took the batch: it is on its way to the chain (a flow's "sent, waiting" step). */
    onSent?: () => void
  },
): Promise<BatchOutcome> {
  const { caipNetworkId, from, paymaster } = request
  const calls = request.calls.map((c) => c.call)
  const id = await withApproval(
    api,
    approvalOf(caipNetworkId, request.calls, !!paymaster),
    () =>
      wallet.send({
        caipNetworkId,
        from,
        calls,
        atomicRequired: request.calls.length > 1,
        ...(paymaster && { capabilities: { paymasterService: paymaster } }),
      }),
    // What the calls do, run in order from the account (all or nothing).
    { caipNetworkId, from, calls },
    (late) => followLateBatch(api.dispatch, wallet, late, caipNetworkId),
  )
  request.onSent?.()
  return followSentBatch(api, wallet, id, caipNetworkId)
}

/**
 * A batch the wallet took, followed until it settles (a flow's own, or one not seen by the bound
 * that Try again looks for again); past the bound, NotSeenOnChain names it.
 */
export async function followSentBatch(
  api: PorticoListenerApi,
  wallet: WalletCalls,
  id: string,
  caipNetworkId: CaipNetworkId,
): Promise<BatchOutcome> {
  try {
    return await followBatch(api.dispatch, wallet, id, caipNetworkId, { pause: api.pause, delay: api.delay })
  } finally {
    api.dispatch(callsSettled({ caipNetworkId }))
  }
}

/**
 * The batch's status asked until it settles (at most as long as a single transaction's outcome
 * is followed); each of its transactions is then known as sent and settled at once.
 */
async function followBatch(
  dispatch: PorticoDispatch,
  wallet: WalletCalls,
  id: string,
  caipNetworkId: CaipNetworkId,
  wait: { pause: <T>(promise: Promise<T>) => Promise<T>; delay: (ms: number) => Promise<void> },
): Promise<BatchOutcome> {
  // The clock's time, not a count of asks: each ask may itself wait on a slow wallet.
  for (const until = Date.now() + statusWaitMs; Date.now() < until;) {
    const { status, receipts } = await wait.pause(wallet.status({ id, caipNetworkId }))
    if (status !== 'pending') {
      for (const { transactionHash, succeeded } of receipts) {
        dispatch(transactionSent({ hash: transactionHash, caipNetworkId }))
        dispatch(pendingSettled({ hash: transactionHash, ok: succeeded }))
      }
      return { id, status, hashes: receipts.map((r) => r.transactionHash) }
    }
    await wait.delay(statusPollMs)
  }
  throw new NotSeenOnChain({ batch: id })
}

/**
 * A batch the wallet took after the visitor stopped waiting (withApproval): the flow that asked
 * has ended as a refusal, but the calls run all the same. A screen tells the truth, so the batch
 * is followed as the flow would have, its transactions join Activity with their outcome, and the
 * visitor is told wherever they are now, as for a single transaction (lateSend).
 */
function followLateBatch(dispatch: PorticoDispatch, wallet: WalletCalls, id: string, caipNetworkId: CaipNetworkId) {
  toldSentLate(dispatch)
  const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
  // Nobody waits on it: a wallet gone meanwhile (its status no longer answered) ends it quietly.
  followBatch(dispatch, wallet, id, caipNetworkId, { pause: (promise) => promise, delay }).catch(() => {})
}
