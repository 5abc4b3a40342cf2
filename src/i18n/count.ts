// Counts in the catalogue's words: the number written as English writes it, and the message's
// form for it ("1 wallet", "4,438 wallets").
import type { MessageKey } from './en'

/** `4438` → `4,438`: digits grouped by thousands, leading zeros dropped. */
export const groupDigits = (whole: string) => whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * A count as English writes it (`4438` → `4,438`), without Intl.NumberFormat: its first use in a
 * page loads the locale data (about 25 ms here), which the first open must not wait for.
 */
export const formatCount = (count: number): string => groupDigits(String(Math.trunc(count)))

// Made on the first count a message shows, not with the catalogue: Intl.PluralRules costs far
// less than a number format (under 1 ms in Chromium here), but nothing the first open need not do.
let rules: Intl.PluralRules | undefined

/**
 * The key of `key`'s form for `count`: a message with a count keeps its `other` form under its
 * own key and the catalogue's other forms beside it (`connect.allWalletsCount.one`), chosen by
 * the catalogue's language's plural rules; a form the catalogue lacks falls back to `other`.
 */
export function pluralKey(key: MessageKey, count: number, has: (key: string) => key is MessageKey): MessageKey {
  rules ??= new Intl.PluralRules('en')
  const form = `${key}.${rules.select(count)}`
  return has(form) ? form : key
}
