// Section 9's on-ramp numbers and lists, where the Account view (first load), the flow and the
// Buy view all read them. Kept apart from the flow so the first load takes only these.
import type { ChainNamespace } from '../../contract/entities'

export type PaymentMethod = 'CARD' | 'ACH_BANK_ACCOUNT'

/** A payment limit: the smallest and largest amount a method takes in a currency (decimal strings). */
export interface PaymentLimit {
  id: PaymentMethod | string
  min: string
  max: string
}

/** Section 5: the limits for USD and EUR when the options call gives none. */
export const defaultPaymentLimits: Record<string, readonly PaymentLimit[]> = {
  USD: [
    { id: 'CARD', min: '10.00', max: '7500.00' },
    { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
  ],
  EUR: [
    { id: 'CARD', min: '10.00', max: '7500.00' },
    { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
  ],
}

/** Section 9's default debounce: a quote is asked this long after the form's last change. */
export const onrampQuoteDebounceMs = 500

/** The amounts offered with one press, in the payment currency. */
export const onrampPresets = ['50', '100', '250'] as const
export const defaultPaymentAmount = '100'
export const defaultPaymentCurrency = 'USD'

/** Section 9: on-ramp serves eip155 and solana. */
export const onrampNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']

export type OnrampProviderId = 'coinbase' | 'meld'

/**
 * Section 9's providers: a Coinbase-type one (its URL from the Blockchain API's generator, eip155)
 * and a Meld-type one (its URL built here, eip155 and solana), each with its fee range.
 */
export const onrampProviders: readonly {
  id: OnrampProviderId
  name: string
  feeRange: string
  namespaces: readonly ChainNamespace[]
}[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: '1-2%', namespaces: ['eip155'] },
  { id: 'meld', name: 'Meld.io', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
]

/** The Meld-type provider's page, unless the host names another (config `onramp.meldUrl`). */
export const defaultMeldUrl = 'https://meldcrypto.com'

/**
 * Section 9: buying is hidden in the restricted time zones (the Chinese regions), the zone
 * names and their old aliases alike.
 */
const restrictedTimeZones = new Set(
  [
    'Asia/Shanghai',
    'Asia/Beijing',
    'Asia/Chongqing',
    'Asia/Chungking',
    'Asia/Harbin',
    'Asia/Urumqi',
    'Asia/Kashgar',
    'Asia/Hong_Kong',
    'Asia/Macau',
    'Asia/Macao',
    'Hongkong',
    'PRC',
  ].map((zone) => zone.toLowerCase()),
)

export const isRestrictedTimeZone = (timeZone: string | undefined) =>
  !!timeZone && restrictedTimeZones.has(timeZone.toLowerCase())

/** The visitor's time zone: the environment's when given (a host's, a story's), else the browser's. */
export function visitorTimeZone(given: string | undefined): string | undefined {
  if (given) return given
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** The visitor's language tag: the environment's when given, else the browser's. */
export const visitorLocale = (given: string | undefined): string | undefined =>
  given ?? (globalThis as { navigator?: { language?: string } }).navigator?.language
