// Solana transactions as bytes: the instructions Portico sends (a SOL transfer; an SPL transfer,
// creating the receiver's token account when it has none), program-derived addresses (a token
// account's address), and the legacy wire format a wallet signs. Written here rather than taken
// from @solana/kit: Portico needs these few pieces, and a host should not install a Solana SDK
// for them. Loaded with the send work, never with the first load.
import { concat, sha256 } from 'viem'
import { base58Decode, base58Encode } from './encodings'

export const systemProgram = '11111111111111111111111111111111'
export const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export interface AccountMeta {
  address: string
  signer: boolean
  writable: boolean
}

export interface Instruction {
  program: string
  accounts: AccountMeta[]
  data: Uint8Array
}

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** The system program's Transfer (index 2): lamports from a signer to any account. */
export const transferSol = (from: string, to: string, lamports: bigint): Instruction => ({
  program: systemProgram,
  accounts: [
    { address: from, signer: true, writable: true },
    { address: to, signer: false, writable: true },
  ],
  data: Uint8Array.from([2, 0, 0, 0, ...u64(lamports)]),
})

/** The associated token program's CreateIdempotent (index 1): the owner's token account, unless it exists. */
export const createTokenAccountIdempotent = (input: {
  payer: string
  account: string
  owner: string
  mint: string
  tokenProgram: string
}): Instruction => ({
  program: associatedTokenProgram,
  accounts: [
    { address: input.payer, signer: true, writable: true },
    { address: input.account, signer: false, writable: true },
    { address: input.owner, signer: false, writable: false },
    { address: input.mint, signer: false, writable: false },
    { address: systemProgram, signer: false, writable: false },
    { address: input.tokenProgram, signer: false, writable: false },
  ],
  data: Uint8Array.from([1]),
})

/** The token program's TransferChecked (index 12): the amount and the mint's decimals, checked by the program. */
export const transferChecked = (input: {
  source: string
  mint: string
  destination: string
  owner: string
  amount: bigint
  decimals: number
  tokenProgram: string
}): Instruction => ({
  program: input.tokenProgram,
  accounts: [
    { address: input.source, signer: false, writable: true },
    { address: input.mint, signer: false, writable: false },
    { address: input.destination, signer: false, writable: true },
    { address: input.owner, signer: true, writable: false },
  ],
  data: Uint8Array.from([12, ...u64(input.amount), input.decimals]),
})

// Ed25519 over GF(2^255 - 19): enough of it to tell whether 32 bytes are a point on the curve.
const p = 2n ** 255n - 19n
const mod = (a: bigint) => ((a % p) + p) % p
function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  for (let b = mod(base), e = exponent; e > 0n; e >>= 1n, b = mod(b * b)) if (e & 1n) result = mod(result * b)
  return result
}
const d = mod(-121665n * power(121666n, p - 2n))

/**
 * Whether 32 bytes decode as a curve point, as the runtime decides it (curve25519-dalek's
 * decompression): y (the sign bit aside) gives x² = (y² − 1) / (d·y² + 1), which must be a square.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n
  for (let i = 31; i >= 0; i -= 1) y = (y << 8n) | BigInt(i === 31 ? bytes[i]! & 0x7f : bytes[i]!)
  const y2 = mod(y * y)
  const x2 = mod((y2 - 1n) * power(mod(d * y2 + 1n), p - 2n))
  return x2 === 0n || power(x2, (p - 1n) / 2n) === 1n
}

const pdaMarker = new TextEncoder().encode('ProgramDerivedAddress')

/** The program's address for `seeds`: the first bump, from 255 down, whose hash is off the curve (no key can sign for it). */
export function findProgramAddress(seeds: Uint8Array[], program: string): string {
  const programBytes = base58Decode(program)
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = sha256(concat([...seeds, Uint8Array.of(bump), programBytes, pdaMarker]), 'bytes')
    if (!isOnCurve(hash)) return base58Encode(hash)
  }
  throw new Error('No program address for these seeds')
}

/** An owner's token account for a mint: the associated token program's address for (owner, token program, mint). */
export const associatedTokenAccount = (owner: string, mint: string, program: string) =>
  findProgramAddress([base58Decode(owner), base58Decode(program), base58Decode(mint)], associatedTokenProgram)

/** Solana's short-vector length: 7 bits a byte, the high bit saying another follows. */
function compactU16(value: number): number[] {
  const out: number[] = []
  for (let rest = value; ; rest >>= 7) {
    if (rest < 0x80) return [...out, rest]
    out.push((rest & 0x7f) | 0x80)
  }
}

/**
 * A legacy message: its header (signatures required, read-only signed, read-only unsigned), its
 * accounts — the fee payer first, then writable signers, read-only signers, writable others,
 * read-only others, each once with the widest access asked of it — the blockhash that dates it,
 * and its instructions by account index.
 */
export function compileLegacyMessage(input: {
  feePayer: string
  recentBlockhash: string
  instructions: Instruction[]
}): Uint8Array {
  const metas = new Map<string, { signer: boolean; writable: boolean }>([
    [input.feePayer, { signer: true, writable: true }],
  ])
  for (const instruction of input.instructions) {
    for (const account of instruction.accounts) {
      const known = metas.get(account.address)
      metas.set(account.address, {
        signer: !!known?.signer || account.signer,
        writable: !!known?.writable || account.writable,
      })
    }
    if (!metas.has(instruction.program)) metas.set(instruction.program, { signer: false, writable: false })
  }
  const all = [...metas]
  const rank = ([, m]: (typeof all)[number]) => (m.signer ? 0 : 2) + (m.writable ? 0 : 1)
  // Stable: the fee payer stays first among the writable signers.
  const ordered = all.map((entry, i) => ({ entry, i })).sort((a, b) => rank(a.entry) - rank(b.entry) || a.i - b.i)
  const keys = ordered.map(({ entry: [address] }) => address)
  const signers = ordered.filter(({ entry: [, m] }) => m.signer)
  const header = [
    signers.length,
    signers.filter(({ entry: [, m] }) => !m.writable).length,
    ordered.filter(({ entry: [, m] }) => !m.signer && !m.writable).length,
  ]
  const index = (address: string) => keys.indexOf(address)
  return concat([
    Uint8Array.from(header),
    Uint8Array.from(compactU16(keys.length)),
    ...keys.map(base58Decode),
    base58Decode(input.recentBlockhash),
    Uint8Array.from(compactU16(input.instructions.length)),
    ...input.instructions.map((instruction) =>
      concat([
        Uint8Array.from([index(instruction.program), ...compactU16(instruction.accounts.length)]),
        Uint8Array.from(instruction.accounts.map((a) => index(a.address))),
        Uint8Array.from(compactU16(instruction.data.length)),
        instruction.data,
      ]),
    ),
  ])
}

/** The transaction on the wire: its signature slots (empty, for the wallet to fill), then the message. */
export function unsignedTransaction(message: Uint8Array): Uint8Array {
  const signatures = message[0]!
  return concat([Uint8Array.from(compactU16(signatures)), new Uint8Array(64 * signatures), message])
}
