// Transaction history: a few dozen transactions of the fixture account over two years on
// three chains (five pages of ten), with the mix the Activity tab must cope with: sends,
// receives, trades, NFT mints, spam-only NFT drops, and drops mixing spam with real tokens.
import { fixtures } from './fixtures'
import { imageDataUrl } from './images'
import { accountKey } from './keys'
import type { MockDb } from './models'
import type { Row } from './rows'
import { createRandom, type Random } from './random'
import { round } from './units'

type Kind = 'send' | 'receive' | 'trade' | 'approve' | 'mint' | 'spam' | 'mixed' | 'deposit' | 'withdraw'

interface TransferSeed {
  direction: 'in' | 'out' | 'self'
  numeric: string
  kind: 'fungible' | 'nft'
  name: string
  symbol?: string
  iconUrl?: string
  isSpam?: boolean
  previewUrl?: string
  value?: number
  price?: number
}

/** A transaction row as the seed writes it: its id and hash are drawn when it is created. */
type TransactionSeed = Omit<Row<'transaction'>, 'id' | 'hash'>

/** How many of each kind the fixture account has: fixed counts, seeded order. */
const plan: Record<Kind, number> = {
  send: 11,
  receive: 11,
  trade: 7,
  approve: 2,
  mint: 4,
  spam: 5,
  mixed: 3,
  deposit: 2,
  withdraw: 1,
}
const spamNames = [
  'Claim 5000 USDC reward',
  'Visit eth-airdrop.example to claim',
  'Free Mint Pass',
  'You won 3 ETH',
  'Exclusive voucher',
]
const historyChains = ['eip155:1', 'eip155:1', 'eip155:137', 'eip155:8453']
const start = Date.UTC(2023, 0, 5)
const end = Date.UTC(2025, 0, 10)

export function addTransaction(
  db: MockDb,
  random: Random,
  tx: TransactionSeed,
  transfers: readonly TransferSeed[],
): string {
  const hash = `0x${random.hex(64)}`
  db.transaction.create({ id: hash, hash, ...tx, account: accountKey(tx.account) })
  transfers.forEach((t, position) =>
    db.transfer.create({
      id: `${hash}:${position}`,
      transactionId: hash,
      position,
      direction: t.direction,
      numeric: t.numeric,
      kind: t.kind,
      name: t.name,
      symbol: t.symbol ?? null,
      iconUrl: t.iconUrl ?? null,
      isSpam: t.isSpam ?? false,
      previewUrl: t.previewUrl ?? null,
      value: t.value ?? null,
      price: t.price ?? null,
    }),
  )
  return hash
}

/** A fungible transfer worth about `usd` of a token the chain has (never a zero-decimals one). */
function fungible(
  db: MockDb,
  random: Random,
  chain: string,
  direction: 'in' | 'out',
  usd: number,
  not?: string,
): TransferSeed {
  const tokens = db.token
    .findMany({ where: { chainId: { equals: chain }, decimals: { gt: 0 } }, orderBy: { id: 'asc' } })
    .filter((t) => t.symbol !== not)
  const token = random.pick(tokens)
  const numeric = (usd / token.priceUsd).toFixed(Math.min(6, token.decimals)).replace(/\.?0+$/, '')
  const amount = Number(numeric)
  return {
    direction,
    numeric,
    kind: 'fungible',
    name: token.name,
    symbol: token.symbol,
    iconUrl: token.iconUrl,
    value: round(amount * token.priceUsd, 2),
    price: token.priceUsd,
  }
}

export function nft(random: Random, name: string, isSpam: boolean): TransferSeed {
  const id = `${name} #${random.int(1, 9999)}`
  return { direction: 'in', numeric: '1', kind: 'nft', name: id, isSpam, previewUrl: imageDataUrl(`nft:${id}`, 24) }
}

const counterparty = (random: Random) => `0x${random.hex(40)}`
const iso = (ms: number) => new Date(ms).toISOString()

function transfersOf(db: MockDb, random: Random, kind: Kind, chain: string): TransferSeed[] {
  const usd = () => random.int(5, 800)
  switch (kind) {
    case 'send':
    case 'deposit':
      return [fungible(db, random, chain, 'out', usd())]
    case 'receive':
    case 'withdraw':
      return [fungible(db, random, chain, 'in', usd())]
    case 'trade': {
      const spent = usd()
      const sold = fungible(db, random, chain, 'out', spent)
      return [sold, fungible(db, random, chain, 'in', spent * 0.997, sold.symbol)]
    }
    case 'approve':
      return []
    case 'mint':
      return [nft(random, random.pick(['Portico Pioneers', 'Base Summer', 'Polygon Puffs']), false)]
    case 'spam':
      return Array.from({ length: random.int(1, 3) }, () => nft(random, random.pick(spamNames), true))
    case 'mixed':
      return [nft(random, random.pick(spamNames), true), fungible(db, random, chain, 'in', usd())]
  }
}

const operationOf: Record<Kind, string> = {
  send: 'send',
  receive: 'receive',
  trade: 'trade',
  approve: 'approve',
  mint: 'mint',
  spam: 'receive',
  mixed: 'receive',
  deposit: 'deposit',
  withdraw: 'withdraw',
}

/** Adds the transactions of `kinds` at the given times (newest last is fine: reads sort). */
interface HistoryEntry {
  kind: Kind
  at: number
  chain: string
}

export function addHistory(db: MockDb, random: Random, account: string, entries: readonly HistoryEntry[]): string[] {
  return entries.map(({ kind, at, chain }) => {
    const other = counterparty(random)
    const outgoing = kind === 'send' || kind === 'deposit' || kind === 'trade' || kind === 'approve'
    const roll = random.next()
    return addTransaction(
      db,
      random,
      {
        account,
        chain,
        minedAt: iso(at),
        operationType: operationOf[kind],
        status: roll < 0.05 ? 'failed' : roll < 0.08 ? 'pending' : 'confirmed',
        sentFrom: outgoing ? account : kind === 'mint' ? '0x0000000000000000000000000000000000000000' : other,
        sentTo: kind === 'trade' || kind === 'approve' ? fixtures.swapRouter : outgoing ? other : account,
      },
      transfersOf(db, random, kind, chain),
    )
  })
}

export function seedHistory(db: MockDb): void {
  const random = createRandom('portico/history')
  const kinds = (Object.entries(plan) as [Kind, number][]).flatMap(([kind, count]) => Array<Kind>(count).fill(kind))
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!]
  }
  // Whole minutes, spread over the two years, one transaction per slot so no two tie.
  const slot = Math.floor((end - start) / kinds.length / 60_000) * 60_000
  const entries = kinds.map((kind, i) => ({
    kind,
    at: start + i * slot + random.int(0, slot / 60_000 - 1) * 60_000,
    chain: random.pick(historyChains),
  }))
  addHistory(db, random, fixtures.account, entries)
}

/** Spam at the top of an account's history: two spam-only drops and one mixed, on page one. */
export function addRecentSpam(db: MockDb, account: string): string[] {
  const random = createRandom(`portico/spam/${accountKey(account)}`)
  const at = Date.parse(fixtures.now)
  return addHistory(db, random, account, [
    { kind: 'spam', at: at - 3_600_000, chain: 'eip155:1' },
    { kind: 'mixed', at: at - 7_200_000, chain: 'eip155:8453' },
    { kind: 'spam', at: at - 10_800_000, chain: 'eip155:137' },
  ])
}
