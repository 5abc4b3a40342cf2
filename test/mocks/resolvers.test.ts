import { describe, expect, it } from 'vitest'
import { contract, serviceNames, type AnyEndpointContract, type ServiceName } from '../../src/contract'
import type { supportedCurrencies } from '../../src/contract/blockchain'
import { fixtures, providerStates, stateNames } from '../../mocks/db'
import { analyticsResolvers } from '../../mocks/resolvers/analytics'
import { blockchainResolvers } from '../../mocks/resolvers/blockchain'
import { directoryResolvers } from '../../mocks/resolvers/directory'
import { historyPageSize } from '../../mocks/resolvers/account'
import type { Resolver } from '../../mocks/resolvers/types'
import { ask, failed, jsonOf, refusalOf, seededDb } from './resolverSupport'
import { samples } from '../../contracts/samples'

const resolvers = {
  blockchain: blockchainResolvers,
  directory: directoryResolvers,
  analytics: analyticsResolvers,
} as unknown as Record<ServiceName, Record<string, Resolver<AnyEndpointContract> | undefined>>

const entries = serviceNames.flatMap((service) =>
  Object.entries(contract[service] as Record<string, AnyEndpointContract>).map(([name, entry]) => ({
    id: `${service}.${name}`,
    service,
    name,
    entry,
  })),
)
const firstPageOf = (entry: AnyEndpointContract) =>
  entry.pagination && entry.pagination.initial !== '' ? { [entry.pagination.param]: entry.pagination.initial } : {}
/** Entries answered with a status and no body: analytics (202), a revoked smart session (200). */
const noBodyAnswers: Record<string, number | undefined> = {
  'analytics.sendEvents': 202,
  'analytics.sendError': 202,
  'blockchain.activateSession': 200,
  'blockchain.revokeSession': 200,
}
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('every contract entry is answered from the default seed within its response schema', () => {
  it.each(entries)('$id', async ({ service, name, entry }) => {
    const resolver = resolvers[service][name]
    const sample = (
      samples as Record<
        string,
        Record<string, { params?: unknown; query?: Record<string, unknown>; body?: unknown } | undefined>
      >
    )[service]![name]
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
    } else if (noBodyAnswers[`${service}.${name}`] !== undefined) {
      expect(answer).toEqual({ status: noBodyAnswers[`${service}.${name}`] })
    } else {
      const checked = entry.response.safeParse(jsonOf(answer))
      expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true)
    }
  })

  it('has no resolver for an entry the contract does not declare', () => {
    for (const service of serviceNames)
      expect(Object.keys(resolvers[service]).sort()).toEqual(Object.keys(contract[service]).sort())
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
    expect(jsonOf(await ask(history, seededDb(), { params: { account: fixtures.emptyAccount } }))).toEqual({
      data: [],
      next: null,
    })
  })

  it('refuses a cursor it did not issue', async () => {
    expect(
      refusalOf(await ask(history, seededDb(), { params: { account: fixtures.account }, query: { cursor: 'bogus' } }))
        .status,
    ).toBe(400)
  })

  it('shows spam-only and mixed transactions on the first page in the spam state', async () => {
    const db = seededDb()
    providerStates[stateNames.accountWithSpam]!(db)
    const [first] = await pagesOf(db)
    const spamFlags = first!.data.map((t) => (t.transfers ?? []).map((x) => x.nft_info?.flags.is_spam ?? false))
    expect(spamFlags.some((f) => f.length > 0 && f.every(Boolean))).toBe(true)
    expect(spamFlags.some((f) => f.some(Boolean) && !f.every(Boolean))).toBe(true)
  })
  it('sends every key of a transaction: nonce, application for trades only, both info keys of a transfer with one null', async () => {
    const all = (await pagesOf()).flatMap((p) => p.data)
    expect(all.every((t) => Number.isInteger(t.metadata.nonce) && t.metadata.hash.startsWith('0x'))).toBe(true)
    const trades = all.filter((t) => t.metadata.operationType === 'trade')
    expect(trades.length).toBeGreaterThan(0)
    expect(trades.every((t) => t.metadata.application?.name)).toBe(true)
    expect(all.filter((t) => t.metadata.operationType !== 'trade').every((t) => t.metadata.application === null)).toBe(
      true,
    )
    const transfers = all.flatMap((t) => t.transfers ?? [])
    expect(transfers.length).toBeGreaterThan(0)
    for (const transfer of transfers) {
      expect(Object.keys(transfer)).toEqual(expect.arrayContaining(['fungible_info', 'nft_info', 'value', 'price']))
      expect([transfer.fungible_info, transfer.nft_info].filter((info) => info === null)).toHaveLength(1)
    }
    const nft = transfers.find((t) => t.nft_info?.content)
    expect(nft?.nft_info?.content?.preview).toEqual({
      url: expect.any(String),
      content_type: expect.stringMatching(/^image\//),
    })
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

  it('names a Solana token by its bare mint, and the native SOL by no address', async () => {
    const balances = await balancesOf(fixtures.solanaAccount, fixtures.solanaChainId)
    expect(balances.find((b) => b.symbol === 'USDC')?.address).toBe(fixtures.tokenAddresses.solanaUsdc.split(':')[2])
    expect(balances.find((b) => b.symbol === 'SOL')).toBeDefined()
    expect(balances.find((b) => b.symbol === 'SOL')?.address).toBeUndefined()
  })

  it('answers an unknown account with no balances', async () => {
    expect(await balancesOf(fixtures.emptyAccount, fixtures.chainId)).toEqual([])
  })
})

describe('fungible price', () => {
  const { fungiblePrice } = blockchainResolvers
  const priceOf = (addresses: string[], currency: (typeof supportedCurrencies)[number] = 'usd') =>
    ask(fungiblePrice, seededDb(), { body: { currency, addresses, projectId: fixtures.projectId } })

  it('prices the first address only, with its address and decimals', async () => {
    const { fungibles } = jsonOf(
      await priceOf([fixtures.tokenAddresses.ethereumUsdc, fixtures.tokenAddresses.ethereumDai]),
    )
    expect(fungibles).toEqual([
      {
        address: fixtures.tokenAddresses.ethereumUsdc,
        name: 'USD Coin',
        symbol: 'USDC',
        iconUrl: expect.any(String),
        price: 1,
        decimals: 6,
      },
    ])
  })

  it('answers a token it does not know with no price', async () => {
    expect(jsonOf(await priceOf(['eip155:1:0x0000000000000000000000000000000000000001']))).toEqual({ fungibles: [] })
  })

  it('refuses a Solana price in another currency than USD with 400', async () => {
    expect(await priceOf([fixtures.tokenAddresses.solanaUsdc], 'eur')).toEqual(
      failed(400, 'Unsupported currency: eur.', 'currency'),
    )
  })
})

describe('names', () => {
  const r = blockchainResolvers
  const seeded = { registeredAt: '2024-03-02T09:15:00.000Z', bio: 'Demo account of the Portico mocks' }

  it("gives the name and avatar of a named address, nulls otherwise, each resolved at the server's clock", async () => {
    const db = seededDb()
    expect(jsonOf(await ask(r.identity, db, { params: { address: fixtures.account } }))).toEqual({
      name: fixtures.registeredName,
      avatar: expect.stringMatching(/^data:image\/png;base64,/),
      resolvedAt: fixtures.now,
    })
    expect(jsonOf(await ask(r.identity, db, { params: { address: fixtures.emptyAccount } }))).toEqual({
      name: null,
      avatar: null,
      resolvedAt: fixtures.now,
    })
    const later = Date.parse('2025-03-01T10:20:30.000Z')
    expect(
      jsonOf(await ask(r.identity, db, { params: { address: fixtures.emptyAccount }, now: () => later })).resolvedAt,
    ).toBe('2025-03-01T10:20:30.000Z')
  })

  it('answers a name nobody registered with [] (apiVersion 2)', async () => {
    const answer = await ask(r.profileAccount, seededDb(), {
      params: { name: fixtures.unregisteredName },
      query: { apiVersion: '2' },
    })
    expect(answer).toEqual({ json: [] })
  })

  it('answers a registered name with its record: snake_case dates, attributes as an object, addresses by coin type', async () => {
    const record = jsonOf(
      await ask(r.profileAccount, seededDb(), {
        params: { name: fixtures.registeredName },
        query: { apiVersion: '2' },
      }),
    )
    expect(record).toEqual({
      name: fixtures.registeredName,
      registered_at: seeded.registeredAt,
      updated_at: seeded.registeredAt,
      attributes: { avatar: expect.stringMatching(/^data:image\/png;base64,/), bio: seeded.bio },
      addresses: { '60': { address: fixtures.account, created_at: seeded.registeredAt } },
    })
  })

  it("answers the reverse lookup with a bare array of the address's records, [] for an address without a name", async () => {
    const db = seededDb()
    const names = jsonOf(
      await ask(r.profileReverse, db, { params: { address: fixtures.account }, query: { apiVersion: '2' } }),
    )
    expect(Array.isArray(names)).toBe(true)
    expect(names.map((n) => [n.name, n.addresses['60']?.address])).toEqual([
      [fixtures.registeredName, fixtures.account],
    ])
    expect(
      jsonOf(
        await ask(r.profileReverse, db, { params: { address: fixtures.emptyAccount }, query: { apiVersion: '2' } }),
      ),
    ).toEqual([])
  })

  it('suggests the exact name first with its real flag, then free variations only, five at most', async () => {
    const db = seededDb()
    const suggest = async (name: string, zone?: string) =>
      jsonOf(await ask(r.profileSuggestions, db, { params: { name }, query: zone ? { zone } : {} })).suggestions

    const taken = await suggest('portico-demo')
    expect(taken[0]).toEqual({ name: fixtures.registeredName, registered: true })
    expect(taken.length).toBeGreaterThan(1)
    expect(taken.length).toBeLessThanOrEqual(5)
    expect(
      taken
        .slice(1)
        .every((s) => !s.registered && s.name.startsWith('portico-demo') && s.name.endsWith(`.${fixtures.nameZone}`)),
    ).toBe(true)
    // The neighbour is registered: as a variation it is left out, not flagged.
    expect(taken.map((s) => s.name)).not.toContain(fixtures.neighbourName)
    expect(new Set(taken.map((s) => s.name)).size).toBe(taken.length)

    const free = await suggest('portico-newcomer')
    expect(free[0]).toEqual({ name: fixtures.unregisteredName, registered: false })
    expect(free.length).toBeLessThanOrEqual(5)

    // The label is bare: the zone asked for is appended.
    expect((await suggest('portico-demo', 'wcn.id'))[0]).toEqual({ name: 'portico-demo.wcn.id', registered: false })
  })
})

describe('smart sessions', () => {
  const { sessions, revokeSession } = blockchainResolvers
  const [live, revoked] = fixtures.sessionPcis
  const seconds = (iso: string) => Date.parse(iso) / 1000
  const listOf = async (db: ReturnType<typeof seededDb>, address: string = fixtures.caipAccount) =>
    jsonOf(await ask(sessions, db, { params: { address } })).pcis

  it("lists the account's permissions newest first, by CAIP-10 account", async () => {
    const db = seededDb()
    const pcis = await listOf(db)
    expect(pcis.map((p) => p.pci)).toEqual([live, revoked])
    expect(pcis[0]).toMatchObject({
      project: { id: fixtures.projectId },
      revokedAt: null,
      permissions: [{ type: 'contract-call' }],
      policies: [],
    })
    expect(pcis[0]!.expiry).toBeGreaterThan(pcis[0]!.createdAt)
    // The same address on another chain is another account.
    expect(await listOf(db, `eip155:8453:${fixtures.account}`)).toEqual([])
  })

  it('keeps a revoked session listed with its revokedAt', async () => {
    const pcis = await listOf(seededDb())
    expect(pcis.find((p) => p.pci === revoked)).toMatchObject({
      revokedAt: seconds('2025-01-12T09:00:00.000Z'),
      context: null,
    })
  })

  it("revokes a live permission with 200 and no body, stamped with the server's clock", async () => {
    const db = seededDb()
    expect(await ask(revokeSession, db, { params: { address: fixtures.caipAccount }, body: { pci: live } })).toEqual({
      status: 200,
    })
    expect((await listOf(db)).map((p) => [p.pci, p.revokedAt])).toEqual([
      [live, seconds(fixtures.now)],
      [revoked, seconds('2025-01-12T09:00:00.000Z')],
    ])
  })

  it('refuses to revoke a pci twice', async () => {
    const db = seededDb()
    const parts = { params: { address: fixtures.caipAccount }, body: { pci: live } }
    expect(await ask(revokeSession, db, parts)).toEqual({ status: 200 })
    expect(await ask(revokeSession, db, parts)).toEqual(failed(400, `Permission is revoked: ${live}`, 'pci'))
    // The one the seed holds revoked, likewise.
    expect(await ask(revokeSession, db, { ...parts, body: { pci: revoked } })).toEqual(
      failed(400, `Permission is revoked: ${revoked}`, 'pci'),
    )
  })

  it("refuses a pci it does not know, or another account's, with 400", async () => {
    const db = seededDb()
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(await ask(revokeSession, db, { params: { address: fixtures.caipAccount }, body: { pci: unknown } })).toEqual(
      failed(400, `Permission for PCI is not found: ${unknown}`, 'pci'),
    )
    expect(
      await ask(revokeSession, db, { params: { address: `eip155:1:${fixtures.otherAccount}` }, body: { pci: live } }),
    ).toEqual(failed(400, `Permission for PCI is not found: ${live}`, 'pci'))
    expect((await listOf(db)).find((p) => p.pci === live)?.revokedAt).toBeNull()
  })
})

describe('analytics', () => {
  it('keeps every event of a batch and every error report, in order, with the project id, and answers 202', async () => {
    const db = seededDb()
    const events = samples.analytics.sendEvents.body as never
    const report = samples.analytics.sendError.body as never
    expect(await ask(analyticsResolvers.sendEvents, db, { body: events })).toEqual({ status: 202 })
    expect(await ask(analyticsResolvers.sendError, db, { body: report })).toEqual({ status: 202 })
    expect(db.receivedEvent.getAll().sort((a, b) => a.sequence - b.sequence)).toMatchObject([
      { kind: 'track', name: 'MODAL_OPEN', projectId: fixtures.projectId, sequence: 1, timestamp: 1736942400000 },
      { kind: 'track', name: 'CONNECT_SUCCESS', address: fixtures.account, sequence: 2 },
      { kind: 'error', name: 'api.balance (http)', sequence: 3, timestamp: 1736942400000 },
    ])
  })
})
