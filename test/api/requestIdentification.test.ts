import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApi, directoryApi } from '../../src/api/porticoApi'
import { sdkType, sdkVersion } from '../../src/version'
import { outcomeOf } from '../../harness/outcome'
import { testProjectId, testStore } from '../../harness/testStore'

const address = '0x1111111111111111111111111111111111111111'
const seen: URL[] = []
const server = setupServer(
  http.get('https://rpc.walletconnect.org/v1/identity/:address', ({ request }) => {
    seen.push(new URL(request.url))
    return HttpResponse.json({ name: null, avatar: null, resolvedAt: null })
  }),
  http.post('https://rpc.walletconnect.org/v1/', ({ request }) => {
    seen.push(new URL(request.url))
    return HttpResponse.json({ jsonrpc: '2.0', id: 1, result: '0x1' })
  }),
  http.get('http://127.0.0.1:4999/directory/getAnalyticsConfig', ({ request }) => {
    seen.push(new URL(request.url))
    return HttpResponse.json({ isAnalyticsEnabled: true })
  }),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  seen.length = 0
  server.resetHandlers()
})
afterAll(() => server.close())

describe('the client identifies itself as section 7 says', () => {
  it('adds project id, SDK type and SDK version to Blockchain API calls', async () => {
    await outcomeOf(testStore(), blockchainApi.endpoints.identity.initiate({ params: { address } }))
    const query = Object.fromEntries(seen[0]!.searchParams)
    expect(query).toEqual({ projectId: testProjectId, st: sdkType, sv: sdkVersion })
  })

  it('adds the client id only when one is set', async () => {
    await outcomeOf(
      testStore({ clientId: 'client-42' }),
      blockchainApi.endpoints.identity.initiate({ params: { address } }),
    )
    expect(seen[0]!.searchParams.get('clientId')).toBe('client-42')
  })

  it('sends JSON-RPC with its chain id and the project id only', async () => {
    const store = testStore()
    const body = { jsonrpc: '2.0' as const, id: 1, method: 'eth_blockNumber', params: [] }
    const result = await outcomeOf(
      store,
      blockchainApi.endpoints.rpc.initiate({ query: { chainId: 'eip155:1' }, body }),
    )
    expect(result.data).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' })
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ chainId: 'eip155:1', projectId: testProjectId })
  })

  it('sends each service to its configured base URL', async () => {
    const store = testStore({ baseUrls: { directory: 'http://127.0.0.1:4999/directory' } })
    const result = await outcomeOf(store, directoryApi.endpoints.analyticsConfig.initiate())
    expect(result).toEqual({ data: { isAnalyticsEnabled: true } })
    expect(seen[0]!.pathname).toBe('/directory/getAnalyticsConfig')
  })
})
