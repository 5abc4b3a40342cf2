// Who listens to which topic. A subscription belongs to one socket; the id we hand out is what
// the client finds again in each `irn_subscription` we send it, and what it unsubscribes with.
import { randomBytes } from 'node:crypto'

export interface Subscriber<Socket> {
  socket: Socket
  /** The client's label (its did:key when it sent one): a reconnect keeps it. */
  client: string
}

interface Subscription<Socket> extends Subscriber<Socket> {
  id: string
  topic: string
}

export class Subscriptions<Socket> {
  private readonly byId = new Map<string, Subscription<Socket>>()

  /** Subscribes the socket to the topic, or returns the id it already has for it. */
  subscribe(subscriber: Subscriber<Socket>, topic: string): string {
    for (const s of this.byId.values()) if (s.socket === subscriber.socket && s.topic === topic) return s.id
    const id = randomBytes(32).toString('hex')
    this.byId.set(id, { ...subscriber, id, topic })
    return id
  }

  unsubscribe(socket: Socket, topic: string, id?: string): void {
    for (const s of [...this.byId.values()]) {
      if (s.socket === socket && s.topic === topic && (!id || s.id === id)) this.byId.delete(s.id)
    }
  }

  dropSocket(socket: Socket): void {
    for (const s of [...this.byId.values()]) if (s.socket === socket) this.byId.delete(s.id)
  }

  of(topic: string): Subscription<Socket>[] {
    return [...this.byId.values()].filter((s) => s.topic === topic)
  }

  get size(): number {
    return this.byId.size
  }

  get topics(): number {
    return new Set([...this.byId.values()].map((s) => s.topic)).size
  }

  clear(): void {
    this.byId.clear()
  }
}
