import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockchainApi, directoryApi } from '../../src/api/porticoApi'
import { fixtures } from '../../mocks/db/fixtures'
import { startHttpMockServer, type HttpMockServer } from '../../mocks/server/httpServer'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { servicesConfigured } from '../../src/features/options/servicesSlice'

let server: HttpMockServer
beforeAll(async () => void (server = await startHttpMockServer()))
afterAll(() => server.close())

const storeOnServer = () => testStore({ baseUrls: server.baseUrls })
const balance = () =>
  blockchainApi.endpoints.balance.initiate({
    params: { address: fixtures.account },
    query: { currency: 'usd', chainId: 'eip155:1' },
  })

describe('the mock HTTP server on 127.0.0.1', () => {
  it('serves each service under its own prefix to the real client', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const wallets = await outcomeOf(
      storeOnServer(),
      directoryApi.endpoints.getWallets.initiate({ query: { entries: 5 } }),
    )
    expect((wallets.data as { pages: { data: unknown[] }[] }).pages[0]!.data).toHaveLength(5)
    const result = await outcomeOf(storeOnServer(), balance())
    expect((result.data as { balances: unknown[] }).balances.length).toBeGreaterThan(0)
  })

  it('switches a fault on and off at run time over HTTP', async () => {
    const put = await fetch(`${server.origin}/__portico/faults/blockchain.balance`, {
      method: 'PUT',
      body: JSON.stringify({ kind: 'status', status: 503 }),
    })
    expect(await put.json()).toEqual({ 'blockchain.balance': { kind: 'status', status: 503 } })
    expect((await outcomeOf(storeOnServer(), balance())).error).toMatchObject({ kind: 'http', status: 503 })
    await fetch(`${server.origin}/__portico/faults`, { method: 'DELETE' })
    expect((await outcomeOf(storeOnServer(), balance())).error).toBeUndefined()
  })

  it('plays a dropped connection as a network error', async () => {
    server.faults.set('blockchain.balance', { kind: 'network' })
    expect((await outcomeOf(storeOnServer(), balance())).error).toMatchObject({ kind: 'network' })
    server.faults.clear()
  })

  it('plays a server that never answers: the call ends at its bound, and the server lets go of the request', async () => {
    const put = await fetch(`${server.origin}/__portico/faults/blockchain.balance`, {
      method: 'PUT',
      body: JSON.stringify({ kind: 'hang' }),
    })
    expect(put.status).toBe(200)
    const store = storeOnServer()
    store.dispatch(servicesConfigured({ timeoutMs: 300 }))
    const call = outcomeOf(store, balance())
    await vi.waitFor(() => expect(server.faults.held()).toBe(1))
    expect((await call).error).toEqual({ kind: 'timeout', message: 'Request timed out' })
    // The client's socket closing is what lets go: nothing waits on the server after the test.
    await vi.waitFor(() => expect(server.faults.held()).toBe(0))
    server.faults.clear()
  })

  it('refuses a fault of a kind it does not play', async () => {
    const put = await fetch(`${server.origin}/__portico/faults/blockchain.balance`, {
      method: 'PUT',
      body: JSON.stringify({ kind: 'hung' }),
    })
    expect(put.status).toBe(400)
    expect(server.faults.list()).toEqual({})
  })

  it('switches provider states over HTTP and refuses unknown ones', async () => {
    const ok = await fetch(
      `${server.origin}/__portico/state/${encodeURIComponent('an account with an empty history')}`,
      { method: 'POST' },
    )
    expect(ok.status).toBe(200)
    const unknown = await fetch(`${server.origin}/__portico/state/nonsense`, { method: 'POST' })
    expect(unknown.status).toBe(400)
    server.useState('the default data')
  })

  it('answers CORS preflights so a page on another port can use it', async () => {
    const response = await fetch(`${server.origin}/blockchain/v1/fungible/price`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers 404 for a path no contract entry has', async () => {
    expect((await fetch(`${server.origin}/blockchain/v2/nothing`)).status).toBe(404)
  })
})
