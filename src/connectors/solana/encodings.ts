// The text forms Solana's RPC carries bytes in: base58 for keys, messages and signatures, base64
// for transactions. Small and dependency-free: Portico's own code needs only these two, and the
// codecs the mocks use (@scure/base) are an optional peer a host may not have.
const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digitOf = new Map([...alphabet].map((char, index) => [char, index]))

export function base58Encode(bytes: Uint8Array): string {
  // Base-256 to base-58 by repeated division; each leading zero byte is a leading '1'.
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i += 1) {
      carry += digits[i]! << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}

/** Throws on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = digitOf.get(char)
    if (carry === undefined) throw new Error(`Not base58: ${JSON.stringify(char)}`)
    for (let i = 0; i < bytes.length; i += 1) {
      carry += bytes[i]! * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

export const base64Encode = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** Throws on text that is not base64. */
export const base64Decode = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
