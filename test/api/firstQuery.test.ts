// A host that makes Portico's store with the api and asks at once (a test of its own, a script)
// gets its answer: the api middleware is applied before the first query, not by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPorticoStore, mainnet } from '../../src'
import { blockchainApi, porticoApi } from '../../src/api'
import { createNodeMocks, fixtures } from '../../mocks'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mocks.server.close())

describe('a store made with the api', () => {
  it('answers the very first query dispatched after it is made', async () => {
    const store = createPorticoStore({ projectId: fixtures.projectId, networks: [mainnet] }, { api: porticoApi })
    const answer = await store.dispatch(
      blockchainApi.endpoints.balance.initiate({
        params: { address: fixtures.account },
        query: { currency: 'usd', chainId: fixtures.chainId },
      }),
    )
    expect(answer.status).toBe('fulfilled')
    expect(answer.data?.balances.length).toBeGreaterThan(0)
  })
})
