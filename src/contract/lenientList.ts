// Lists read entry by entry: one entry the client cannot read (a wallet with a broken field, a
// transaction of a new kind) is dropped, and the rest of the answer still arrives. Drops are
// reported to whoever parses inside `collectDrops` (the api layer warns, the mocks refuse).
import { z } from 'zod'

/** What stands in a list's place for an entry that failed its schema, until the list drops it. */
class DroppedEntry {
  constructor(readonly issue: string) {}
}

/** One list's drops within one answer. */
export interface DroppedEntries {
  dropped: number
  of: number
  /** The first dropped entry's first problem, `path: message`. */
  firstIssue: string
}

let sink: DroppedEntries[] | undefined

/** Runs a parse and returns what every lenient list inside it dropped. */
export function collectDrops<T>(parse: () => T): { result: T; drops: DroppedEntries[] } {
  const outer = sink
  const drops: DroppedEntries[] = []
  sink = drops
  try {
    return { result: parse(), drops }
  } finally {
    sink = outer
  }
}

function describeIssue(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0]
  if (!first) return 'Invalid input'
  const path = first.path.map(String).join('.')
  return path ? `${path}: ${first.message}` : first.message
}

/**
 * A list whose invalid entries are dropped, not fatal. The element schema stays visible
 * (array → catch → element), so the mocks' shapes and the pact matchers treat it as a plain list.
 * Use it where one bad element must not cost the others (spec section 5 keeps all-or-nothing
 * where it says so: wallet assets).
 */
export function lenientList<T extends z.ZodType>(element: T) {
  return z
    .array(element.catch((ctx) => new DroppedEntry(describeIssue(ctx.error.issues)) as never))
    .transform((entries) => {
      const kept = entries.filter((entry) => !((entry as unknown) instanceof DroppedEntry))
      if (kept.length < entries.length) {
        const first = entries.find((entry) => (entry as unknown) instanceof DroppedEntry) as unknown as DroppedEntry
        sink?.push({ dropped: entries.length - kept.length, of: entries.length, firstIssue: first.issue })
      }
      return kept as z.output<T>[]
    })
}
