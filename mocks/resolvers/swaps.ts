// Swaps (src/handlers/convert/*.rs): tokens, a quote priced from the db's token prices,
// allowances, gas price tiers, and ready-to-send transactions with real ERC-20 / router calldata,
// shaped as the server shapes them (no tx value on a swap; an approval echoes its `from`).
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
  | 'convertQuotes'
  | 'convertTokens'
  | 'convertAllowance'
  | 'convertGasPrice'
  | 'convertBuildTransaction'
  | 'convertBuildApprove'
>

const maxUint256 = 2n ** 256n - 1n
/** The router keeps 0.3 % of what it swaps. */
const feeNumerator = 997n
const feeDenominator = 1000n

const findToken = (db: MockDb, caipAddress: string) =>
  db.token.findFirst({ where: { id: { equals: caipKey(caipAddress) } } })

/** Base units of `to` worth `amount` base units of `from`, after the router fee. */
export function quote(from: Row<'token'>, to: Row<'token'>, amount: bigint): bigint {
  // Prices as integers of 1e-8 USD, so the whole computation stays exact.
  const fromPrice = BigInt(Math.round(from.priceUsd * 1e8))
  const toPrice = BigInt(Math.round(to.priceUsd * 1e8))
  if (toPrice === 0n) return 0n
  const scaled = amount * fromPrice * 10n ** BigInt(to.decimals) * feeNumerator
  return scaled / (toPrice * 10n ** BigInt(from.decimals) * feeDenominator)
}

/** Both tokens known, swappable, on one network; or the refusal the client would see. */
export function pairOf(db: MockDb, from: string, to: string) {
  const fromToken = findToken(db, from)
  const toToken = findToken(db, to)
  if (!fromToken?.swappable || !toToken?.swappable)
    return { ok: false, refusal: refuse(400, 'Conversion parameter error: token is not supported') } as const
  if (fromToken.chainId !== toToken.chainId) {
    return {
      ok: false,
      refusal: refuse(400, 'Invalid parameter: `from` and `to` chain IDs must have the same value'),
    } as const
  }
  return { ok: true, fromToken, toToken } as const
}

const gasTiers = (db: MockDb, chainId: string) => {
  const chain = db.chain.findFirst({ where: { caipNetworkId: { equals: chainId } } })
  if (!chain || chain.namespace !== 'eip155') return null
  const standard = BigInt(chain.gasPriceWei)
  return {
    standard: standard.toString(),
    fast: ((standard * 12n) / 10n).toString(),
    instant: ((standard * 15n) / 10n).toString(),
  }
}

export const routerOf = (chainId: string) => `${chainId}:${fixtures.swapRouter}`

export const swapResolvers: SwapResolvers = {
  // `address` filters by the plain contract address, as the server compares it.
  convertTokens: ({ query }, { db }) => {
    const tokens = db.token
      .findMany({
        where: { chainId: { equals: query.chainId }, swappable: { equals: true } },
        orderBy: { symbol: 'asc' },
      })
      .filter((token) => !query.address || token.contract.toLowerCase() === query.address.toLowerCase())
    return { json: { tokens: tokens.map(swapTokenOf) } }
  },

  convertQuotes: ({ query }, { db }) => {
    const pair = pairOf(db, query.from, query.to)
    if (!pair.ok) return pair.refusal
    const toAmount = quote(pair.fromToken, pair.toToken, BigInt(query.amount))
    // One quote; the server's provider gives it no id.
    return {
      json: {
        quotes: [
          {
            id: null,
            fromAmount: query.amount,
            fromAccount: query.from,
            toAmount: toAmount.toString(),
            toAccount: query.to,
          },
        ],
      },
    }
  },

  // Native currencies need no approval; unknown pairs have none.
  convertAllowance: ({ query }, { db }) => {
    const token = findToken(db, query.tokenAddress)
    if (token?.isNative) return { json: { allowance: maxUint256.toString() } }
    const row = db.allowance.findFirst({
      where: { id: { equals: allowanceId(query.userAddress, query.tokenAddress) } },
    })
    return { json: { allowance: row?.amount ?? '0' } }
  },

  convertGasPrice: ({ query }, { db }) => {
    const tiers = gasTiers(db, query.chainId)
    return tiers
      ? { json: tiers }
      : refuse(400, `Conversion parameter error: Chain ID ${query.chainId} is not supported`)
  },

  // A call of the router's swap with the two token contracts, the amount and the minimum the
  // slippage (whole percent) allows. The answer carries the expected amount bought, not a value:
  // the client sends a native `from` as the transaction's value itself.
  convertBuildTransaction: ({ body }, { db }) => {
    const pair = pairOf(db, body.from, body.to)
    if (!pair.ok) return pair.refusal
    const { fromToken, toToken } = pair
    const amount = BigInt(body.amount)
    const expected = quote(fromToken, toToken, amount)
    const minimum = (expected * BigInt(100 - body.eip155.slippage)) / 100n
    const data = encodeCall(selectors.swap, [
      addressWord(fromToken.contract),
      addressWord(toToken.contract),
      uintWord(amount),
      uintWord(minimum),
    ])
    const gas = gasTiers(db, fromToken.chainId)
    return {
      json: {
        tx: {
          from: body.userAddress,
          to: routerOf(fromToken.chainId),
          data,
          amount: expected.toString(),
          eip155: gas ? { gas: '250000', gasPrice: gas.standard } : null,
        },
      },
    }
  },

  // `approve(router, amount)` on the token named by `to` (unlimited without an amount). As the
  // server does, `from` is echoed back and only a gas price is given.
  convertBuildApprove: ({ query }, { db }) => {
    const token = findToken(db, query.to)
    const source = findToken(db, query.from)
    if (!token?.swappable || !source?.swappable)
      return refuse(400, 'Conversion parameter error: token is not supported')
    if (token.chainId !== source.chainId)
      return refuse(400, 'Invalid parameter: `from` and `to` chain IDs must have the same value')
    if (token.isNative) return refuse(400, 'Conversion parameter error: native currency needs no approval')
    const gas = gasTiers(db, token.chainId)
    const amount = query.amount === undefined ? maxUint256 : BigInt(query.amount)
    return {
      json: {
        tx: {
          from: query.from,
          to: token.caipAddress,
          data: encodeCall(selectors.approve, [addressWord(fixtures.swapRouter), uintWord(amount)]),
          value: '0',
          eip155: gas ? { gasPrice: gas.standard } : null,
        },
      },
    }
  },
}
