// The Buy form's rules (sections 5 and 9), pure: which currencies and methods the options allow,
// the limits an amount must keep, what the account's network can receive, and the Meld-type
// provider's URL.
import type { NumberSymbols } from '../../i18n/numbers'
import { namespaceOf, referenceOf } from '../../contract/caip'
import type { ChainNamespace } from '../../contract/entities'
import { toBaseUnits } from '../send/sendRules'
import { defaultPaymentLimits, type PaymentLimit } from './constants'
import type { OnrampOptions } from './onrampSlice'

export type PurchaseNetwork = OnrampOptions['purchaseCurrencies'][number]['networks'][number]
export type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]

/** The payment currencies and their method limits: the options', or section 5's defaults. */
export function paymentCurrenciesOf(
  options: OnrampOptions | undefined,
): { id: string; limits: readonly PaymentLimit[] }[] {
  const listed = options?.paymentCurrencies.filter((currency) => currency.limits.length > 0) ?? []
  if (listed.length > 0) return listed
  return Object.entries(defaultPaymentLimits).map(([id, limits]) => ({ id, limits }))
}

export function limitOf(
  options: OnrampOptions | undefined,
  currency: string,
  method: string,
): PaymentLimit | undefined {
  return paymentCurrenciesOf(options)
    .find((c) => c.id === currency)
    ?.limits.find((l) => l.id === method)
}

export type AmountProblem = { kind: 'invalid' } | { kind: 'belowMin'; min: string } | { kind: 'aboveMax'; max: string }

/** Section 5: an amount is a positive number within the method's limits in the currency. */
export function amountProblem(
  amount: string,
  limit: PaymentLimit | undefined,
  symbols?: NumberSymbols,
): AmountProblem | undefined {
  const cents = toBaseUnits(amount, 2, symbols)
  if (cents === undefined || cents <= 0n) return { kind: 'invalid' }
  if (!limit) return undefined
  const min = toBaseUnits(limit.min, 2)
  const max = toBaseUnits(limit.max, 2)
  if (min !== undefined && cents < min) return { kind: 'belowMin', min: limit.min }
  if (max !== undefined && cents > max) return { kind: 'aboveMax', max: limit.max }
  return undefined
}

/**
 * The namespace of a provider's network: an EVM chain has a decimal chain id; Solana is named.
 * Others (a network the provider adds later) are left out.
 */
export function namespaceOfPurchaseNetwork(network: PurchaseNetwork): ChainNamespace | undefined {
  if (/^\d+$/.test(network.chainId)) return 'eip155'
  if (network.name.toLowerCase().startsWith('solana')) return 'solana'
  return undefined
}

/** Whether a provider's network is the account's network (eip155 by chain id; Solana by name). */
export function isOnNetwork(network: PurchaseNetwork, caipNetworkId: string): boolean {
  const namespace = namespaceOf(caipNetworkId)
  if (namespaceOfPurchaseNetwork(network) !== namespace) return false
  return namespace === 'eip155' ? network.chainId === referenceOf(caipNetworkId) : true
}

/** What the account can receive: each currency with the networks of the account's namespace. */
export function purchaseChoices(options: OnrampOptions | undefined, namespace: ChainNamespace): PurchaseCurrency[] {
  return (options?.purchaseCurrencies ?? [])
    .map((currency) => ({
      ...currency,
      networks: currency.networks.filter((n) => namespaceOfPurchaseNetwork(n) === namespace),
    }))
    .filter((currency) => currency.networks.length > 0)
}

/**
 * The choice a form starts with: the active network's native coin, else something sold on the
 * active network, else the first currency the namespace can receive.
 */
export function defaultPurchase(
  choices: readonly PurchaseCurrency[],
  caipNetworkId: string,
): { asset: string; network: string } | undefined {
  const on = (currency: PurchaseCurrency, native: boolean) =>
    currency.networks.find((n) => isOnNetwork(n, caipNetworkId) && (!native || n.contractAddress === ''))
  for (const native of [true, false]) {
    for (const currency of choices) {
      const network = on(currency, native)
      if (network) return { asset: currency.id, network: network.name }
    }
  }
  const [first] = choices
  return first?.networks[0] ? { asset: first.id, network: first.networks[0].name } : undefined
}

/** The country the options and quotes are asked for: the host's, else the visitor's locale's region. */
export function countryOf(configured: string | undefined, locale: string | undefined): string {
  if (configured && /^[A-Z]{2}$/.test(configured)) return configured
  const region = locale ? /[-_]([A-Za-z]{2})(?:$|[-_])/.exec(locale)?.[1] : undefined
  return region ? region.toUpperCase() : 'US'
}

/** A Meld-type currency code: the symbol, with its network unless that is the coin's home chain. */
export function meldCurrencyCode(symbol: string, network: string): string {
  const home = (symbol === 'ETH' && network === 'ethereum') || (symbol === 'SOL' && network === 'solana')
  return home ? symbol : `${symbol}_${network.toUpperCase()}`
}

/** The Meld-type provider's page for a purchase: its choices as query parameters. */
export function meldUrlFor(
  base: string,
  purchase: { address: string; symbol: string; network: string; amount: string; currency: string },
): string {
  const url = new URL(base)
  url.searchParams.set('walletAddress', purchase.address)
  url.searchParams.set('destinationCurrencyCode', meldCurrencyCode(purchase.symbol, purchase.network))
  url.searchParams.set('sourceAmount', purchase.amount)
  url.searchParams.set('sourceCurrencyCode', purchase.currency)
  return url.toString()
}
