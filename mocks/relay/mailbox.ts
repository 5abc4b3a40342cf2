// Messages kept per topic for their TTL. Both sides of a pairing subscribe to a topic only after
// the first message on it was published (the wallet learns the pairing topic from the URI after
// the proposal went out; the dapp subscribes to the session topic after the settle request), so
// a relay that only forwarded to current subscribers would lose exactly those messages.

export interface StoredMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  /** Label of the client that published it: it never gets its own message back. */
  sender: string
  expiresAt: number
  /** Labels of the clients it has reached, so a resubscribe does not deliver it twice. */
  deliveredTo: Set<string>
}

export class Mailbox {
  private readonly byTopic = new Map<string, StoredMessage[]>()

  put(message: StoredMessage): void {
    const list = this.byTopic.get(message.topic) ?? []
    list.push(message)
    this.byTopic.set(message.topic, list)
  }

  /** The same message is already kept on the topic (and has not expired). */
  holds(topic: string, message: string, now = Date.now()): boolean {
    this.prune(now)
    return (this.byTopic.get(topic) ?? []).some((m) => m.message === message)
  }

  /** Unexpired messages on the topic that the client neither sent nor received yet. */
  undeliveredFor(topic: string, client: string, now = Date.now()): StoredMessage[] {
    this.prune(now)
    return (this.byTopic.get(topic) ?? []).filter((m) => m.sender !== client && !m.deliveredTo.has(client))
  }

  size(now = Date.now()): number {
    this.prune(now)
    let total = 0
    for (const list of this.byTopic.values()) total += list.length
    return total
  }

  clear(): void {
    this.byTopic.clear()
  }

  private prune(now: number): void {
    for (const [topic, list] of this.byTopic) {
      const alive = list.filter((m) => m.expiresAt > now)
      if (alive.length) this.byTopic.set(topic, alive)
      else this.byTopic.delete(topic)
    }
  }
}
