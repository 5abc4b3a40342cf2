// Section 9 formats of the lazily loaded views (money, transfer amounts); the balance format is
// in format.ts, which the host buttons (first load) use.
const money = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Section 9: money shows 2 decimals (`2500.5` → `$2,500.50`). */
export const formatMoney = (value: number) => money.format(value)

/** Section 9: transfer amounts show 3 decimals (`0.12345` → `0.123`). */
export function formatTransferAmount(numeric: string): string {
  const number = Number(numeric)
  return Number.isFinite(number) ? number.toFixed(3) : numeric
}
