// Lists read entry by entry: one entry the client cannot read costs that entry, never the
// answer, and the drop is said once, naming the call. All-or-nothing stays where the spec says.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockchainApi, directoryApi } from '../../src/api/porticoApi'
import { collectDrops, lenientList } from '../../src/contract/lenientList'
import { z } from 'zod'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const wallet = (id: string, name: unknown) => ({
  id,
  name,
  image_id: `${id}-image`,
  rdns: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})

describe('lenientList', () => {
  const list = lenientList(z.object({ n: z.number() }))

  it('keeps the readable entries in order and reports how many of how many it dropped', () => {
    const { result, drops } = collectDrops(() => list.parse([{ n: 1 }, { n: 'two' }, { n: 3 }, null]))
    expect(result).toEqual([{ n: 1 }, { n: 3 }])
    expect(drops).toEqual([{ dropped: 2, of: 4, firstIssue: 'n: Invalid input: expected number, received string' }])
  })

  it('reports nothing when every entry is readable', () => {
    expect(collectDrops(() => list.parse([{ n: 1 }])).drops).toEqual([])
  })

  it('refuses an answer that is not a list at all', () => {
    expect(list.safeParse({ n: 1 }).success).toBe(false)
  })
})

describe('answers with an unreadable list entry', () => {
  it('a directory page keeps its other wallets and warns once, naming the call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get('https://api.web3modal.org/getWallets', () =>
        HttpResponse.json({ count: 3, data: [wallet('a', 'Alpha'), wallet('b', 42), wallet('c', 'Gamma')] }),
      ),
    )
    const outcome = await outcomeOf(testStore(), directoryApi.endpoints.getWallets.initiate({ query: { entries: 40 } }))
    const page = (outcome.data as { pages: { data: { id: string }[] }[] }).pages[0]!
    expect(page.data.map((w) => w.id)).toEqual(['a', 'c'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(
      /^portico: directory\.getWallets answered 1 of 3 list entries in a shape Portico cannot read; they were left out \(name: /,
    )
  })

  it('supported chains keep every CAIP-2 id, whatever its namespace, and drop what is not one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get('https://rpc.walletconnect.org/v1/supported-chains', () =>
        HttpResponse.json({ http: ['eip155:1', 'sui:mainnet', 'tron:0x2b6653dc', 'not a chain'], ws: [] }),
      ),
    )
    const outcome = await outcomeOf(testStore(), blockchainApi.endpoints.supportedChains.initiate())
    expect(outcome.data).toEqual({ http: ['eip155:1', 'sui:mainnet', 'tron:0x2b6653dc'], ws: [] })
  })

  it('an answer whose own shape is wrong is still a schema error, not an empty list', async () => {
    server.use(
      http.get('https://rpc.walletconnect.org/v1/supported-chains', () =>
        HttpResponse.json({ http: 'eip155:1', ws: [] }),
      ),
    )
    const outcome = await outcomeOf(testStore(), blockchainApi.endpoints.supportedChains.initiate())
    expect(outcome.error).toMatchObject({ kind: 'schema', where: 'response', issues: [{ path: 'http' }] })
  })
})
