// What the History view lists (section 2's optional screens; section 4's list rules over every network), pure: the
// history pages without spam, each entry once, the on-ramp provider's purchases in place of the
// chain's record of the same transaction (and listed on their own while the chain has none yet),
// in the list's status words, newest first; the filter keeps one network.
import type { CaipNetworkId, Transaction } from '../../contract'
import { isSpamTransaction } from '../Account/transactions'

/** The provider's status words (`ONRAMP_TRANSACTION_STATUS_SUCCESS`) as the list's. */
export function purchaseStatus(status: string): string {
  if (/success|complete/i.test(status)) return 'confirmed'
  if (/fail|cancel|expire/i.test(status)) return 'failed'
  if (/progress|pending|created/i.test(status)) return 'pending'
  return status
}

const hashOf = (transaction: Transaction) => transaction.metadata.hash.toLowerCase()

export function historyEntries(
  pages: readonly { data: readonly Transaction[] }[],
  purchases: readonly Transaction[],
  filter: CaipNetworkId | undefined,
): Transaction[] {
  const kept = (transaction: Transaction) =>
    !isSpamTransaction(transaction) && (!filter || (transaction.metadata.chain ?? filter) === filter)
  const bought = new Map(
    purchases
      .filter(kept)
      .map((p): [string, Transaction] => [
        hashOf(p),
        { ...p, metadata: { ...p.metadata, status: purchaseStatus(p.metadata.status) } },
      ]),
  )
  const seen = new Set<string>()
  const entries: Transaction[] = []
  for (const transaction of pages.flatMap((page) => page.data)) {
    if (seen.has(transaction.id) || !kept(transaction)) continue
    seen.add(transaction.id)
    const purchase = bought.get(hashOf(transaction))
    bought.delete(hashOf(transaction))
    entries.push(purchase ?? transaction)
  }
  return [...entries, ...bought.values()].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
}
