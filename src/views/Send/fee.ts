// The network fee as Send, Swap and ApproveTransaction write it, in the native currency. Balances
// and money use the shared section 9 formats (views/format); a fee is far below a balance's 3
// decimals, so it gets six places, and never reads as a plain 0. In the visitor's separators,
// as the balance beside it (`0,00021` in German).
import { formatUnits } from 'viem'
import type { LocaleTag } from '../../i18n/supportedLocales'

const feePlaces = 6

export function formatFee(feeWei: string, decimals: number, locale: LocaleTag = 'en'): string {
  const wei = BigInt(feeWei)
  const [whole = '0', fraction = ''] = formatUnits(wei, decimals).split('.')
  const kept = fraction.slice(0, feePlaces).replace(/0+$/, '')
  const tiny = whole === '0' && !kept && wei > 0n
  const plain = tiny ? `0.${'0'.repeat(feePlaces - 1)}1` : kept ? `${whole}.${kept}` : whole
  const shown =
    locale === 'en'
      ? plain
      : new Intl.NumberFormat(locale, { maximumFractionDigits: feePlaces }).format(plain as `${number}`)
  return tiny ? `< ${shown}` : shown
}
