// An account's balances, history and identity, and token prices, read from the mock db.
import type { blockchainContract } from '../../src/contract/blockchain'
import { accountKey, caipKey } from '../db/keys'
import { round } from '../db/units'
import { decodeCursor, encodeCursor, refuse } from './answers'
import { balanceItemOf, transactionOf } from './entities'
import type { MockDb } from '../db'
import type { Resolvers } from './types'

type AccountResolvers = Pick<Resolvers<typeof blockchainContract>, 'identity' | 'history' | 'balance' | 'fungiblePrice'>

/** Transactions per history page, as the real API pages them. */
export const historyPageSize = 10

/** Balance order: value, highest first; ties by symbol in code-unit order (localeCompare would differ between machines). */
export const mostValuableFirst = (x: { value?: number; symbol: string }, y: { value?: number; symbol: string }) =>
  (y.value ?? 0) - (x.value ?? 0) || (x.symbol < y.symbol ? -1 : x.symbol > y.symbol ? 1 : 0)

/** Prices are kept in USD; the other currencies the server takes at fixed rates, so answers stay deterministic. */
const usdTo = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  aud: 1.52,
  cad: 1.36,
  inr: 83.1,
  jpy: 151.2,
  eth: 1 / 3200,
  btc: 1 / 97000,
} as const

const historyWhere = (account: string, chainId: string | undefined) => ({
  account: { equals: accountKey(account) },
  ...(chainId ? { chain: { equals: chainId } } : {}),
})
const historyOrder = [{ minedAt: 'desc' as const }, { id: 'desc' as const }]

/** The db's whole history of an account (on one network, or all), newest first, shaped as the API answers. */
export function dbTransactions(db: MockDb, account: string, chainId?: string) {
  const rows = db.transaction.findMany({ where: historyWhere(account, chainId), orderBy: historyOrder })
  const transfers = db.transfer.findMany({ where: { transactionId: { in: rows.map((t) => t.id) } } })
  return rows.map((t) =>
    transactionOf(
      t,
      transfers.filter((r) => r.transactionId === t.id),
    ),
  )
}

export const accountResolvers: AccountResolvers = {
  identity: ({ params }, { db, now }) => {
    const [name] = db.accountName.findMany({
      where: { owner: { equals: accountKey(params.address) } },
      orderBy: { registeredAt: 'asc' },
      take: 1,
    })
    return {
      json: { name: name?.name ?? null, avatar: name?.avatar ?? null, resolvedAt: new Date(now()).toISOString() },
    }
  },

  // Newest first, `historyPageSize` per page; `next` is null on the last page.
  history: ({ params, query }, { db }) => {
    // The seed holds no on-ramp purchases, so the on-ramp view of any history is empty.
    if (query.onramp) return { json: { data: [], next: null } }
    const after = query.cursor ? decodeCursor(query.cursor) : null
    if (query.cursor && !after) return refuse(400, 'Invalid cursor')
    // One more than a page, to know whether another page follows.
    const rows = db.transaction.findMany({
      where: historyWhere(params.account, query.chainId),
      orderBy: historyOrder,
      take: historyPageSize + 1,
      ...(after ? { cursor: after } : {}),
    })
    const page = rows.slice(0, historyPageSize)
    const transfers = db.transfer.findMany({ where: { transactionId: { in: page.map((t) => t.id) } } })
    const last = page[page.length - 1]
    return {
      json: {
        data: page.map((t) =>
          transactionOf(
            t,
            transfers.filter((r) => r.transactionId === t.id),
          ),
        ),
        next: rows.length > historyPageSize && last ? encodeCursor(last.id) : null,
      },
    }
  },

  // The account's non-zero balances on the asked network, most valuable first.
  balance: ({ params, query }, { db }) => {
    const tokens = db.token.findMany({ where: { chainId: { equals: query.chainId } } })
    const held = db.balance.findMany({
      where: { account: { equals: accountKey(params.address) }, tokenId: { in: tokens.map((t) => t.id) } },
    })
    const balances = held
      .filter((b) => BigInt(b.raw) > 0n)
      .flatMap((b) => {
        const token = tokens.find((t) => t.id === b.tokenId)
        return token ? [balanceItemOf(token, b.raw)] : []
      })
      .sort(mostValuableFirst)
    return { json: { balances } }
  },

  // The price of the first address, as the server gives it (the rest are not read); Solana's
  // price provider quotes USD only (src/providers/solscan.rs).
  fungiblePrice: ({ body }, { db }) => {
    const [address] = body.addresses
    const token = address ? db.token.findFirst({ where: { id: { equals: caipKey(address) } } }) : null
    if (!token) return { json: { fungibles: [] } }
    if (token.chainId.startsWith('solana:') && body.currency !== 'usd')
      return refuse(400, `Unsupported currency: ${body.currency}.`, 'currency')
    const price = round(token.priceUsd * usdTo[body.currency], 6)
    return {
      json: {
        fungibles: [
          {
            address: token.caipAddress,
            name: token.name,
            symbol: token.symbol,
            iconUrl: token.iconUrl,
            price,
            decimals: token.decimals,
          },
        ],
      },
    }
  },
}
