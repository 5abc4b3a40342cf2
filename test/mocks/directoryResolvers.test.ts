import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { directoryResolvers as d } from '../../mocks/resolvers/directory'
import {
  arbitrum,
  base,
  bitcoin,
  mainnet,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../../src/networks'
import { networkImageId } from '../../src/views/components/networkImageIds'
import { ask, jsonOf, refusalOf, seededDb } from './resolverSupport'

const db = seededDb()
const wallets = async (query: Record<string, unknown>) =>
  jsonOf(await ask(d.getWallets, db, { query: { page: 1, entries: 40, ...query } as never }))

describe('getWallets', () => {
  it('pages in rank order with the total count of matches', async () => {
    const first = await wallets({})
    const second = await wallets({ page: 2 })
    expect(first.count).toBe(db.wallet.count())
    expect(first.data).toHaveLength(40)
    expect(first.data[0]!.id).toBe(fixtures.walletIds.metamask)
    expect(second.data.map((w) => w.id)).not.toContain(first.data[0]!.id)
  })

  it('answers a page past the end with no entries and the same count', async () => {
    expect(await wallets({ page: 1000 })).toEqual({ count: db.wallet.count(), data: [] })
  })

  it('keeps only included ids, minus excluded ones', async () => {
    const { metamask, rainbow, ledger } = fixtures.walletIds
    const page = await wallets({ include: [metamask, rainbow, ledger].join(','), exclude: ledger })
    expect(page.data.map((w) => w.id)).toEqual([metamask, rainbow])
    expect(page.count).toBe(2)
  })

  it('keeps wallets supporting any of the chains', async () => {
    const page = await wallets({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,cosmos:cosmoshub-4', entries: 100 })
    expect(page.count).toBeGreaterThan(0)
    expect(
      page.data.every((w) => (w.chains ?? []).some((c) => c.startsWith('solana:') || c.startsWith('cosmos:'))),
    ).toBe(true)
  })

  it('searches names case-insensitively', async () => {
    const page = await wallets({ search: 'RAIN', entries: 100 })
    expect(page.data.map((w) => w.name)).toContain('Rainbow')
    expect(page.data.every((w) => w.name.toLowerCase().includes('rain'))).toBe(true)
  })

  it('filters by badge type', async () => {
    const page = await wallets({ badge_type: 'certified', entries: 100 })
    expect(page.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(page.count).toBeLessThan(db.wallet.count())
  })

  it('sends directory entries without the db rank', async () => {
    expect((await wallets({ entries: 1 })).data[0]).not.toHaveProperty('rank')
  })
})

describe('images', () => {
  it('gives a PNG for any id', async () => {
    const answer = await ask(d.getTokenImage, db, { params: { id: 'no-such-token' } })
    expect('image' in answer && answer.image.mimeType).toBe('image/png')
  })

  it("serves each well-known network's picture (its brand drawn as SVG) for its chain's image id", async () => {
    const networks = [mainnet, optimism, polygon, base, arbitrum, solana, solanaDevnet, solanaTestnet, bitcoin]
    const pictures = new Map<string, string>()
    for (const network of networks) {
      const answer = await ask(d.getAssetImage, db, { params: { id: networkImageId(network)! } })
      if (!('image' in answer)) throw new Error(`No image for ${network.name}`)
      expect(answer.image.mimeType).toBe('image/svg+xml')
      const svg = new TextDecoder().decode(answer.image.bytes)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      pictures.set(networkImageId(network)!, svg)
    }
    // One picture per brand: the Solana clusters share theirs, as the public client's ids do.
    expect(new Set(pictures.values()).size).toBe(7)
  })
})

describe('project settings', () => {
  it('serve a listed project its own origins, with localhost and 127.0.0.1 allowed', async () => {
    const { allowedOrigins } = jsonOf(await ask(d.projectOrigins, db, { projectId: fixtures.projectId }))
    expect(allowedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*', 'https://portico.example']),
    )
  })

  it('work for any project id the db does not list', async () => {
    expect(jsonOf(await ask(d.analyticsConfig, db, { projectId: 'any-demo-project' }))).toEqual({
      isAnalyticsEnabled: true,
    })
  })

  it('carry the analytics switch of the project', async () => {
    expect(jsonOf(await ask(d.analyticsConfig, db, { projectId: fixtures.analyticsDisabledProjectId }))).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  it('refuse an invalid project id with 403 "Invalid project id"', async () => {
    expect(refusalOf(await ask(d.projectOrigins, db, { projectId: fixtures.invalidProjectId }))).toEqual({
      status: 403,
      reason: 'Invalid project id',
    })
  })
})
