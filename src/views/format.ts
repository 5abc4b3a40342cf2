import { groupDigits } from '../i18n/count'
import type { LocaleTag } from '../i18n/supportedLocales'

/** `0x1234…abcd`: enough of both ends to recognise an address. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}

/** A decimal string without exponent or sign, or undefined when `value` is not a number. */
function plainDecimal(value: string): string | undefined {
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return trimmed
  const number = Number(trimmed)
  if (!Number.isFinite(number) || trimmed === '') return undefined
  return Math.abs(number).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/**
 * Section 9: a balance shows 3 decimals, truncated, never rounded up past what is held
 * (`1.2349` → `1.234`, `25000` → `25,000.000`; `25.000,000` in German). Works on the decimal
 * string, so no float ever changes a digit; English without Intl (the host's account button is
 * in the first load), another locale by its own separators.
 */
export function formatBalance(numeric: string, locale: LocaleTag = 'en'): string {
  const plain = plainDecimal(numeric) ?? '0'
  const [whole = '0', fraction = ''] = plain.split('.')
  const sign = numeric.trim().startsWith('-') && /[1-9]/.test(whole + fraction.slice(0, 3)) ? '-' : ''
  const kept = fraction.slice(0, 3).padEnd(3, '0')
  // Made for each call: the host's account button is the one first-load caller, and a cache
  // would cost the first load more than it saves.
  if (locale !== 'en')
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 3 }).format(`${sign}${whole}.${kept}` as `${number}`)
  return `${sign}${groupDigits(whole)}.${kept}`
}
