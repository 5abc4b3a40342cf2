// A host's own test with Portico's mocks, in Node: the seeded services answer, a fault plays a
// failing service, a provider state sets up the data, and the api is called as the modal calls it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPorticoStore, mainnet } from 'portico'
import { blockchainApi, porticoApi } from 'portico/api'
import { createNodeMocks, fixtures, stateNames } from 'portico/mocks'

const mocks = createNodeMocks() // MSW setupServer with the seeded db
beforeAll(() => mocks.server.listen())
afterEach(() => mocks.useState(stateNames.defaultData)) // back to the seed, faults cleared
afterAll(() => mocks.server.close())

const store = () => createPorticoStore({ projectId: fixtures.projectId, networks: [mainnet] }, { api: porticoApi })
const balance = {
  params: { address: fixtures.account },
  query: { currency: 'usd' as const, chainId: fixtures.chainId },
}

describe("the host's account page", () => {
  it('shows the seeded balances', async () => {
    const { data } = await store().dispatch(blockchainApi.endpoints.balance.initiate(balance))
    expect(data?.balances.map((b) => b.symbol)).toContain('USDC')
  })

  it('says the balance service is down', async () => {
    mocks.faults.set('blockchain.balance', { kind: 'status', status: 503 }) // or network, slow, hang, malformed, wrongShape, empty, answer (any JSON)
    const { error } = await store().dispatch(blockchainApi.endpoints.balance.initiate(balance))
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'HTTP status code: 503' })
  })

  it('shows an empty history', async () => {
    mocks.useState(stateNames.accountWithEmptyHistory)
    const { data } = await store().dispatch(
      blockchainApi.endpoints.history.initiate({
        params: { account: fixtures.account },
        query: { chainId: fixtures.chainId },
      }),
    )
    expect(data?.pages[0]?.data).toEqual([])
  })
})
