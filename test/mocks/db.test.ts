import { crc32 as nodeCrc32, inflateSync } from 'node:zlib'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletDirectoryEntry } from '../../src/contract'
import {
  caipKey,
  createMockDb,
  defaultWalletCount,
  fixtures,
  imageFor,
  manyWalletCount,
  providerStates,
  seedDb,
  stateNames,
  type MockDb,
} from '../../mocks/db'
import { walletEntryOf } from '../../mocks/resolvers/entities'
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '../../mocks/db/chains'

/** Every row of every model, as plain JSON. */
function snapshot(db: MockDb): unknown {
  return Object.fromEntries(
    Object.entries(db).map(([name, model]) => [name, JSON.parse(JSON.stringify(model.getAll()))]),
  )
}

function seeded(options?: { walletCount?: number }): MockDb {
  const db = createMockDb()
  seedDb(db, options)
  return db
}

afterEach(() => vi.restoreAllMocks())

describe('the seed', () => {
  it('is deterministic: two seeds are deep-equal', () => {
    expect(snapshot(seeded())).toEqual(snapshot(seeded()))
  })

  it('reads neither Math.random nor the clock', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used by the seed')
    })
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used by the seed')
    })
    expect(() => seeded()).not.toThrow()
  })

  it('clears what was there before seeding', () => {
    const db = seeded()
    db.accountName.create({
      name: 'stray.reown.id',
      address: fixtures.emptyAccount,
      owner: fixtures.emptyAccount.toLowerCase(),
    })
    seedDb(db)
    expect(snapshot(db)).toEqual(snapshot(seeded()))
  })

  it('gives each createMockDb its own data', () => {
    const a = seeded()
    const b = createMockDb()
    expect(b.wallet.count()).toBe(0)
    a.wallet.deleteMany({ where: {} })
    seedDb(b)
    expect(b.wallet.count()).toBe(defaultWalletCount)
  })
})

describe('the wallet directory', () => {
  const wallets = seeded().wallet.getAll()

  it('holds at least 600 wallets by default', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(600)
  })

  it('has only entries that pass walletDirectoryEntry once the rank is stripped', () => {
    for (const wallet of wallets) walletDirectoryEntry.strict().parse(walletEntryOf(wallet))
  })

  it('uses 64-hex ids, each once, and distinct names', () => {
    expect(wallets.every((w) => /^[0-9a-f]{64}$/.test(w.id))).toBe(true)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((w) => w.name)).size).toBe(wallets.length)
  })

  it('varies like the real directory: some without rdns, without mobile link, certified', () => {
    const share = (test: (w: (typeof wallets)[number]) => boolean) => wallets.filter(test).length / wallets.length
    expect(share((w) => w.rdns !== null)).toBeGreaterThan(0.5)
    expect(share((w) => w.rdns === null)).toBeGreaterThan(0)
    expect(share((w) => w.mobile_link === null)).toBeGreaterThan(0)
    expect(share((w) => w.mobile_link?.startsWith('https://') ?? false)).toBeGreaterThan(0)
    expect(share((w) => w.badge_type === 'certified')).toBeGreaterThan(0)
    expect(share((w) => !w.chains.includes('eip155:1'))).toBeGreaterThan(0)
  })

  it('ranks the well-known wallets first', () => {
    const ranked = [...wallets].sort((a, b) => a.rank - b.rank)
    expect(ranked[0]?.id).toBe(fixtures.walletIds.metamask)
  })
})

describe('images', () => {
  const u32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at)

  it('are valid 32×32 PNGs: signature, IHDR with a matching CRC, IDAT that inflates', () => {
    const { bytes, mimeType } = imageFor(fixtures.walletIds.metamask)
    expect(mimeType).toBe('image/png')
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
    expect([u32(bytes, 16), u32(bytes, 20)]).toEqual([32, 32])
    expect(u32(bytes, 29)).toBe(nodeCrc32(bytes.subarray(12, 29)))
    const idatLength = u32(bytes, 33)
    expect(new TextDecoder().decode(bytes.subarray(37, 41))).toBe('IDAT')
    expect(u32(bytes, 41 + idatLength)).toBe(nodeCrc32(bytes.subarray(37, 41 + idatLength)))
    expect(inflateSync(bytes.subarray(41, 41 + idatLength)).length).toBe(32 * (1 + 32 * 3))
    expect(new TextDecoder().decode(bytes.subarray(-8, -4))).toBe('IEND')
  })

  it('are the same for one id and differ between ids', () => {
    expect(imageFor('USDC').bytes).toEqual(imageFor('USDC').bytes)
    expect(imageFor('USDC').bytes).not.toEqual(imageFor('ETH').bytes)
  })
})

describe('the seed data', () => {
  const db = seeded()

  it('has a token with zero decimals, which the client drops as low quality', () => {
    expect(db.token.findMany({ where: { decimals: { equals: 0 } } }).map((t) => t.symbol)).toEqual(['QPT'])
  })

  it('spreads the fixture history over two years, several months and chains, with spam', () => {
    const txs = db.transaction.findMany({ where: { account: { equals: fixtures.account.toLowerCase() } } })
    const years = new Set(txs.map((t) => t.minedAt.slice(0, 4)))
    const months = new Set(txs.map((t) => t.minedAt.slice(0, 7)))
    expect(txs.length).toBeGreaterThan(20)
    expect(years.size).toBeGreaterThanOrEqual(2)
    expect(months.size).toBeGreaterThan(6)
    expect(new Set(txs.map((t) => t.chain)).size).toBeGreaterThanOrEqual(3)
    const spamPerTx = txs.map((t) =>
      db.transfer.findMany({ where: { transactionId: { equals: t.id } } }).map((x) => x.isSpam),
    )
    expect(spamPerTx.some((s) => s.length > 0 && s.every(Boolean))).toBe(true)
    expect(spamPerTx.some((s) => s.some(Boolean) && !s.every(Boolean))).toBe(true)
  })

  it("offers USD and EUR with the spec's default limits, by the provider's method ids: CARD 10.00-7500.00, ACH_BANK_ACCOUNT 10.00-25000.00", () => {
    for (const currency of ['USD', 'EUR']) {
      const limits = db.paymentLimit.findMany({ where: { currency: { equals: currency } }, orderBy: { rank: 'asc' } })
      expect(limits.map((l) => [l.method, l.min, l.max])).toEqual([
        ['CARD', '10.00', '7500.00'],
        ['ACH_BANK_ACCOUNT', '10.00', '25000.00'],
      ])
    }
  })

  it('keeps two smart-session permissions for the fixture CAIP-10 account: one live, one revoked', () => {
    const rows = db.smartSession.findMany({ where: { account: { equals: caipKey(fixtures.caipAccount) } } })
    const byPci = Object.fromEntries(rows.map((row) => [row.pci, row]))
    const [live, revoked] = fixtures.sessionPcis
    expect(Object.keys(byPci).sort()).toEqual([live, revoked].sort())
    expect(byPci[live]!.revokedAt).toBeNull()
    expect(byPci[revoked]!.revokedAt).toEqual(expect.any(Number))
    // Times in seconds, at or before the seed's now.
    for (const row of rows) expect(row.createdAt).toBeLessThanOrEqual(Date.parse(fixtures.now) / 1000)
  })

  it('serves the HTTP RPC chains of section 9, anvil, three Solana networks and the local Solana chain', () => {
    const http = db.chain.findMany({ where: { servedOverHttp: { equals: true } } }).map((c) => c.caipNetworkId)
    for (const id of [1, 10, 137, 8453, 42161, 56, 43114, 100, 324, 42220, 7777777, 31337])
      expect(http).toContain(`eip155:${id}`)
    expect(http.filter((c) => c.startsWith('solana:'))).toEqual([
      solanaMainnet,
      solanaDevnet,
      solanaTestnet,
      solanaLocalnet,
    ])
  })

  it('names EVM fixtures in checksum case', () => {
    const evm = [
      fixtures.account,
      fixtures.emptyAccount,
      fixtures.otherAccount,
      fixtures.swapRouter,
      ...fixtures.anvilAccounts,
    ]
    const tokens = Object.values(fixtures.tokenAddresses)
      .filter((a) => a.startsWith('eip155:'))
      .map((a) => a.split(':')[2]!)
    for (const address of [...evm, ...tokens]) expect(getAddress(address)).toBe(address)
  })
})

describe('provider states', () => {
  const supportedHttp = (db: MockDb) =>
    db.chain.findMany({ where: { servedOverHttp: { equals: true } } }).map((c) => c.caipNetworkId)

  it('reset to the default seed before adjusting', () => {
    for (const [name, setUp] of Object.entries(providerStates)) {
      const db = seeded()
      db.wallet.deleteMany({ where: {} })
      setUp(db)
      expect(db.wallet.count(), name).toBeGreaterThanOrEqual(defaultWalletCount)
    }
  })

  it('"the default data" is exactly the seed', () => {
    const db = createMockDb()
    providerStates[stateNames.defaultData]!(db)
    expect(snapshot(db)).toEqual(snapshot(seeded()))
  })

  it('"the active network is not supported" drops eip155:1 from supported chains', () => {
    const db = createMockDb()
    providerStates[stateNames.activeNetworkNotSupported]!(db)
    expect(supportedHttp(db)).not.toContain('eip155:1')
    expect(supportedHttp(db).length).toBeGreaterThan(0)
  })

  it('"no registered name" leaves the fixture account and names unregistered', () => {
    const db = createMockDb()
    providerStates[stateNames.noRegisteredName]!(db)
    expect(db.accountName.count({ where: { owner: { equals: fixtures.account.toLowerCase() } } })).toBe(0)
    expect(
      db.accountName.count({ where: { name: { in: [fixtures.registeredName, fixtures.unregisteredName] } } }),
    ).toBe(0)
  })

  it('"an account with an empty history" empties the fixture account history', () => {
    const db = createMockDb()
    providerStates[stateNames.accountWithEmptyHistory]!(db)
    expect(db.transaction.count({ where: { account: { equals: fixtures.account.toLowerCase() } } })).toBe(0)
  })

  it('"no smart sessions" leaves the fixture account without permissions', () => {
    const db = createMockDb()
    providerStates[stateNames.noSessions]!(db)
    expect(db.smartSession.count({ where: { account: { equals: caipKey(fixtures.caipAccount) } } })).toBe(0)
  })

  it('"a wallet directory of many wallets" holds more than two search pages', () => {
    const db = createMockDb()
    providerStates[stateNames.manyWallets]!(db)
    expect(db.wallet.count()).toBe(manyWalletCount)
  })

  it('cover every name of stateNames', () => {
    expect(Object.keys(providerStates).sort()).toEqual(Object.values(stateNames).sort())
  })
})
