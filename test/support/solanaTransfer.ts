// A Solana transaction in its wire form, built by hand for tests that sign one: a legacy
// message moving lamports with the System Program (one signer, the payer), with an empty
// signature slot. The bytes are exactly what a wallet signs: the message after the signatures.
import { base58 } from '@scure/base'

const systemProgram = new Uint8Array(32)

const u32le = (value: number) => new Uint8Array(new Uint32Array([value]).buffer)
const u64le = (value: bigint) => new Uint8Array(new BigUint64Array([value]).buffer)

export function solanaTransfer(from: string, to: string, lamports: bigint) {
  const message = new Uint8Array([
    // Header: 1 required signature, 0 read-only signed, 1 read-only unsigned (the program).
    1,
    0,
    1,
    // Account keys (compact-u16 count, then 32 bytes each): payer, receiver, System Program.
    3,
    ...base58.decode(from),
    ...base58.decode(to),
    ...systemProgram,
    // Recent blockhash.
    ...new Uint8Array(32).fill(7),
    // One instruction: program index 2, accounts [0, 1], data = Transfer (2) and the amount.
    1,
    2,
    2,
    0,
    1,
    12,
    ...u32le(2),
    ...u64le(lamports),
  ])
  const transaction = new Uint8Array([1, ...new Uint8Array(64), ...message])
  return { transaction, message, signature: (signed: Uint8Array) => signed.subarray(1, 65) }
}
