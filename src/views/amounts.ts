// Section 9 formats of the lazily loaded views (money, transfer amounts); the balance format is
// in format.ts, which the host buttons (first load) use.
const money = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Section 9: money shows 2 decimals (`2500.5` → `$2,500.50`). */
export const formatMoney = (value: number) => money.format(value)

const transferAmount = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
})

/**
 * Section 9: transfer amounts show 3 decimals (`0.12345` → `0.123`), grouped like every other
 * amount in the modal (`1000000` → `1,000,000.000`). Formatted from the decimal string itself,
 * so large token amounts keep their digits.
 */
export function formatTransferAmount(numeric: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(numeric.trim())) return numeric
  return transferAmount.format(numeric.trim() as `${number}`)
}
