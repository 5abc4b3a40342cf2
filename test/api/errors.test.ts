import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApi, directoryApi } from '../../src/api/porticoApi'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'

const address = '0x1111111111111111111111111111111111111111'
const identityUrl = 'https://rpc.walletconnect.org/v1/identity/:address'
let requests = 0
const server = setupServer()
const answer = (resolver: () => Response | Promise<Response>) =>
  server.use(
    http.get(identityUrl, () => {
      requests += 1
      return resolver()
    }),
  )
const identity = (arg: { params: { address: string } } = { params: { address } }) =>
  outcomeOf(testStore(), blockchainApi.endpoints.identity.initiate(arg))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  requests = 0
  server.resetHandlers()
})
afterAll(() => server.close())

describe('any non-OK answer is the error "HTTP status code: {status}"', () => {
  it.each([400, 403, 404, 429, 500, 503])('HTTP %i', async (status) => {
    answer(() => new HttpResponse('nope', { status }))
    expect((await identity()).error).toEqual({ kind: 'http', status, message: `HTTP status code: ${status}` })
  })

  it("prefers the API's reason description when present", async () => {
    answer(() => HttpResponse.json({ reasons: [{ description: 'Invalid address' }] }, { status: 400 }))
    expect((await identity()).error).toEqual({
      kind: 'http',
      status: 400,
      message: 'HTTP status code: 400',
      reason: 'Invalid address',
    })
  })
})

describe('bad answers become typed errors, never exceptions', () => {
  it('a body that is not JSON is a malformed answer', async () => {
    answer(() => new HttpResponse('{"name": ', { headers: { 'content-type': 'application/json' } }))
    expect((await identity()).error).toEqual({ kind: 'malformed', message: 'Malformed response: expected JSON' })
  })

  it('a body of the wrong shape never enters the store', async () => {
    answer(() => HttpResponse.json({ name: 42, avatar: null, resolvedAt: null }))
    const store = testStore()
    const result = await outcomeOf(store, blockchainApi.endpoints.identity.initiate({ params: { address } }))
    expect(result.error).toMatchObject({ kind: 'schema', where: 'response', issues: [{ path: 'name' }] })
    expect(blockchainApi.endpoints.identity.select({ params: { address } })(store.getState()).data).toBeUndefined()
  })

  it('an image endpoint that answers something else is malformed', async () => {
    server.use(http.get('https://api.web3modal.org/getWalletImage/:id', () => HttpResponse.json({ url: 'x' })))
    const result = await outcomeOf(
      testStore(),
      directoryApi.endpoints.getWalletImage.initiate({ params: { id: 'abc' } }),
    )
    expect(result.error).toEqual({ kind: 'malformed', message: 'Malformed response: expected an image' })
  })

  it('a failed connection is a network error', async () => {
    answer(() => HttpResponse.error())
    expect((await identity()).error).toMatchObject({ kind: 'network' })
  })

  it('an answer slower than the timeout is a timeout error', async () => {
    answer(async () => {
      await delay(500)
      return HttpResponse.json({ name: null, avatar: null, resolvedAt: null })
    })
    const store = testStore()
    store.dispatch(servicesConfigured({ timeoutMs: 50 }))
    const result = await outcomeOf(store, blockchainApi.endpoints.identity.initiate({ params: { address } }))
    expect(result.error).toEqual({ kind: 'timeout', message: 'Request timed out' })
  })
})

describe('a wrong request never leaves', () => {
  it('an invalid address fails the request schema and sends nothing', async () => {
    answer(() => HttpResponse.json({ name: null, avatar: null, resolvedAt: null }))
    const result = await identity({ params: { address: 'not-an-address' } })
    expect(result.error).toMatchObject({ kind: 'schema', where: 'request', issues: [{ path: 'params.address' }] })
    expect(requests).toBe(0)
  })

  it('an unknown argument part is refused', async () => {
    answer(() => HttpResponse.json({ name: null, avatar: null, resolvedAt: null }))
    const result = await identity({ params: { address }, body: { x: 1 } } as never)
    expect(result.error).toMatchObject({ kind: 'schema', where: 'request' })
    expect(requests).toBe(0)
  })
})
