import { createPublicClient, http as viemHttp } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { fixtures } from '../../mocks/db/fixtures'
import { createNodeMocks } from '../../mocks/node'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { nodeStartBound } from '../support/waits'

let anvil: Anvil
let mocks: ReturnType<typeof createNodeMocks>
beforeAll(async () => {
  anvil = await startAnvil()
  mocks = createNodeMocks({ anvil: { url: anvil.url, caipNetworkIds: ['eip155:31337'] } })
  mocks.server.listen({ onUnhandledFrame: 'bypass' })
}, nodeStartBound)
afterAll(async () => {
  mocks?.server.close()
  await anvil?.stop()
})

const rpc = (chainId: `eip155:${number}`, method: string, params: unknown[] = [], id = 1) =>
  outcomeOf(
    testStore(),
    blockchainApi.endpoints.rpc.initiate({ query: { chainId }, body: { jsonrpc: '2.0', id, method, params } }),
  )
const resultOf = (o: { data?: unknown }) => (o.data as { result: unknown }).result

describe('the JSON-RPC handler forwards to a configured local anvil', () => {
  it("answers the anvil chain's calls with what anvil itself says", async () => {
    const direct = createPublicClient({ chain: foundry, transport: viemHttp(anvil.url), cacheTime: 0 })
    const [account] = fixtures.anvilAccounts
    expect(resultOf(await rpc('eip155:31337', 'eth_chainId'))).toBe('0x7a69')
    const balance = BigInt(resultOf(await rpc('eip155:31337', 'eth_getBalance', [account, 'latest'])) as string)
    expect(balance).toBe(await direct.getBalance({ address: account }))
    expect(BigInt(resultOf(await rpc('eip155:31337', 'eth_blockNumber')) as string)).toBe(await direct.getBlockNumber())
  })

  it('forwards every method, not only the reads the db knows', async () => {
    const accounts = resultOf(await rpc('eip155:31337', 'eth_accounts')) as string[]
    expect(accounts.map((a) => a.toLowerCase())).toContain(fixtures.anvilAccounts[0].toLowerCase())
  })

  it('keeps answering other chains from the db', async () => {
    expect(resultOf(await rpc('eip155:1', 'eth_chainId'))).toBe('0x1')
  })
})
