// Every wait a visitor sees has an end. While the session store keeps a one-click signature and
// looks the account up, ConnectingSiwe says "Verifying…"; the store is the host's own (a server
// that verifies, the host's SIWX config) or Portico's, whose check of a contract account's
// signature asks the network's node (ERC-1271) and whose storage may be the host's. None of
// these has a bound of its own that the visitor can count on, so the store gets one.
import { answerWithin } from '../../connectors/answerWithin'

/**
 * How long the session store has to answer. Not in the spec for the store itself: section 9's
 * bound for a service call (the HTTP RPC timeout, 10 s), the store's answer being one such call
 * (an ERC-1271 check, a host's server). A store that answers later is not followed.
 */
export const siwxStoreAnswerMs = 10_000

/** The store did not answer within siwxStoreAnswerMs. */
export class SiwxStoreSilentError extends Error {
  override readonly name = 'SiwxStoreSilentError'
  constructor() {
    super(`The sign-in session store did not answer within ${siwxStoreAnswerMs / 1000} s`)
  }
}

export const isSiwxStoreSilent = (error: unknown): error is SiwxStoreSilentError =>
  error instanceof SiwxStoreSilentError

/** The store's answer, or SiwxStoreSilentError once siwxStoreAnswerMs pass without one. */
export const storeAnswer = <T>(answer: Promise<T>): Promise<T> =>
  answerWithin(answer, siwxStoreAnswerMs, () => new SiwxStoreSilentError())
