// Try again after "Not seen on the chain yet" (section 9's bound on a followed transaction): what
// went out may still be mined, so the flow looks for that very transaction or batch again, for as
// long, rather than ask the wallet to send it a second time. The visitor never pays twice.
import type { CaipNetworkId } from '../../contract/entities'
import type { PorticoListenerApi } from '../../store/listener'
import { followSentBatch, type BatchOutcome } from '../batches/sendBatch'
import { connectedConnector } from '../connection/connectedConnector'
import { minedOutcome, NotSeenOnChain, type Unseen } from './pendingFlow'

/** How it ended (a single transaction: confirmed or reverted), and the transaction that carried it (a batch's last). */
export interface SeenAgain {
  status: BatchOutcome['status']
  hash?: string
}

/** Followed once more; not seen again by the bound, NotSeenOnChain names it as before. */
export async function followAgain(
  api: PorticoListenerApi,
  caipNetworkId: CaipNetworkId,
  unseen: Unseen,
  options: { pollMs?: number } = {},
): Promise<SeenAgain> {
  if ('hash' in unseen) {
    const mined = await minedOutcome(api, caipNetworkId, unseen.hash, options)
    return { status: mined ? 'confirmed' : 'reverted', hash: unseen.hash }
  }
  // Only the wallet that took the batch knows it by its id: without it, it is still not seen.
  const calls = connectedConnector(api, 'eip155')?.calls
  if (!calls) throw new NotSeenOnChain(unseen)
  const outcome = await followSentBatch(api, calls, unseen.batch, caipNetworkId)
  return { status: outcome.status, hash: outcome.hashes.at(-1) }
}
