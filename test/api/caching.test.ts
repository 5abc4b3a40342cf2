import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'

const address = '0x1111111111111111111111111111111111111111'
const counts = { identity: 0, reverse: 0, balance: 0 }
const server = setupServer(
  http.get('https://rpc.walletconnect.org/v1/identity/:address', () => {
    counts.identity += 1
    return HttpResponse.json({ name: 'alice.eth', avatar: null, resolvedAt: '2026-01-01T00:00:00Z' })
  }),
  http.get('https://rpc.walletconnect.org/v1/profile/reverse/:address', () => {
    counts.reverse += 1
    return HttpResponse.json([])
  }),
  http.get('https://rpc.walletconnect.org/v1/account/:address/balance', () => {
    counts.balance += 1
    return HttpResponse.json({ balances: [] })
  }),
)
const identity = blockchainApi.endpoints.identity.initiate({ params: { address } })
const reverse = blockchainApi.endpoints.profileReverse.initiate({ params: { address }, query: { apiVersion: '2' } })
const balance = blockchainApi.endpoints.balance.initiate({
  params: { address },
  query: { currency: 'usd', chainId: 'eip155:1' },
})

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  Object.assign(counts, { identity: 0, reverse: 0, balance: 0 })
  vi.useRealTimers()
})
afterAll(() => server.close())

// Only Date is faked: RTK Query and MSW keep their real timers.
const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + ms))

describe('answers are kept for their section 9 lifetime', () => {
  it.each([
    ['identity', identity, 5 * 60_000],
    ['reverse', reverse, 5 * 60_000],
    ['balance', balance, 30_000],
  ] as const)('%s is asked again only after its lifetime', async (name, thunk, lifetime) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const store = testStore()
    at(0)
    await outcomeOf(store, thunk)
    at(lifetime - 1_000)
    await outcomeOf(store, thunk)
    expect(counts[name]).toBe(1)
    at(lifetime + 1)
    await outcomeOf(store, thunk)
    expect(counts[name]).toBe(2)
  })
})

describe('parallel asks for the same resource make one request', () => {
  it('five simultaneous balance asks share one request', async () => {
    const store = testStore()
    const results = await Promise.all(Array.from({ length: 5 }, () => outcomeOf(store, balance)))
    expect(counts.balance).toBe(1)
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1)
  })

  it('different accounts are different resources', async () => {
    const store = testStore()
    const other = blockchainApi.endpoints.identity.initiate({
      params: { address: '0x2222222222222222222222222222222222222222' },
    })
    await Promise.all([outcomeOf(store, identity), outcomeOf(store, other)])
    expect(counts.identity).toBe(2)
  })
})
