// The relay's JSON-RPC methods, as the 2.25 clients call them. Each returns the result to answer
// with and, optionally, work to do once that answer is on the wire (handing over stored
// messages: the client must know the subscription id before it sees messages carrying it).
import type { WebSocket } from 'ws'
import type { Router } from './router'
import type { Subscriber } from './subscriptions'

export interface MethodOutcome {
  result: unknown
  after?: () => void
}

export type Method = (params: Record<string, unknown>, from: Subscriber<WebSocket>, router: Router) => MethodOutcome

export class InvalidParams extends Error {}

/** Tags of the two halves of wc_approveSession, as the relay spec numbers them. */
const SESSION_PROPOSE_RESPONSE_TAG = 1101
const SESSION_SETTLE_REQUEST_TAG = 1102
const SESSION_PROPOSE_REQUEST_TAG = 1100
/** The clients' default publish TTL (5 minutes), for a call that omits it. */
const DEFAULT_TTL_SECONDS = 300

function text(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || !value) throw new InvalidParams(`params.${key} must be a non-empty string`)
  return value
}

function number(params: Record<string, unknown>, key: string, fallback: number): number {
  const value = params[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

function attestationOf(params: Record<string, unknown>): { attestation?: string } {
  return typeof params.attestation === 'string' ? { attestation: params.attestation } : {}
}

function subscribeAll(topics: string[], from: Subscriber<WebSocket>, router: Router): MethodOutcome {
  const ids = topics.map((topic) => router.subscribe(from, topic))
  return { result: ids, after: () => topics.forEach((topic, i) => router.deliverStored(from, topic, ids[i]!)) }
}

export const methods: Record<string, Method> = {
  irn_subscribe(params, from, router) {
    const topic = text(params, 'topic')
    const id = router.subscribe(from, topic)
    return { result: id, after: () => router.deliverStored(from, topic, id) }
  },

  // On reconnect the clients resubscribe to everything in one call.
  irn_batchSubscribe(params, from, router) {
    const topics = params.topics
    if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string'))
      throw new InvalidParams('params.topics must be a list of topics')
    return subscribeAll(topics as string[], from, router)
  },

  irn_unsubscribe(params, from, router) {
    router.subscriptions.unsubscribe(
      from.socket,
      text(params, 'topic'),
      typeof params.id === 'string' ? params.id : undefined,
    )
    return { result: true }
  },

  irn_batchUnsubscribe(params, from, router) {
    const list = Array.isArray(params.subscriptions)
      ? (params.subscriptions as { topic?: unknown; id?: unknown }[])
      : []
    for (const s of list)
      if (typeof s.topic === 'string')
        router.subscriptions.unsubscribe(from.socket, s.topic, typeof s.id === 'string' ? s.id : undefined)
    return { result: true }
  },

  // Stored messages already reach a client when it subscribes, so there is nothing left to fetch.
  irn_batchFetchMessages() {
    return { result: { messages: [], hasMore: false } }
  },

  irn_publish(params, from, router) {
    router.publish(from, {
      topic: text(params, 'topic'),
      message: text(params, 'message'),
      ttl: number(params, 'ttl', DEFAULT_TTL_SECONDS),
      tag: number(params, 'tag', 0),
      ...attestationOf(params),
    })
    return { result: true }
  },

  // The dapp's proposal. The client does not subscribe to the pairing topic itself: the relay
  // does it for the sender, or the wallet's answer would have nobody to go to.
  wc_proposeSession(params, from, router) {
    const topic = text(params, 'pairingTopic')
    const id = router.subscribe(from, topic)
    router.publish(from, {
      topic,
      message: text(params, 'sessionProposal'),
      ttl: number(params, 'ttl', DEFAULT_TTL_SECONDS),
      tag: number(params, 'tag', SESSION_PROPOSE_REQUEST_TAG),
      ...attestationOf(params),
    })
    return { result: true, after: () => router.deliverStored(from, topic, id) }
  },

  // The wallet's approval in one call, split into the two messages the dapp expects: the answer
  // to the proposal on the pairing topic, the settle request on the new session topic (to which
  // the relay subscribes the wallet, which again does not do it itself).
  wc_approveSession(params, from, router) {
    const pairingTopic = text(params, 'pairingTopic')
    const sessionTopic = text(params, 'sessionTopic')
    const proposalResponse = text(params, 'sessionProposalResponse')
    const settleRequest = text(params, 'sessionSettlementRequest')
    const ttl = number(params, 'ttl', DEFAULT_TTL_SECONDS)
    const id = router.subscribe(from, sessionTopic)
    router.publish(from, { topic: pairingTopic, message: proposalResponse, ttl, tag: SESSION_PROPOSE_RESPONSE_TAG })
    router.publish(from, { topic: sessionTopic, message: settleRequest, ttl, tag: SESSION_SETTLE_REQUEST_TAG })
    return { result: true, after: () => router.deliverStored(from, sessionTopic, id) }
  },
}
