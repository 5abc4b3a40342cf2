// Fault scenarios, switchable per endpoint while the mocks run, so tests, stories and the
// demo can show every way a server lets the client down.
import { contractEntries } from '../../src/contract'

export const faultStatuses = [400, 403, 404, 429, 500, 503] as const

export type Fault =
  | { kind: 'status'; status: (typeof faultStatuses)[number] }
  /** The connection fails: fetch rejects. */
  | { kind: 'network' }
  /** The normal answer, after a delay. */
  | { kind: 'slow'; ms: number }
  /**
   * The request is taken and never answered: only the client's own bound ends the wait. Held
   * until the client aborts it, or until this fault is cleared or replaced (then it fails as a
   * dropped connection), so no request, promise or timer outlives the test that played it.
   */
  | { kind: 'hang' }
  /** A body that is not the declared format at all (not JSON, not an image). */
  | { kind: 'malformed' }
  /** Valid JSON of the wrong shape: the normal answer with one field's type changed. */
  | { kind: 'wrongShape' }
  /** The call's empty result (no tokens, no transactions, …). */
  | { kind: 'empty' }
  /**
   * This JSON as the answer, whatever the contract says: a service answering what it must not
   * (an on-ramp URL that is a script, a token symbol with direction controls).
   */
  | { kind: 'answer'; json: unknown }

/** Every kind of fault, so one set from outside TypeScript (the mock server's admin route, the demo's console) is checked. */
export const faultKinds = ['status', 'network', 'slow', 'hang', 'malformed', 'wrongShape', 'empty', 'answer'] as const

/** `service.endpoint` (e.g. `blockchain.balance`), or `*` for every endpoint. */
export type FaultTarget = string

export interface Faults {
  set(target: FaultTarget, fault: Fault): void
  /** Clears one target's fault (or all), letting go of the requests its `hang` holds. */
  clear(target?: FaultTarget): void
  /** The fault in force for an endpoint: its own, else the one for every endpoint. */
  get(endpoint: string): Fault | undefined
  list(): Record<FaultTarget, Fault>
  /**
   * Holds a request under `hang`: settles once `signal` aborts (the client gave up) or the fault
   * in force for `endpoint` is cleared or replaced.
   */
  hold(endpoint: string, signal: AbortSignal): Promise<void>
  /** How many requests a `hang` holds now: 0 once every client gave up or the faults were cleared. */
  held(): number
}

export function createFaults(): Faults {
  const byTarget = new Map<FaultTarget, Fault>()
  // A fault on a name no endpoint has would fail nothing, and a test of it would pass unseen.
  const targets = new Set(['*', ...contractEntries().map((entry) => entry.id)])
  /** Each held request, with the target whose fault holds it. */
  const holds = new Map<() => void, FaultTarget>()
  const letGo = (target?: FaultTarget) => {
    for (const [release, heldBy] of holds) if (target === undefined || heldBy === target) release()
  }
  return {
    set: (target, fault) => {
      if (!targets.has(target))
        throw new Error(`Portico mocks: no endpoint "${target}" to fail (one of ${[...targets].join(', ')})`)
      // An unknown kind would answer nothing at all: the handler would pass the request on.
      const kind = (fault as { kind?: unknown } | null)?.kind
      if (!faultKinds.includes(kind as Fault['kind']))
        throw new Error(`Portico mocks: no fault kind "${String(kind)}" (one of ${faultKinds.join(', ')})`)
      letGo(target)
      byTarget.set(target, fault)
    },
    clear: (target) => {
      letGo(target)
      if (target) byTarget.delete(target)
      else byTarget.clear()
    },
    get: (endpoint) => byTarget.get(endpoint) ?? byTarget.get('*'),
    list: () => Object.fromEntries(byTarget),
    hold: (endpoint, signal) =>
      new Promise<void>((resolve) => {
        if (signal.aborted) return resolve()
        const release = () => {
          holds.delete(release)
          signal.removeEventListener('abort', release)
          resolve()
        }
        holds.set(release, byTarget.has(endpoint) ? endpoint : '*')
        signal.addEventListener('abort', release, { once: true })
      }),
    held: () => holds.size,
  }
}
