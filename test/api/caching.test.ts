import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerOf } from '../../src/api/answerOf'
import { blockchainApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'

const address = '0x1111111111111111111111111111111111111111'
const noneYet = { identity: 0, reverse: 0, balance: 0, approve: 0 }
const counts = { ...noneYet }
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
  http.get('https://rpc.walletconnect.org/v1/convert/build-approve', async () => {
    counts.approve += 1
    // Answered over a network: the request is still running when the timers come round.
    await delay(20)
    return HttpResponse.json({ tx: approval })
  }),
)
const token = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const approval = {
  from: token,
  to: token,
  data: '0x095ea7b3',
  value: '0',
  eip155: { gasPrice: '1000000000' },
}
const identity = blockchainApi.endpoints.identity.initiate({ params: { address } })
const reverse = blockchainApi.endpoints.profileReverse.initiate({ params: { address }, query: { apiVersion: '2' } })
const balance = blockchainApi.endpoints.balance.initiate({
  params: { address },
  query: { currency: 'usd', chainId: 'eip155:1' },
})

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  Object.assign(counts, noneYet)
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

// An answer kept for no time (a swap's approval, built afresh each time) is collected on a timer
// set when its request ended; RTK Query aborts whatever request of that entry runs when it fires.
// A flow's request holds its entry while it runs (api/answerOf.ts), which clears that timer.
describe('a flow asked the same thing again at once gets its own answer', () => {
  it('an approval built again as soon as the last one came is answered, and collected after', async () => {
    const store = testStore()
    const build = () =>
      answerOf(
        store.dispatch(
          blockchainApi.endpoints.convertBuildApprove.initiate(
            { query: { from: token, to: token, amount: '1' } },
            { forceRefetch: true },
          ),
        ),
      )
    expect((await build()).data).toEqual({ tx: approval })
    expect((await build()).data).toEqual({ tx: approval })
    expect(counts.approve).toBe(2)
    await vi.waitFor(() => expect(store.getState().portico.queries).toEqual({}))
  })
})
