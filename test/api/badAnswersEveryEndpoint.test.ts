// Every endpoint of the table, against every fault the mocks can play: the outcome is data or
// a typed error, never an exception, and never a wait without end. The sample call of each
// endpoint is its first contract case, so a new call is covered as soon as it has a contract.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contractEntries } from '../../src/contract'
import { isPorticoApiError } from '../../src/api/errors'
import { createMockDb } from '../../mocks/db'
import { createNodeMocks } from '../../mocks/node'
import { faultStatuses, type Fault } from '../../mocks/handlers/faults'
import { emptyAnswer } from '../../mocks/handlers/shapes'
import { analyticsCases } from '../../contracts/cases/analytics'
import { blockchainCases } from '../../contracts/cases/blockchain'
import { directoryCases } from '../../contracts/cases/directory'
import type { ContractCase } from '../../contracts/support/runCase'
import { testStore } from '../../harness/testStore'
import { seedClock } from '../../mocks/db/fixtures'
import { servicesConfigured } from '../../src/features/options/servicesSlice'

/**
 * The mocks' db, and whether anything was written to it since its state was last set. Each run
 * starts from its case's state, and setting it (the whole seed, some 20 ms) before each of the
 * file's 416 runs was most of the file's CPU. Most runs leave the db as they found it (most calls
 * only read, and a fault answers before any resolver runs), so a state is set again only when
 * another is asked for or something wrote to it: 33 times. Writes go through the models'
 * methods, watched here.
 */
const db = createMockDb()
let written = true
for (const model of Object.values(db) as unknown as Record<string, (...args: unknown[]) => unknown>[])
  for (const method of ['create', 'update', 'updateMany', 'delete', 'deleteMany']) {
    const write = model[method]!.bind(model)
    model[method] = (...args) => {
      written = true
      return write(...args)
    }
  }
// The seed's clock: the sample registration is signed at `fixtures.now`, and identity's
// resolvedAt stays the same from one answer to the next.
const mocks = createNodeMocks({ now: seedClock, db })
let stateSet: string | undefined

/** mocks.useState(state): the db in that state (kept as it was where nothing wrote to it since), no fault. */
function startFrom(state: string) {
  if (written || stateSet !== state) {
    mocks.useState(state)
    written = false
    stateSet = state
  } else mocks.faults.clear()
}
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => mocks.faults.clear())
afterAll(() => mocks.server.close())

const firstCaseOf = new Map<string, ContractCase>()
for (const c of [...blockchainCases, ...directoryCases, ...analyticsCases]) {
  if (!c.activeNetwork && !firstCaseOf.has(c.endpoint)) firstCaseOf.set(c.endpoint, c)
}
const endpoints = contractEntries()

/**
 * The bound of the `hang` runs, in place of section 9's 10 s: what is pinned is that the bound
 * ends the wait, not its length, and each endpoint's hang then costs 20 ms of waiting, no CPU.
 */
const hangBoundMs = 20

async function run(id: string, fault?: Fault, timeoutMs?: number) {
  const c = firstCaseOf.get(id)!
  startFrom(c.state)
  if (fault) mocks.faults.set(id, fault)
  const store = testStore({ projectId: c.projectId })
  if (timeoutMs) store.dispatch(servicesConfigured({ timeoutMs }))
  return c.drive(store)
}

describe.each(endpoints)('$id', ({ id, entry }) => {
  it('has a sample call that succeeds against the mocks', async () => {
    expect(firstCaseOf.has(id), `no plain contract case for ${id}`).toBe(true)
    const outcome = await run(id)
    expect(outcome.error).toBeUndefined()
  })

  it.each(faultStatuses.map((status) => ({ status })))(
    'HTTP $status is the typed error "HTTP status code: $status"',
    async ({ status }) => {
      const outcome = await run(id, { kind: 'status', status })
      expect(outcome.error).toMatchObject({ kind: 'http', status, message: `HTTP status code: ${status}` })
    },
  )

  it('a network failure is a typed network error', async () => {
    expect((await run(id, { kind: 'network' })).error).toMatchObject({ kind: 'network' })
  })

  it('a malformed body is a typed malformed error', async () => {
    expect((await run(id, { kind: 'malformed' })).error).toMatchObject({ kind: 'malformed' })
  })

  // Analytics' answers are shown nowhere: any 2xx body is accepted and not read.
  const unread = entry.response.safeParse({ unexpected: ['not-an-object'] }).success
  it(
    unread
      ? 'an answer it does not read is accepted whatever its shape'
      : 'a body of the wrong shape is a typed error and stores nothing',
    async () => {
      const { error, data } = await run(id, { kind: 'wrongShape' })
      if (unread) return expect(error).toBeUndefined()
      expect(data).toBeUndefined()
      expect(isPorticoApiError(error)).toBe(true)
      // A JSON body with no JSON-RPC answer to the call is not the declared format, like a
      // picture that is not an image: the transport never reaches a schema.
      expect((error as { kind: string }).kind).toBe(entry.format === 'json' ? 'schema' : 'malformed')
    },
  )

  // Every wait a visitor sees has an end: services.timeoutMs bounds every call (JSON-RPC's per
  // attempt, section 9), and the server let go of the request once it was given up on.
  it('a server that never answers: the call ends at the bound as "Request timed out", and nothing stays pending', async () => {
    const outcome = await run(id, { kind: 'hang' }, hangBoundMs)
    expect(outcome.error).toEqual({ kind: 'timeout', message: 'Request timed out' })
    expect(mocks.faults.held()).toBe(0)
  })

  it('a slow answer is still the normal answer', async () => {
    expect(await run(id, { kind: 'slow', ms: 30 })).toEqual(await run(id))
  })

  it('an empty result is data when the call has one, else a typed error', async () => {
    const outcome = await run(id, { kind: 'empty' })
    const empty = emptyAnswer(entry)
    if (!empty.ok) return expect(isPorticoApiError(outcome.error)).toBe(true)
    const data = entry.kind === 'infiniteQuery' ? (outcome.data as { pages: unknown[] }).pages[0] : outcome.data
    expect(data).toEqual(empty.value)
  })
})
