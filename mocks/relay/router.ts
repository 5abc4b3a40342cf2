// Routing by topic: a published message goes to every other subscriber now, and stays in the
// mailbox for whoever subscribes before its TTL runs out.
import { WebSocket } from 'ws'
import { Mailbox, type StoredMessage } from './mailbox'
import { nextRelayId, requestFrame } from './rawJsonRpc'
import { Subscriptions, type Subscriber } from './subscriptions'

export interface Publication {
  topic: string
  message: string
  /** Seconds, as the clients send it. */
  ttl: number
  tag: number
  attestation?: string
}

export class Router {
  readonly subscriptions = new Subscriptions<WebSocket>()
  readonly mailbox = new Mailbox()
  published = 0
  delivered = 0

  /**
   * Subscribes and returns the subscription id. Messages stored for the topic are handed over
   * by deliverStored(), which the caller runs once the answer carrying that id has gone out.
   */
  subscribe(subscriber: Subscriber<WebSocket>, topic: string): string {
    return this.subscriptions.subscribe(subscriber, topic)
  }

  deliverStored(subscriber: Subscriber<WebSocket>, topic: string, subscriptionId: string): void {
    for (const message of this.mailbox.undeliveredFor(topic, subscriber.client)) {
      this.deliver(message, subscriber.socket, subscriber.client, subscriptionId)
    }
  }

  publish(from: Subscriber<WebSocket>, publication: Publication): void {
    const now = Date.now()
    // A client publishes again what it has no answer for yet (the SDK's publisher retries its
    // queue on each heartbeat); the real relay keys a message by its hash, so the same message
    // on the same topic is one message, delivered once. Twice, the receiver answers the copy
    // with "No matching key. history".
    if (this.mailbox.holds(publication.topic, publication.message, now)) return
    const message: StoredMessage = {
      ...publication,
      publishedAt: now,
      sender: from.client,
      expiresAt: now + Math.max(publication.ttl, 1) * 1000,
      deliveredTo: new Set(),
    }
    this.published++
    this.mailbox.put(message)
    for (const s of this.subscriptions.of(publication.topic)) {
      if (s.client !== from.client) this.deliver(message, s.socket, s.client, s.id)
    }
  }

  clear(): void {
    this.subscriptions.clear()
    this.mailbox.clear()
  }

  private deliver(message: StoredMessage, socket: WebSocket, client: string, subscriptionId: string): void {
    if (socket.readyState !== WebSocket.OPEN || message.deliveredTo.has(client)) return
    const { topic, publishedAt, tag, attestation } = message
    const data = {
      topic,
      message: message.message,
      publishedAt,
      tag,
      ...(attestation === undefined ? {} : { attestation }),
    }
    socket.send(requestFrame(nextRelayId(), 'irn_subscription', { id: subscriptionId, data }))
    message.deliveredTo.add(client)
    this.delivered++
  }
}
