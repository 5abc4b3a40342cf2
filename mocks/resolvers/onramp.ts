// On-ramp (src/handlers/onramp/options.rs, quotes.rs, generators/onrampurl.rs): the buy options
// of a country from the db, quotes computed from the amount (a 1-2 % provider fee, section 9,
// plus a network fee), and a one-time provider URL.
import type { blockchainContract } from '../../src/contract/blockchain'
import type { MockDb } from '../db'
import { hashString } from '../db/random'
import { refuse } from './answers'
import type { MockAnswer, MockRequest, Resolvers } from './types'

type OnrampResolvers = Pick<Resolvers<typeof blockchainContract>, 'onrampUrl' | 'onrampOptions' | 'onrampQuote'>
type OnrampQuoteEndpoint = (typeof blockchainContract)['onrampQuote']
export type OnrampQuoteQuery = MockRequest<OnrampQuoteEndpoint>['query']

/** Fiat per USD at fixed rates: deterministic answers. */
const perUsd: Record<string, number> = { USD: 1, EUR: 0.92 }
/** Network fees in USD cents: Ethereum's gas is the expensive one. */
const networkFeeCents: Record<string, number> = { ethereum: 110, solana: 1 }
const defaultNetworkFeeCents = 5

/** The provider fee falls with the amount: 2 % below 100, 1.5 % below 1000, then 1 %. */
const feeRate = (cents: number) => (cents < 10_000 ? 0.02 : cents < 100_000 ? 0.015 : 0.01)

const toCentsInt = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
}
const money = (cents: number, currency: string) => ({ value: (cents / 100).toFixed(2), currency })

/** A UUID-shaped id from a text, so the same request gets the same quote id. */
function stableId(text: string): string {
  const h = [0, 1, 2, 3].map((i) => hashString(`${i}:${text}`).toString(16).padStart(8, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

function priceUsdOf(db: MockDb, symbol: string): number | undefined {
  return db.token.findMany({ where: { symbol: { equals: symbol } }, orderBy: { id: 'asc' }, take: 1 })[0]?.priceUsd
}

/**
 * Coinbase serves the US only with a state (its options and quotes: "subdivision: required if
 * country is US"); the server passes its refusal on as any provider error: 503 (coinbase.rs
 * `OnRampProviderError`).
 */
const needsState = (query: { country: string; subdivision?: string | undefined }) =>
  query.country === 'US' && !query.subdivision
const providerUnavailable = () => refuse(503, 'OnRamp provider is temporarily unavailable')

export const onrampResolvers: OnrampResolvers = {
  onrampOptions: ({ query }, { db }) => {
    if (needsState(query)) return providerUnavailable()
    const assets = db.onrampAsset.findMany({ where: {}, orderBy: { rank: 'asc' } })
    const networks = db.onrampNetwork.findMany({ where: {}, orderBy: { rank: 'asc' } })
    const limits = db.paymentLimit.findMany({ where: {}, orderBy: { rank: 'asc' } })
    const currencies = [...new Set(limits.map((l) => l.currency))]
    return {
      json: {
        purchaseCurrencies: assets.map((asset) => ({
          id: asset.id,
          name: asset.name,
          symbol: asset.symbol,
          networks: networks
            .filter((n) => n.assetId === asset.id)
            .map((n) => ({
              name: n.name,
              displayName: n.display_name,
              contractAddress: n.contract_address,
              chainId: n.chain_id,
            })),
        })),
        paymentCurrencies: currencies.map((id) => ({
          id,
          limits: limits.filter((l) => l.currency === id).map((l) => ({ id: l.method, min: l.min, max: l.max })),
        })),
      },
    }
  },

  onrampQuote: ({ query }, { db }) => (needsState(query) ? providerUnavailable() : quoteOnramp(db, query)),

  // A page of the fake provider carrying the session's choices (mocks/onramp: the demo serves one
  // and it delivers on the local chain); without one, a URL that goes nowhere.
  onrampUrl: ({ body }, { checkoutUrl }) => {
    const [wallet] = body.destinationWallets
    const url = new URL(checkoutUrl ?? defaultCheckoutUrl)
    url.searchParams.set('sessionToken', stableId(JSON.stringify(body)))
    url.searchParams.set('partnerUserId', body.partnerUserId)
    if (wallet) {
      url.searchParams.set('address', wallet.address)
      if (wallet.blockchains) url.searchParams.set('blockchains', wallet.blockchains.join(','))
      if (wallet.assets) url.searchParams.set('assets', wallet.assets.join(','))
    }
    if (body.defaultNetwork) url.searchParams.set('defaultNetwork', body.defaultNetwork)
    if (body.presetFiatAmount) url.searchParams.set('presetFiatAmount', String(body.presetFiatAmount))
    if (body.presetCryptoAmount) url.searchParams.set('presetCryptoAmount', String(body.presetCryptoAmount))
    if (body.defaultExperience) url.searchParams.set('defaultExperience', body.defaultExperience)
    return { json: { url: url.toString() } }
  },
}

/** Where generated URLs lead when no fake provider page is served. */
export const defaultCheckoutUrl = 'https://pay.example.com/buy'

/**
 * The provider's price for buying with fiat: its fee (falling with the amount), the network's
 * fee, and what the rest buys at the db's price. The fake checkout page prices with it too, so
 * what arrives is what the quote said.
 */
export function quoteOnramp(db: MockDb, query: OnrampQuoteQuery): MockAnswer<OnrampQuoteEndpoint> {
  const currency = query.paymentCurrency.toUpperCase()
  const rate = perUsd[currency]
  const limit = db.paymentLimit.findFirst({
    where: { currency: { equals: currency }, method: { equals: query.paymentMethod.toUpperCase() } },
  })
  if (rate === undefined) return refuse(400, `Unsupported payment currency: ${query.paymentCurrency}`)
  if (!limit) return refuse(400, `Unsupported payment method: ${query.paymentMethod}`)
  const wanted = query.purchaseCurrency.toLowerCase()
  const asset = db.onrampAsset
    .getAll()
    .find((a) => a.id === query.purchaseCurrency || a.symbol.toLowerCase() === wanted)
  if (!asset) return refuse(400, `Unsupported purchase currency: ${query.purchaseCurrency}`)
  const networks = db.onrampNetwork.findMany({ where: { assetId: { equals: asset.id } }, orderBy: { rank: 'asc' } })
  // Without a purchase network the provider quotes the asset's first.
  const asked = query.purchaseNetwork?.toLowerCase()
  // Names and chain ids compare without case; a Solana CAIP id keeps its mixed case, so both sides are lowered.
  const network = asked
    ? networks.find((n) => [n.name, n.chain_id, n.caipNetworkId].some((id) => id.toLowerCase() === asked))
    : networks[0]
  if (!network) return refuse(400, `${asset.symbol} is not sold on ${query.purchaseNetwork}`)
  const min = toCentsInt(limit.min)
  const max = toCentsInt(limit.max)
  const total = query.paymentAmount.startsWith('-') ? -1 : toCentsInt(query.paymentAmount)
  if (total < min || total > max) {
    return refuse(400, `Amount must be between ${(min / 100).toFixed(2)} and ${(max / 100).toFixed(2)} ${currency}`)
  }
  const providerFee = Math.round(total * feeRate(total))
  const networkFee = Math.round((networkFeeCents[network.name] ?? defaultNetworkFeeCents) * rate)
  const subtotal = total - providerFee - networkFee
  const priceUsd = priceUsdOf(db, asset.symbol)
  if (subtotal <= 0 || !priceUsd) return refuse(400, 'Amount does not cover the fees')
  const purchased = (subtotal / 100 / (priceUsd * rate)).toFixed(8).replace(/\.?0+$/, '')
  return {
    json: {
      paymentTotal: money(total, currency),
      paymentSubTotal: money(subtotal, currency),
      purchaseAmount: { value: purchased, currency: asset.symbol },
      coinbaseFee: money(providerFee, currency),
      networkFee: money(networkFee, currency),
      quoteId: stableId(JSON.stringify(query)),
    },
  }
}
