// A pairing as far as the relay goes (spec sections 4 and 7: WalletConnect pairs over a relay
// websocket, and the URI a wallet scans exists only once the relay took the pairing's proposal):
// a relay that takes no proposal in time, or that the SDK gave up on, ends the pairing in words
// that say so, sooner than the SDK would, whose own words name no cause.
import { toWalletError, WalletError } from '../walletErrors'
import type { WalletConnectProvider } from './sdk'

/**
 * The bound: a pairing whose proposal the relay has not taken 15 s after the pairing started is
 * one the relay could not be reached for. The spec gives no number. 15 s is the SDK's own window
 * for a first publish (@walletconnect/core 2.25: `initialPublishTimeout`, opening the socket
 * included, whose every try it also gives 15 s); past it the SDK only retries on its heartbeat
 * until its one-minute `publishTimeout`, and says "Failed to publish custom payload, please try
 * again" a minute or more in. A reachable relay takes a second or two, the Verify API's wait before the
 * publish (5 s at most) included.
 */
export const relayReachTimeoutMs = 15_000

/** The SDK's publisher giving up on a message (2.25: "Failed to publish [custom] payload, please try again…"). */
const publisherGaveUp = /^Failed to publish/

/** A URI's pairing topic (`wc:<topic>@2?…`). */
const pairingTopicOf = (uri: string) => /^wc:([^@]+)@/.exec(uri)?.[1]

/**
 * A failed pairing said as the relay's where it is: whatever fails while the socket to the relay
 * is down, and, before the URI (the proposal not yet taken), the publisher giving up on the
 * proposal with the socket up (it came back too late, or the relay never answered). A
 * WalletError says its cause already.
 */
export function relayFailure(p: WalletConnectProvider, error: unknown, proposed: boolean): unknown {
  if (error instanceof WalletError) return error
  const { message } = toWalletError(error)
  if (p.client.core.relayer.connected && (proposed || !publisherGaveUp.test(message))) return error
  return new WalletError('relayUnreachable', message, undefined, { cause: error })
}

/**
 * Runs `pairing` (the SDK's connect or authenticate) within the bound, handing `onUri` the URIs
 * of the pairing it makes. Past the bound the SDK's attempt is left to end on its own timers,
 * heard by nobody; should the relay come back in time for it to publish that proposal after all,
 * its URI is not this pairing's (nor a later one's: the pairings made before each are known).
 */
export async function pairThroughRelay<T>(
  p: WalletConnectProvider,
  relayUrl: string,
  onUri: (uri: string) => void,
  pairing: () => Promise<T>,
): Promise<T> {
  const earlierPairings = new Set(p.client.core.pairing.getPairings().map(({ topic }) => topic))
  let proposed = false
  let bound: ReturnType<typeof setTimeout> | undefined
  const unreached = new Promise<never>((_, reject) => {
    bound = setTimeout(() => {
      const within = `${relayReachTimeoutMs / 1000} s`
      reject(
        new WalletError('relayUnreachable', `The WalletConnect relay at ${relayUrl} took no proposal within ${within}`),
      )
    }, relayReachTimeoutMs)
  })
  const onDisplayUri = (uri: string) => {
    if (earlierPairings.has(pairingTopicOf(uri) ?? '')) return
    proposed = true
    clearTimeout(bound)
    onUri(uri)
  }
  p.on('display_uri', onDisplayUri)
  const attempt = pairing()
  attempt.catch(() => {})
  try {
    return await Promise.race([attempt, unreached])
  } catch (error) {
    throw relayFailure(p, error, proposed)
  } finally {
    clearTimeout(bound)
    p.off('display_uri', onDisplayUri)
  }
}
