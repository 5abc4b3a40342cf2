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

/** `service.endpoint` (e.g. `blockchain.balance`), or `*` for every endpoint. */
export type FaultTarget = string

export interface Faults {
  set(target: FaultTarget, fault: Fault): void
  clear(target?: FaultTarget): void
  /** The fault in force for an endpoint: its own, else the one for every endpoint. */
  get(endpoint: string): Fault | undefined
  list(): Record<FaultTarget, Fault>
}

export function createFaults(): Faults {
  const byTarget = new Map<FaultTarget, Fault>()
  // A fault on a name no endpoint has would fail nothing, and a test of it would pass unseen.
  const targets = new Set(['*', ...contractEntries().map((entry) => entry.id)])
  return {
    set: (target, fault) => {
      if (!targets.has(target))
        throw new Error(`Portico mocks: no endpoint "${target}" to fail (one of ${[...targets].join(', ')})`)
      byTarget.set(target, fault)
    },
    clear: (target) => (target ? void byTarget.delete(target) : byTarget.clear()),
    get: (endpoint) => byTarget.get(endpoint) ?? byTarget.get('*'),
    list: () => Object.fromEntries(byTarget),
  }
}
