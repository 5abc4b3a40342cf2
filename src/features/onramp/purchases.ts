// The on-ramp provider's purchases for an address, as Buy and Pay by card follow them: the
// history call's `onramp` answer (the Coinbase-type provider's, keyed by the address its page
// delivered to), read every few seconds while the provider's window is open, until one that was
// not there before appears, the window stays closed past a minute, or the caller stops waiting.
import { blockchainApi } from '../../api/porticoApi'
import type { CaipNetworkId, Transaction } from '../../contract/entities'
import type { PorticoListenerApi } from '../../store/listener'
import type { ProviderWindow } from './providerWindow'
import { answerOf } from '../../api/answerOf'

/** How often the provider's purchases are read while its window is open. */
export const purchasePollMs = 2_000
/** How long a closed window's purchase is still waited for. */
export const closedWindowWaitMs = 60_000
/** How long a purchase is followed at all. */
export const purchaseWaitMs = 30 * 60_000

/** The provider's purchases delivered to an address, newest first; undefined when they cannot be read. */
export async function purchasesOf(
  api: PorticoListenerApi,
  address: string,
  network: CaipNetworkId,
): Promise<readonly Transaction[] | undefined> {
  const result = await api.pause(
    answerOf(
      api.dispatch(
        blockchainApi.endpoints.history.initiate(
          { params: { account: address }, query: { onramp: 'coinbase', chainId: network } },
          { forceRefetch: true },
        ),
      ),
    ),
  )
  return result.data?.pages[0]?.data
}

export type PurchaseOutcome =
  | { kind: 'arrived'; purchase: Transaction }
  | { kind: 'failed'; purchase: Transaction }
  /** The window closed with nothing new (or, without a history to read, closed at all). */
  | { kind: 'closed' }
  /** The caller no longer waits (the visitor went back), or the wait ran out. */
  | { kind: 'stopped' }

const failedStatus = (status: string) => /fail|cancel|expire/i.test(status)
const doneStatus = (status: string) => /success|confirmed|complete/i.test(status)

/**
 * Waits for a purchase that `before` did not list. Without `before` (a provider with no history
 * to read) only the window's closing ends the wait.
 */
export async function waitForPurchase(
  api: PorticoListenerApi,
  options: {
    window: ProviderWindow | null
    address: string
    network: CaipNetworkId
    before: ReadonlySet<string> | undefined
    waiting: () => boolean
    /** The window was first seen closed; a purchase is still waited for (closedWindowWaitMs). */
    closed?: () => void
  },
): Promise<PurchaseOutcome> {
  let closedFor = 0
  for (let waited = 0; waited < purchaseWaitMs; waited += purchasePollMs) {
    if (!options.waiting()) return { kind: 'stopped' }
    if (options.before) {
      const listed = (await purchasesOf(api, options.address, options.network)) ?? []
      const found = listed.find((entry) => !options.before!.has(entry.id))
      if (found && failedStatus(found.metadata.status)) return { kind: 'failed', purchase: found }
      if (found && doneStatus(found.metadata.status)) return { kind: 'arrived', purchase: found }
    }
    if (options.window?.closed) {
      if (closedFor === 0) options.closed?.()
      closedFor += purchasePollMs
      if (!options.before || closedFor > closedWindowWaitMs) return { kind: 'closed' }
    }
    await api.delay(purchasePollMs)
  }
  return { kind: 'stopped' }
}

/**
 * The ids the provider lists now: a purchase not among them is the one being made. Undefined when
 * the list cannot be read: every purchase would then look new, so only the window is followed.
 */
export async function purchasesBefore(api: PorticoListenerApi, address: string, network: CaipNetworkId) {
  const listed = await purchasesOf(api, address, network)
  return listed && new Set(listed.map((entry) => entry.id))
}
