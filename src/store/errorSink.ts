// Where section 8's wrapper hands what fails: the connector registry's wrapper and the flows'
// (listener.ts). Reporting (the words made safe, the limit, the service) and the provider error
// mapping come with the api chunk, not the first load: until its telemetry flow takes them, the
// last few failures wait here; after, each is passed on as it comes.
export type ErrorTaker = (error: unknown, where: string) => void

export interface ErrorSink {
  report: ErrorTaker
  /** From now on `taker` hears every failure (in place of any before it), starting with those that waited. */
  take(taker: ErrorTaker): void
}

/** At most this many failures wait for the api chunk (the latest kept). */
export const errorSinkLimit = 20

export function createErrorSink(): ErrorSink {
  const waiting: [unknown, string][] = []
  let taker: ErrorTaker = (error, where) => waiting.push([error, where]) > errorSinkLimit && waiting.shift()
  return {
    report: (error, where) => taker(error, where),
    take(next) {
      taker = next
      for (const [error, where] of waiting.splice(0)) next(error, where)
    },
  }
}
