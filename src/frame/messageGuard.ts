// The check every window message passes before either side acts on it, the app reading the
// frame and the frame reading the app: it comes from the one origin configured for the other
// side (`event.origin`), from the other side's own window (`event.source`, so another frame or
// tab of that origin is not believed), and it matches the protocol's schema. A request id seen
// before is refused too (a replayed message). What fails is dropped, counted by reason and
// logged; nothing refused ever reaches the caller.
import type { z } from 'zod'

export type Refusal = 'origin' | 'source' | 'schema' | 'replayed'

/** What a guard needs of a MessageEvent (a real one, or a test's). */
export interface IncomingMessage {
  origin: string
  source: unknown
  data: unknown
}

export interface MessageGuardOptions<S extends z.ZodType> {
  schema: S
  /** The other side's origin, exactly (scheme, host and port). */
  origin: string
  /** The other side's window, read at each message (a frame's window appears once it loads). */
  source: () => unknown
  /** Refuse a message whose `id` was already accepted (the frame's side: requests are never repeated). */
  refuseRepeatedIds?: boolean
  /** Where refusals are reported; a warning by default. */
  warn?: (message: string) => void
}

export interface MessageGuard<M> {
  /** The message, checked, or undefined when it was refused. */
  accept(event: IncomingMessage): M | undefined
  /** Refusals so far, by reason. */
  readonly refused: Readonly<Record<Refusal, number>>
}

/** How many accepted ids a guard remembers to refuse replays: a session's worth, and bounded. */
const rememberedIds = 4096

export function createMessageGuard<S extends z.ZodType>(options: MessageGuardOptions<S>): MessageGuard<z.output<S>> {
  const refused: Record<Refusal, number> = { origin: 0, source: 0, schema: 0, replayed: 0 }
  const seen = new Set<string>()
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const refuse = (reason: Refusal, detail: string) => {
    refused[reason] += 1
    warn(`Portico: a window message was refused (${reason}): ${detail}`)
    return undefined
  }
  return {
    refused,
    accept(event) {
      if (event.origin !== options.origin) return refuse('origin', `from ${JSON.stringify(event.origin)}`)
      const expected = options.source()
      if (!expected || event.source !== expected) return refuse('source', 'not from the expected window')
      const parsed = options.schema.safeParse(event.data)
      if (!parsed.success) return refuse('schema', parsed.error.issues[0]?.message ?? 'Invalid input')
      const id = (parsed.data as { id?: unknown }).id
      if (options.refuseRepeatedIds && typeof id === 'string') {
        if (seen.has(id)) return refuse('replayed', `id ${id}`)
        seen.add(id)
        if (seen.size > rememberedIds) seen.delete(seen.values().next().value!)
      }
      return parsed.data
    },
  }
}

/** The page's own message events, as a guard reads them; returns how to stop listening. */
export function listenToWindowMessages(handler: (event: IncomingMessage) => void): () => void {
  const listener = (event: MessageEvent) => handler(event)
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}
