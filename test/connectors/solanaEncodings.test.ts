// Portico's own base58 and base64 (no optional peer needed) give what the reference codecs give,
// leading zeros included, and refuse text outside their alphabets.
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode, base64Decode, base64Encode } from '../../src/connectors/solana/encodings'

const samples = [
  new Uint8Array([]),
  new Uint8Array([0]),
  new Uint8Array([0, 0, 1, 2]),
  new Uint8Array(32).fill(255),
  ...Array.from({ length: 40 }, (_, i) => globalThis.crypto.getRandomValues(new Uint8Array(i * 3))),
]

describe('Solana text encodings', () => {
  it.each(samples.map((bytes, i) => [i, bytes] as const))(
    'base58 and base64 agree with @scure/base (%i)',
    (_, bytes) => {
      expect(base58Encode(bytes)).toBe(base58.encode(bytes))
      expect(base58Decode(base58.encode(bytes))).toEqual(bytes)
      expect(base64Encode(bytes)).toBe(base64.encode(bytes))
      expect(base64Decode(base64.encode(bytes))).toEqual(bytes)
    },
  )

  it('refuses text outside the alphabet', () => {
    expect(() => base58Decode('0OIl')).toThrow('Not base58')
    expect(() => base64Decode('***')).toThrow()
  })
})
