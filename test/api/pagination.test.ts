import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApi, directoryApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'

const account = '0x1111111111111111111111111111111111111111'
const cursors: (string | null)[] = []
const pages: Record<string, { next: string | null }> = { first: { next: 'c2' }, c2: { next: 'c3' }, c3: { next: null } }
const wallet = (i: number) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_id: `img${i}`,
  rdns: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})
const server = setupServer(
  http.get('https://rpc.walletconnect.org/v1/account/:account/history', ({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor')
    cursors.push(cursor)
    return HttpResponse.json({ data: [], next: pages[cursor ?? 'first']!.next })
  }),
  http.get('https://api.web3modal.org/getWallets', ({ request }) => {
    const q = new URL(request.url).searchParams
    const page = Number(q.get('page'))
    const entries = Number(q.get('entries'))
    const count = 5
    const ids = Array.from({ length: count }, (_, i) => i).slice((page - 1) * entries, page * entries)
    return HttpResponse.json({ count, data: ids.map(wallet) })
  }),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => void (cursors.length = 0))
afterAll(() => server.close())

describe('history is paginated by cursor', () => {
  it('the first page carries no cursor and each next page the cursor of the one before', async () => {
    const store = testStore()
    const arg = { params: { account } }
    await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg))
    await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg, { direction: 'forward' }))
    const last = await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg, { direction: 'forward' }))
    expect(cursors).toEqual([null, 'c2', 'c3'])
    expect((last.data as { pageParams: unknown[] }).pageParams).toEqual(['', 'c2', 'c3'])
  })

  it('no page is asked after one whose next is null', async () => {
    const store = testStore()
    const arg = { params: { account } }
    await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg))
    for (let i = 0; i < 4; i++)
      await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg, { direction: 'forward' }))
    expect(cursors).toEqual([null, 'c2', 'c3'])
  })
})

describe('the wallet directory is paginated by page', () => {
  it('stops when the count is reached', async () => {
    const store = testStore()
    const arg = { query: { entries: 2 } }
    let result = await outcomeOf(store, directoryApi.endpoints.getWallets.initiate(arg))
    for (let i = 0; i < 5; i++)
      result = await outcomeOf(store, directoryApi.endpoints.getWallets.initiate(arg, { direction: 'forward' }))
    const data = result.data as { pages: { data: { id: string }[] }[]; pageParams: number[] }
    expect(data.pageParams).toEqual([1, 2, 3])
    expect(data.pages.flatMap((p) => p.data.map((w) => w.id))).toEqual(['w0', 'w1', 'w2', 'w3', 'w4'])
  })
})
