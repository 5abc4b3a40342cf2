// Counts in the catalogue's words: the number written as the locale writes it, and the
// message's form for it ("1 wallet", "4,438 wallets"; Arabic's six forms).
import { numberFormatIn, pluralRulesIn } from './intlFormats'
import type { LocaleTag } from './supportedLocales'

/** `4438` → `4,438`: digits grouped by thousands, leading zeros dropped. */
export const groupDigits = (whole: string) => whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * A count as English writes it (`4438` → `4,438`), without Intl.NumberFormat: its first use in a
 * page loads the locale data (about 25 ms here), which the first open must not wait for.
 */
export const formatCount = (count: number): string => groupDigits(String(Math.trunc(count)))

// The rules and formats are made on the first count a message shows, not with the catalogue:
// Intl.PluralRules costs far less than a number format (under 1 ms in Chromium here), but
// nothing the first open need not do.

/** A count as `locale` writes it: English without Intl (formatCount), another locale by its own digits and grouping. */
export function formatCountIn(locale: LocaleTag, count: number): string {
  if (locale === 'en') return formatCount(count)
  return numberFormatIn(locale, { maximumFractionDigits: 0 }).format(Math.trunc(count))
}

/**
 * The key of `key`'s form for `count`: a message with a count keeps its `other` form under its
 * own key and the catalogue's other forms beside it (`connect.allWalletsCount.one`), chosen by
 * the locale's plural rules; a form the catalogue lacks falls back to `other`.
 */
export function pluralKey<K extends string>(
  key: K,
  count: number,
  has: (key: string) => key is K,
  locale: LocaleTag = 'en',
): K {
  const form = `${key}.${pluralRulesIn(locale).select(count)}`
  return has(form) ? form : key
}
