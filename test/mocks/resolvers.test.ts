import { describe, expect, it } from 'vitest'
import { contract, serviceNames, type AnyEndpointContract, type ServiceName } from '../../src/contract'
import { fixtures, providerStates, stateNames } from '../../mocks/db'
import { analyticsResolvers } from '../../mocks/resolvers/analytics'
import { blockchainResolvers } from '../../mocks/resolvers/blockchain'
import { directoryResolvers } from '../../mocks/resolvers/directory'
import { historyPageSize } from '../../mocks/resolvers/account'
import type { Resolver } from '../../mocks/resolvers/types'
import { ask, jsonOf, refusalOf, seededDb } from './resolverSupport'
import { samples } from '../../contracts/samples'

const resolvers = {
  blockchain: blockchainResolvers,
  directory: directoryResolvers,
  analytics: analyticsResolvers,
} as unknown as Record<ServiceName, Record<string, Resolver<AnyEndpointContract> | undefined>>

const entries = serviceNames.flatMap((service) =>
  Object.entries(contract[service] as Record<string, AnyEndpointContract>).map(([name, entry]) => ({ id: `${service}.${name}`, service, name, entry })),
)
const firstPageOf = (entry: AnyEndpointContract) =>
  entry.pagination && entry.pagination.initial !== '' ? { [entry.pagination.param]: entry.pagination.initial } : {}
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('every contract entry is answered from the default seed within its response schema', () => {
  it.each(entries)('$id', async ({ service, name, entry }) => {
    const resolver = resolvers[service][name]
    const sample = (samples as Record<string, Record<string, { params?: unknown; query?: Record<string, unknown>; body?: unknown } | undefined>>)[service]![name]
    expect(resolver, `no resolver for ${service}.${name}`).toBeTypeOf('function')
    expect(sample, `no sample request for ${service}.${name}`).toBeDefined()
    // The sample must itself be a request the handler would let through.
    const parts = {
      params: entry.params.parse(sample!.params ?? {}),
      // A paged call's first page: the client adds the page parameter (a cursor only after page one).
      query: entry.query.parse({ ...firstPageOf(entry), ...sample!.query }),
      body: entry.body ? entry.body.parse(sample!.body) : undefined,
    }
    const answer = await ask(resolver!, seededDb(), parts)
    if (entry.format === 'image') {
      expect('image' in answer && [...answer.image.bytes.subarray(0, 8)]).toEqual(pngSignature)
    } else if (entry.response.safeParse(null).success) {
      expect(answer).toEqual({ status: 202 })
    } else {
      const checked = entry.response.safeParse(jsonOf(answer))
      expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true)
    }
  })

  it('has no resolver for an entry the contract does not declare', () => {
    for (const service of serviceNames) expect(Object.keys(resolvers[service]).sort()).toEqual(Object.keys(contract[service]).sort())
  })
})

describe('history', () => {
  const { history } = blockchainResolvers
  const pagesOf = async (db = seededDb(), chainId?: string) => {
    const pages = []
    let cursor: string | undefined
    do {
      const page = jsonOf(await ask(history, db, { params: { account: fixtures.account }, query: { cursor, chainId } }))
      pages.push(page)
      cursor = page.next ?? undefined
    } while (cursor && pages.length < 50)
    return pages
  }

  it('pages by cursor, ten at a time, with next null on the last page only', async () => {
    const pages = await pagesOf()
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.slice(0, -1).every((p) => p.data.length === historyPageSize && typeof p.next === 'string')).toBe(true)
    expect(pages.at(-1)!.next).toBeNull()
  })

  it('lists the transactions newest first, each once', async () => {
    const all = (await pagesOf()).flatMap((p) => p.data)
    const times = all.map((t) => t.metadata.minedAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length)
  })

  it('keeps to the chainId when one is given', async () => {
    const chains = (await pagesOf(seededDb(), 'eip155:137')).flatMap((p) => p.data.map((t) => t.metadata.chain))
    expect(chains.length).toBeGreaterThan(0)
    expect(new Set(chains)).toEqual(new Set(['eip155:137']))
  })

  it('answers an unknown account with an empty last page', async () => {
    expect(jsonOf(await ask(history, seededDb(), { params: { account: fixtures.emptyAccount } }))).toEqual({ data: [], next: null })
  })

  it('refuses a cursor it did not issue', async () => {
    expect(refusalOf(await ask(history, seededDb(), { params: { account: fixtures.account }, query: { cursor: 'bogus' } })).status).toBe(400)
  })

  it('shows spam-only and mixed transactions on the first page in the spam state', async () => {
    const db = seededDb()
    providerStates[stateNames.accountWithSpam]!(db)
    const [first] = await pagesOf(db)
    const spamFlags = first!.data.map((t) => t.transfers.map((x) => x.nft_info?.flags.is_spam ?? false))
    expect(spamFlags.some((f) => f.length > 0 && f.every(Boolean))).toBe(true)
    expect(spamFlags.some((f) => f.some(Boolean) && !f.every(Boolean))).toBe(true)
  })
})

describe('balance', () => {
  const { balance } = blockchainResolvers
  const balancesOf = async (address: string, chainId: string) =>
    jsonOf(await ask(balance, seededDb(), { params: { address }, query: { currency: 'usd', chainId } })).balances

  it('lists the account holdings on the asked chain only, the native one without address', async () => {
    const balances = await balancesOf(fixtures.account, fixtures.chainId)
    expect(balances.map((b) => b.chainId).every((c) => c === fixtures.chainId)).toBe(true)
    expect(balances.find((b) => b.symbol === 'ETH')).toMatchObject({ quantity: { decimals: '18', numeric: '1.2345' } })
    expect(balances.find((b) => b.symbol === 'ETH')?.address).toBeUndefined()
  })

  it('includes the zero-decimals token the client must drop', async () => {
    const balances = await balancesOf(fixtures.account, 'eip155:137')
    expect(balances.some((b) => b.quantity.decimals === '0')).toBe(true)
  })

  it('answers an unknown account with no balances', async () => {
    expect(await balancesOf(fixtures.emptyAccount, fixtures.chainId)).toEqual([])
  })
})

describe('names', () => {
  const r = blockchainResolvers

  it('gives the name and avatar of a named address, and nulls otherwise', async () => {
    const db = seededDb()
    expect(jsonOf(await ask(r.identity, db, { params: { address: fixtures.account } })).name).toBe(fixtures.registeredName)
    expect(jsonOf(await ask(r.identity, db, { params: { address: fixtures.emptyAccount } }))).toEqual({ name: null, avatar: null })
  })

  it('answers an unknown name with 404 "Name not found"', async () => {
    const answer = await ask(r.profileAccount, seededDb(), { params: { name: fixtures.unregisteredName }, query: { apiVersion: '2' } })
    expect(refusalOf(answer)).toEqual({ status: 404, reason: 'Name not found' })
  })

  it('registers a free name once, then refuses it with 409', async () => {
    const db = seededDb()
    const body = { coin_type: 60, address: fixtures.emptyAccount, message: JSON.stringify({ name: fixtures.unregisteredName }), signature: '0xab' }
    expect(jsonOf(await ask(r.registerName, db, { body }))).toEqual({ success: true })
    const { names } = jsonOf(await ask(r.profileReverse, db, { params: { address: fixtures.emptyAccount } }))
    expect(names.map((n) => n.name)).toEqual([fixtures.unregisteredName])
    expect(refusalOf(await ask(r.registerName, db, { body })).status).toBe(409)
  })

  it('suggests names built from the wanted one, flagged by whether the db has them', async () => {
    const { suggestions } = jsonOf(await ask(r.profileSuggestions, seededDb(), { params: { name: 'portico-demo' }, query: {} }))
    expect(suggestions.every((s) => s.name.startsWith('portico-demo') && s.name.endsWith(`.${fixtures.nameZone}`))).toBe(true)
    expect(suggestions.filter((s) => s.registered).map((s) => s.name)).toEqual([fixtures.registeredName, fixtures.neighbourName])
  })
})

describe('SIWX sessions', () => {
  it('revokes a session once, then answers 404', async () => {
    const db = seededDb()
    const { sessions, revokeSession } = blockchainResolvers
    const parts = { params: { address: fixtures.account }, body: { pci: fixtures.sessionPcis[0], signature: '0xab' } }
    expect(jsonOf(await ask(revokeSession, db, parts))).toEqual({ success: true })
    expect(refusalOf(await ask(revokeSession, db, parts)).status).toBe(404)
    expect(jsonOf(await ask(sessions, db, { params: { address: fixtures.account } })).sessions.map((s) => s.pci)).toEqual([fixtures.sessionPcis[1]])
  })
})

describe('analytics', () => {
  it('keeps every event it receives, with the project id, and answers 202', async () => {
    const db = seededDb()
    const body = samples.analytics.sendEvent.body as never
    expect(await ask(analyticsResolvers.sendEvent, db, { body })).toEqual({ status: 202 })
    expect(db.receivedEvent.getAll()).toMatchObject([{ kind: 'track', name: 'MODAL_OPEN', projectId: fixtures.projectId, sequence: 1 }])
  })
})
