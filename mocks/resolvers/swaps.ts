// Swaps: tokens, quotes priced from the db's token prices, allowances, gas price tiers, and
// ready-to-send transactions with real ERC-20 / router calldata.
import type { blockchainContract } from '../../src/contract/blockchain'
import type { MockDb, Row } from '../db'
import { fixtures } from '../db/fixtures'
import { allowanceId, caipKey } from '../db/keys'
import { addressWord, encodeCall, selectors, uintWord } from './abi'
import { refuse } from './answers'
import { swapTokenOf } from './entities'
import type { Resolvers } from './types'

type SwapResolvers = Pick<
  Resolvers<typeof blockchainContract>,
  'convertQuotes' | 'convertTokens' | 'convertAllowance' | 'convertGasPrice' | 'convertBuildTransaction' | 'convertBuildApprove'
>

const maxUint256 = 2n ** 256n - 1n
/** The router keeps 0.3 % of what it swaps. */
const feeNumerator = 997n
const feeDenominator = 1000n

const findToken = (db: MockDb, caipAddress: string) => db.token.findFirst({ where: { id: { equals: caipKey(caipAddress) } } })

/** Base units of `to` worth `amount` base units of `from`, after the router fee. */
function quote(from: Row<'token'>, to: Row<'token'>, amount: bigint): bigint {
  // Prices as integers of 1e-8 USD, so the whole computation stays exact.
  const fromPrice = BigInt(Math.round(from.priceUsd * 1e8))
  const toPrice = BigInt(Math.round(to.priceUsd * 1e8))
  if (toPrice === 0n) return 0n
  const scaled = amount * fromPrice * 10n ** BigInt(to.decimals) * feeNumerator
  return scaled / (toPrice * 10n ** BigInt(from.decimals) * feeDenominator)
}

/** Both tokens known, swappable, on one network; or the refusal the client would see. */
function pairOf(db: MockDb, from: string, to: string) {
  const fromToken = findToken(db, from)
  const toToken = findToken(db, to)
  if (!fromToken?.swappable || !toToken?.swappable) return { ok: false, refusal: refuse(400, 'Token not supported for swaps') } as const
  if (fromToken.chainId !== toToken.chainId) return { ok: false, refusal: refuse(400, 'Cross-network swaps are not supported') } as const
  return { ok: true, fromToken, toToken } as const
}

const gasTiers = (db: MockDb, chainId: string) => {
  const chain = db.chain.findFirst({ where: { caipNetworkId: { equals: chainId } } })
  if (!chain || chain.namespace !== 'eip155') return null
  const standard = BigInt(chain.gasPriceWei)
  return { standard: standard.toString(), fast: ((standard * 12n) / 10n).toString(), instant: ((standard * 15n) / 10n).toString() }
}

const routerOf = (chainId: string) => `${chainId}:${fixtures.swapRouter}`

export const swapResolvers: SwapResolvers = {
  convertTokens: ({ query }, { db }) => {
    const tokens = db.token.findMany({ where: { chainId: { equals: query.chainId }, swappable: { equals: true } }, orderBy: { symbol: 'asc' } })
    return { json: { tokens: tokens.map(swapTokenOf) } }
  },

  convertQuotes: ({ query }, { db }) => {
    const pair = pairOf(db, query.from, query.to)
    if (!pair.ok) return pair.refusal
    const toAmount = quote(pair.fromToken, pair.toToken, BigInt(query.amount))
    const id = `quote-${pair.fromToken.symbol}-${pair.toToken.symbol}-${query.amount}`.toLowerCase()
    return { json: { quotes: [{ id, fromAmount: query.amount, fromAccount: query.from, toAmount: toAmount.toString(), toAccount: query.to }] } }
  },

  // Native currencies need no approval; unknown pairs have none.
  convertAllowance: ({ query }, { db }) => {
    const token = findToken(db, query.tokenAddress)
    if (token?.isNative) return { json: { allowance: maxUint256.toString() } }
    const row = db.allowance.findFirst({ where: { id: { equals: allowanceId(query.userAddress, query.tokenAddress) } } })
    return { json: { allowance: row?.amount ?? '0' } }
  },

  convertGasPrice: ({ query }, { db }) => {
    const tiers = gasTiers(db, query.chainId)
    return tiers ? { json: tiers } : refuse(400, 'Network not supported for Gas Price')
  },

  // A call of the router's swap with the two token contracts, the amount and the minimum
  // the slippage allows; a native `from` travels as the transaction's value.
  convertBuildTransaction: ({ body }, { db }) => {
    const pair = pairOf(db, body.from, body.to)
    if (!pair.ok) return pair.refusal
    const { fromToken, toToken } = pair
    const amount = BigInt(body.amount)
    const slippagePercent = Number(body.eip155.slippage)
    if (!Number.isFinite(slippagePercent) || slippagePercent < 0 || slippagePercent > 50) return refuse(400, 'Invalid slippage')
    const expected = quote(fromToken, toToken, amount)
    const minimum = (expected * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n
    const data = encodeCall(selectors.swap, [addressWord(fromToken.contract), addressWord(toToken.contract), uintWord(amount), uintWord(minimum)])
    const gas = gasTiers(db, fromToken.chainId)
    return {
      json: {
        tx: {
          from: body.userAddress,
          to: routerOf(fromToken.chainId),
          data,
          value: fromToken.isNative ? amount.toString() : '0',
          ...(gas ? { eip155: { gas: '250000', gasPrice: gas.standard } } : {}),
        },
      },
    }
  },

  // `approve(router, max)` on the token being sold.
  convertBuildApprove: ({ query }, { db }) => {
    const pair = pairOf(db, query.from, query.to)
    if (!pair.ok) return pair.refusal
    if (pair.fromToken.isNative) return refuse(400, 'Native currency needs no approval')
    const gas = gasTiers(db, pair.fromToken.chainId)
    return {
      json: {
        tx: {
          from: query.userAddress,
          to: query.from,
          data: encodeCall(selectors.approve, [addressWord(fixtures.swapRouter), uintWord(maxUint256)]),
          value: '0',
          ...(gas ? { eip155: { gas: '55000', gasPrice: gas.standard } } : {}),
        },
      },
    }
  },
}
