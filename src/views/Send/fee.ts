// The network fee as Send and ApproveTransaction write it, in the native currency. Balances and
// money use the shared section 9 formats (views/format); a fee is far below a balance's 3
// decimals, so it gets six places, and never reads as a plain 0.
import { formatUnits } from 'viem'

const feePlaces = 6

export function formatFee(feeWei: string, decimals: number): string {
  const wei = BigInt(feeWei)
  const [whole = '0', fraction = ''] = formatUnits(wei, decimals).split('.')
  const kept = fraction.slice(0, feePlaces).replace(/0+$/, '')
  if (whole === '0' && !kept && wei > 0n) return `< 0.${'0'.repeat(feePlaces - 1)}1`
  return kept ? `${whole}.${kept}` : whole
}
