// How the preview writes what a request moves (section 9's formats): a balance change as its
// sign and its amount in the transfer format (3 decimals), an allowance's amount the same way,
// and a token its contract gave no symbol for by its short address. Pure: the view brings the
// locale and the words.
import { formatUnits } from 'viem'
import type { BalanceChange } from '../../features/preview/previewTypes'
import type { LocaleTag } from '../../i18n/supportedLocales'
import { formatTransferAmount } from '../amounts'
import { shortAddress } from '../format'

/**
 * A base-unit amount in the transfer format (`500000000000000000`, 18 decimals → `0.500`). An
 * amount too small for 3 decimals reads `<0.001`, never `0.000`: something does move.
 */
export function transferAmount(base: bigint, decimals: number, locale: LocaleTag): string {
  if (base > 0n && base * 1000n < 10n ** BigInt(decimals)) return `<${formatTransferAmount('0.001', locale)}`
  return formatTransferAmount(formatUnits(base, decimals), locale)
}

/** A token whose contract did not say its symbol is named by its address (previewFlow): shortened, as every address. */
export const symbolShown = (symbol: string) => (/^0x[0-9a-fA-F]{40}$/.test(symbol) ? shortAddress(symbol) : symbol)

export interface ChangeShown {
  /** Into the account, or out of it. */
  direction: 'in' | 'out'
  /** Section 9's sign for what is received (plus) and what leaves (minus, U+2212). */
  sign: '+' | '−'
  amount: string
  symbol: string
}

export function changeShown(change: BalanceChange, locale: LocaleTag): ChangeShown {
  const delta = BigInt(change.delta)
  const out = delta < 0n
  return {
    direction: out ? 'out' : 'in',
    sign: out ? '−' : '+',
    amount: transferAmount(out ? -delta : delta, change.decimals, locale),
    symbol: symbolShown(change.symbol),
  }
}
