// Follows each transaction Portico sent (Send, Swap, Pay) until the chain mines it: its receipt
// (on Solana, its signature's status) is asked for with a growing pause (1 s, doubling, at most 15 s) for up to ten minutes, and once
// there, its record says confirmed or failed (and the history is read again:
// historyRefreshFlow.ts). A flow that waits for the outcome itself (a swap, a payment) says it as
// soon as it knows. Not seen by the end of the ten minutes, or no node to ask for the network: its
// record says unseen ("Not seen on the chain yet"), never failed, and the visitor may look again.
import type { MessageKey } from '../../i18n/en'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { CaipNetworkId } from '../../contract/entities'
import { namespaceOf } from '../../contract/caip'
import { passOnCancellation } from '../../store/cancellation'
import { chainNode } from '../chain/chainNode'
import { transactionSent } from '../send/actions'
import { pendingAdded, pendingLookedAgain, pendingSettled, pendingUnseen } from './pendingSlice'

const firstPauseMs = 1_000
const longestPauseMs = 15_000
const followForMs = 10 * 60_000

/** The receipt's status once mined (true: it succeeded); undefined while the chain does not have it. */
export async function receiptOf(
  api: PorticoListenerApi,
  network: CaipNetworkId,
  hash: string,
): Promise<boolean | undefined> {
  const node = await api.pause(chainNode(api, network))
  if (!node) return undefined
  try {
    if (network.startsWith('solana:')) {
      // A signature's status: confirmed (or finalized) is Solana's "mined"; its error says it failed.
      const answer = (await api.pause(node.request('getSignatureStatuses', [[hash]]))) as {
        value?: ({ err: unknown; confirmationStatus?: string } | null)[]
      } | null
      const status = answer?.value?.[0]
      const settled = status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized'
      return settled ? status.err === null : undefined
    }
    const receipt = (await api.pause(node.request('eth_getTransactionReceipt', [hash]))) as { status?: string } | null
    return receipt ? receipt.status === '0x1' : undefined
  } catch (error) {
    passOnCancellation(error)
    return undefined
  }
}

export const notSeenOnChain = 'The transaction was not seen on the chain'

/**
 * What a flow sent that the chain had not shown by the bound: one transaction, or a batch the
 * wallet took (EIP-5792), by the wallet's id for it. Try again looks for it again, never sends it
 * twice.
 */
export type Unseen = { hash: string } | { batch: string }

/** The failure of a wait that ended without the chain showing what it followed (minedOutcome, a batch's status). */
export class NotSeenOnChain extends Error {
  constructor(readonly unseen: Unseen) {
    super(notSeenOnChain)
  }
}

export const isNotSeenOnChain = (error: unknown): error is NotSeenOnChain => error instanceof NotSeenOnChain

/**
 * What a flow says of its transaction not seen by the bound (a catalogue key, said in the
 * visitor's language): not failed, since it may still be mined.
 */
export const notSeenSaid = 'activity.status.unseen' satisfies MessageKey

/**
 * Waits while the chain has not mined a transaction Portico is following for the visitor (a
 * swap's approval before its swap, a payment): true once it succeeded, false if it reverted;
 * throws past `waitMs` of the clock (or with no node to ask): time, not a count of asks, since
 * each ask may itself wait on a slow node.
 */
export async function minedOutcome(
  api: PorticoListenerApi,
  network: CaipNetworkId,
  hash: string,
  { pollMs = 300, waitMs = 120_000 } = {},
): Promise<boolean> {
  for (const until = Date.now() + waitMs; Date.now() < until;) {
    const ok = await receiptOf(api, network, hash)
    if (ok !== undefined) {
      // The transaction's record knows it when the flow that waited for it does.
      api.dispatch(pendingSettled({ hash, ok }))
      return ok
    }
    await api.delay(pollMs)
  }
  throw new NotSeenOnChain({ hash })
}

/**
 * Follows one sent transaction for its ten minutes; the chain not showing it by then (or no node
 * to ask) is said as unseen, not left spinning: a wait a visitor sees has an end, and "failed"
 * would not be true (it may still be mined). Looking again follows it once more.
 */
async function follow(api: PorticoListenerApi, caipNetworkId: CaipNetworkId, hash: string) {
  // eip155 and Solana are read here; another namespace's, or a network with no node, cannot be.
  const readable = /^(eip155|solana):/.test(caipNetworkId) && !!(await api.pause(chainNode(api, caipNetworkId)))
  if (!readable) return void api.dispatch(pendingUnseen({ hash }))
  let pause = firstPauseMs
  // Its ten minutes of the clock, however long each ask of the node takes.
  for (const until = Date.now() + followForMs; Date.now() < until; pause = Math.min(pause * 2, longestPauseMs)) {
    const ok = await receiptOf(api, caipNetworkId, hash)
    if (ok !== undefined) return void api.dispatch(pendingSettled({ hash, ok }))
    await api.delay(pause)
  }
  api.dispatch(pendingUnseen({ hash }))
}

export const pendingFlow: Flow = (startListening) => {
  startListening({
    actionCreator: transactionSent,
    effect: async ({ payload }, api) => {
      const from = api.getState().portico.account[namespaceOf(payload.caipNetworkId)]?.address
      api.dispatch(pendingAdded({ ...payload, from, sentAt: Date.now() }))
      await follow(api, payload.caipNetworkId, payload.hash)
    },
  })

  startListening({
    actionCreator: pendingLookedAgain,
    effect: async ({ payload: { hash } }, api) => {
      const sent = api.getState().portico.pending?.list.find((t) => t.hash === hash)
      if (sent) await follow(api, sent.caipNetworkId, hash)
    },
  })
}
