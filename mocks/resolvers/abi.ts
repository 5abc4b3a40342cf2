// The few ABI encodings the db resolvers need (ERC-20 reads and the swap calldata), written
// out so answering from the db stays free of viem's encoder (the anvil-backed resolvers in
// ./anvil do use viem). Tests check these against viem's encoder.

export const selectors = {
  balanceOf: '0x70a08231',
  decimals: '0x313ce567',
  symbol: '0x95d89b41',
  approve: '0x095ea7b3',
  /** The swap router's swap function, as the built transactions call it. */
  swap: '0x12aa3caf',
} as const

/** A uint256 word: 64 hex digits, no 0x. */
export function uintWord(value: bigint | number): string {
  const n = BigInt(value)
  if (n < 0n || n >= 2n ** 256n) throw new Error(`uint256 out of range: ${n}`)
  return n.toString(16).padStart(64, '0')
}

/** An address word: the 20 bytes right-aligned in 32. */
export function addressWord(address: string): string {
  return address.replace(/^0x/, '').toLowerCase().padStart(64, '0')
}

/** `string` as a return value: offset, length, then the UTF-8 bytes padded to 32. */
export function encodeStringResult(text: string): string {
  const bytes = new TextEncoder().encode(text)
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  const padded = hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')
  return `0x${uintWord(32)}${uintWord(bytes.length)}${padded}`
}

export const encodeUintResult = (value: bigint | number) => `0x${uintWord(value)}`

/** Calldata: the selector followed by static words. */
export function encodeCall(selector: string, words: readonly string[]): string {
  return selector + words.join('')
}

/** The address argument of `balanceOf(address)` calldata, or null when the data is short. */
export function addressArgument(data: string): string | null {
  const word = data.slice(10, 74)
  return /^[0-9a-fA-F]{64}$/.test(word) ? `0x${word.slice(24)}` : null
}
