// Solana transactions and messages on the wire, as the mocks read them: the demo wallets (to find
// their signature slot), the db's node and the local chain (a message's fee, a sent transaction's
// signatures). No imports: it runs in the browser and in Node alike.

/** Why bytes are not a transaction: they end too soon, or do not read as one. */
export type Unreadable = 'truncated' | 'malformed'

/** The runtime's fee for each signature a message requires, in lamports. */
export const lamportsPerSignature = 5_000

/** Solana's short-vector length (compact-u16) at `at`: its value and the offset after it. */
function compactU16(bytes: Uint8Array, at: number): [value: number, next: number] | Unreadable {
  let value = 0
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[at + size]
    if (byte === undefined) return 'truncated'
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, at + size + 1]
  }
  return 'malformed'
}

/** Where a message's header starts: a v0 message leads with its version byte (the high bit set), a legacy one with the header. */
const headerAt = (message: ArrayLike<number>) => ((message[0] ?? 0) & 0x80 ? 1 : 0)

/** The signatures a message requires (its header's first byte); undefined for an empty one. */
export const requiredSignatures = (message: ArrayLike<number>): number | undefined => message[headerAt(message)]

export interface WireTransaction {
  /** Where the first signature slot starts. */
  signaturesAt: number
  signatures: Uint8Array[]
  /**
   * The keys that must sign, in their slots' order (the fee payer first): the first accounts of
   * the message, as many as it has of them (a malformed one may have fewer, or cut short).
   */
  signers: Uint8Array[]
  /** What is signed. */
  message: Uint8Array
}

/** A serialized transaction (legacy or v0) read: its signature slots, its signers and its message. */
export function readTransaction(wire: Uint8Array): WireTransaction | Unreadable {
  const count = compactU16(wire, 0)
  if (typeof count === 'string') return count
  const [signatureCount, signaturesAt] = count
  const message = wire.subarray(signaturesAt + 64 * signatureCount)
  const header = headerAt(message)
  const required = message[header]
  if (required === undefined || required !== signatureCount) return 'malformed'
  const keys = compactU16(message, header + 3)
  if (typeof keys === 'string') return keys
  const [keyCount, keysAt] = keys
  const slice = (bytes: Uint8Array, at: number, size: number, i: number) =>
    bytes.subarray(at + size * i, at + size * (i + 1))
  return {
    signaturesAt,
    signatures: Array.from({ length: signatureCount }, (_, i) => slice(wire, signaturesAt, 64, i)),
    signers: Array.from({ length: Math.min(required, keyCount) }, (_, i) => slice(message, keysAt, 32, i)),
    message,
  }
}
