// The send form's receiver lookup (resolveName): a name's EVM address from the profile call,
// where apiVersion 2 answers a name nobody registered with `[]`, not 404.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resolveName } from '../../src/features/send/sendWork'
import { testStore } from '../../harness/testStore'

const profileUrl = 'https://rpc.walletconnect.org/v1/profile/account/:name'
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const server = setupServer()
let asked: { name: string; apiVersion: string | null }[] = []

const answer = (resolver: () => Response) =>
  server.use(
    http.get(profileUrl, ({ params, request }) => {
      asked.push({ name: String(params.name), apiVersion: new URL(request.url).searchParams.get('apiVersion') })
      return resolver()
    }),
  )
const record = (addresses: Record<string, { address: string; created_at: string | null }>) => ({
  name: 'portico-demo.reown.id',
  registered_at: '2024-03-02T09:15:00.000Z',
  updated_at: '2024-03-02T09:15:00.000Z',
  attributes: null,
  addresses,
})
const lookUp = (name = 'portico-demo.reown.id') => {
  const store = testStore()
  return resolveName(store.dispatch, name)
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  asked = []
  server.resetHandlers()
})
afterAll(() => server.close())

describe('resolving a name to its address', () => {
  it('finds the Ethereum address (coin type 60) of the record, asking with apiVersion 2', async () => {
    answer(() => HttpResponse.json(record({ '60': { address: owner, created_at: '2024-03-02T09:15:00.000Z' } })))
    expect(await lookUp()).toEqual({ found: true, address: owner })
    expect(asked).toEqual([{ name: 'portico-demo.reown.id', apiVersion: '2' }])
  })

  it('reads [] as a name nobody registered', async () => {
    answer(() => HttpResponse.json([]))
    expect(await lookUp()).toEqual({ found: false, lookup: 'notFound' })
  })

  it('reads a record without an Ethereum address as not found', async () => {
    answer(() => HttpResponse.json(record({ '2147492101': { address: owner, created_at: null } })))
    expect(await lookUp()).toEqual({ found: false, lookup: 'notFound' })
  })

  it('reads a 404 (a server that ignores the version) as not found', async () => {
    answer(() =>
      HttpResponse.json(
        { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is not registered' }] },
        { status: 404 },
      ),
    )
    expect(await lookUp()).toEqual({ found: false, lookup: 'notFound' })
  })

  it('reads any other failure as a failed lookup', async () => {
    answer(() =>
      HttpResponse.json({ status: 'FAILED', reasons: [{ field: '', description: 'Internal error' }] }, { status: 500 }),
    )
    expect(await lookUp()).toEqual({ found: false, lookup: 'failed' })
  })

  it('asks for the name in lowercase, as names are kept', async () => {
    answer(() => HttpResponse.json([]))
    await lookUp('Portico-Demo.Reown.ID')
    expect(asked.map((a) => a.name)).toEqual(['portico-demo.reown.id'])
  })

  it('answers a name the server cannot hold as not found, without asking', async () => {
    answer(() => HttpResponse.json([]))
    expect(await lookUp('portico.eth')).toEqual({ found: false, lookup: 'notFound' })
    expect(await lookUp('ab.reown.id')).toEqual({ found: false, lookup: 'notFound' })
    expect(asked).toEqual([])
  })
})
