// Section 9 formats of the lazily loaded views (money, transfer amounts, percentages) in the
// active locale; the balance format is in format.ts, which the host buttons (first load) use.
import { decimalIn } from '../i18n/numbers'
import { numberFormatIn } from '../i18n/intlFormats'
import type { LocaleTag } from '../i18n/supportedLocales'

/** Section 9: money shows 2 decimals (`2500.5` → `$2,500.50`; `2.500,50 $` in German). */
export const formatMoney = (value: number, locale: LocaleTag = 'en') =>
  numberFormatIn(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)

/**
 * Section 9: transfer amounts show 3 decimals (`0.12345` → `0.123`), grouped like every other
 * amount in the modal (`1000000` → `1,000,000.000`). Formatted from the decimal string itself,
 * so large token amounts keep their digits.
 */
export function formatTransferAmount(numeric: string, locale: LocaleTag = 'en'): string {
  if (!/^-?\d+(\.\d+)?$/.test(numeric.trim())) return numeric
  return decimalIn(locale, numeric.trim(), 3)
}

/** A percentage (`0.0123` → `1.23%`; `1,23 %` in German) with `digits` decimals at most, `fixed` at least. */
export const formatPercent = (fraction: number, locale: LocaleTag = 'en', digits = 2, fixed = 0) =>
  numberFormatIn(locale, { style: 'percent', minimumFractionDigits: fixed, maximumFractionDigits: digits }).format(
    fraction,
  )
