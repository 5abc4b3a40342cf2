// Amounts move between base units (wei, lamports: integers as decimal strings, as a chain
// holds them) and display units (the `numeric` of a token balance). BigInt keeps both exact.

/** '1.5' with 18 decimals → 1500000000000000000n. Extra fraction digits are cut. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount)
  if (!match) throw new Error(`Not a non-negative decimal: ${amount}`)
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(match[1]! + fraction)
}

/** 1500000000000000000n with 18 decimals → '1.5' (no trailing zeros, no exponent). */
export function fromBaseUnits(raw: bigint | string, decimals: number): string {
  const digits = BigInt(raw)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Rounds a money amount to cents, as a string with two decimals. */
export function toCents(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2)
}

/** A number with at most `places` decimals, for prices and values in answers. */
export function round(amount: number, places: number): number {
  const factor = 10 ** places
  return Math.round(amount * factor) / factor
}
