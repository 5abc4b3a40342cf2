// Solana's JSON-RPC over the Blockchain API's `POST /v1/?chainId=solana:…`, answered from the db
// as a Solana node answers: the methods a wallet modal and a wallet use to build, price and send
// a transfer. Balances are the db's rows, so getBalance agrees with the balances call; a catalogue
// mint and its holders' token accounts exist, owned by the token program, and nothing else does.
// A sent transaction must carry valid signatures; it is remembered (its status is asked next) but
// moves no balance. Answers are shaped as the real node's: `{ context: { slot }, value }` where it
// wraps them, u64 amounts as JSON numbers.
import { sha256, stringToBytes } from 'viem'
import { base58Decode, base58Encode, base64Decode } from '../../src/connectors/solana/encodings'
import { associatedTokenAccount, tokenProgram } from '../../src/connectors/solana/transactions'
import type { MockDb, Row } from '../db'
import { balanceId } from '../db/keys'
import type { Outcome } from './jsonRpc'
import { lamportsPerSignature, readTransaction, requiredSignatures, type WireTransaction } from '../solana/wire'

/** What an account of `size` bytes holds to be rent exempt: two years of 3,480 lamports per byte-year, 128 bytes of overhead counted. */
const rentExemptMinimum = (size: number) => (size + 128) * 6_960
const mintSize = 82
const tokenAccountSize = 165
/** Blocks a blockhash stays usable for, as the runtime keeps them. */
const blockhashLifetime = 150
/** A rent-exempt account's next rent epoch: u64::MAX, which a JSON number holds only rounded (so it reads from the real node too). */
const rentExemptEpoch = 2 ** 64 - 1

// Agave's words for these errors.
const invalidParam = (message: string): Outcome => ({ error: { code: -32602, message: `Invalid param: ${message}` } })
const signatureFailure: Outcome = { error: { code: -32003, message: 'Transaction signature verification failure' } }

/** The signatures each db's node has taken, with the slot it took them in (a db is one node's state). */
const taken = new WeakMap<MockDb, Map<string, number>>()
const takenBy = (db: MockDb) => {
  let signatures = taken.get(db)
  if (!signatures) taken.set(db, (signatures = new Map()))
  return signatures
}

/** An address: 32 bytes in base58. */
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value) && base58Decode(value).length === 32

function bytesOf(value: unknown, encoding: 'base58' | 'base64'): Uint8Array | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return encoding === 'base64' ? base64Decode(value) : base58Decode(value)
  } catch {
    return undefined
  }
}

/** A sent transaction as the node checks it: readable, with a 32-byte key for each of its signatures. */
function readSent(wire: Uint8Array): WireTransaction | undefined {
  const read = readTransaction(wire)
  if (typeof read === 'string' || read.signers.length < read.signatures.length) return undefined
  return read.signers.some((key) => key.length !== 32) ? undefined : read
}

const nativeOf = (db: MockDb, chain: Row<'chain'>) =>
  db.token.findFirst({ where: { chainId: { equals: chain.caipNetworkId }, isNative: { equals: true } } })

const mintOf = (db: MockDb, chain: Row<'chain'>, address: string) =>
  db.token.findFirst({
    where: { chainId: { equals: chain.caipNetworkId }, contract: { equals: address }, isNative: { equals: false } },
  })

/** The holding whose token account is at `address`: a holder's associated account for one of the chain's catalogue mints. */
function tokenAccountAt(db: MockDb, chain: Row<'chain'>, address: string) {
  const mints = db.token.findMany({
    where: { chainId: { equals: chain.caipNetworkId }, isNative: { equals: false } },
  })
  for (const mint of mints) {
    for (const holding of db.balance.findMany({ where: { tokenId: { equals: mint.id } } })) {
      if (associatedTokenAccount(holding.account, mint.contract, tokenProgram) === address) return holding
    }
  }
  return undefined
}

/** An account owned by the token program, as getAccountInfo gives it with base64 data (its bytes left out). */
const tokenProgramAccount = (space: number) => ({
  data: ['', 'base64'],
  executable: false,
  lamports: rentExemptMinimum(space),
  owner: tokenProgram,
  rentEpoch: rentExemptEpoch,
  space,
})

/** Each chain's latest blockhash: fixed, and a valid one (32 bytes, base58). */
const blockhashOf = (chain: Row<'chain'>) =>
  base58Encode(sha256(stringToBytes(`portico-mocks:blockhash:${chain.caipNetworkId}`), 'bytes'))

/** Whether each signer's ed25519 signature of the message verifies; an empty (zeroed) slot never does. */
async function signedByAll(transaction: WireTransaction): Promise<boolean> {
  // Loaded on the first send: @noble/curves is an optional peer, needed by no other answer.
  const { ed25519 } = await import('@noble/curves/ed25519')
  return transaction.signatures.every((signature, i) => {
    try {
      return ed25519.verify(signature, transaction.message, transaction.signers[i]!)
    } catch {
      return false
    }
  })
}

/**
 * The answer of a Solana network's node to one call; undefined for a method it does not answer
 * here (the caller says "Method not found").
 */
export async function answerSolana(
  db: MockDb,
  chain: Row<'chain'>,
  method: string,
  params: readonly unknown[],
): Promise<Outcome | undefined> {
  const slot = chain.blockNumber
  const inContext = (value: unknown): Outcome => ({ result: { context: { slot }, value } })
  switch (method) {
    case 'getLatestBlockhash':
      return inContext({ blockhash: blockhashOf(chain), lastValidBlockHeight: slot + blockhashLifetime })
    case 'getBalance': {
      const [address] = params
      if (!isAddress(address)) return invalidParam('Invalid')
      const native = nativeOf(db, chain)
      const row = native && db.balance.findFirst({ where: { id: { equals: balanceId(address, native.id) } } })
      return inContext(Number(row?.raw ?? 0))
    }
    case 'getAccountInfo': {
      const [address] = params
      if (!isAddress(address)) return invalidParam('Invalid')
      if (mintOf(db, chain, address)) return inContext(tokenProgramAccount(mintSize))
      const holding = tokenAccountAt(db, chain, address)
      return inContext(holding ? tokenProgramAccount(tokenAccountSize) : null)
    }
    case 'getMinimumBalanceForRentExemption': {
      const [size] = params
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) return invalidParam('Invalid')
      return { result: rentExemptMinimum(size) }
    }
    case 'getFeeForMessage': {
      const message = bytesOf(params[0], 'base64')
      const required = message && requiredSignatures(message)
      if (required === undefined) return invalidParam('Invalid')
      return inContext(lamportsPerSignature * required)
    }
    case 'sendTransaction': {
      // Base58 unless the config says otherwise, as the real method reads it.
      const { encoding = 'base58' } = (params[1] ?? {}) as { encoding?: unknown }
      if (encoding !== 'base58' && encoding !== 'base64')
        return invalidParam(`unsupported encoding: ${String(encoding)}`)
      const wire = bytesOf(params[0], encoding)
      const transaction = wire && readSent(wire)
      if (!transaction) return invalidParam('invalid transaction: failed to deserialize')
      if (!(await signedByAll(transaction))) return signatureFailure
      const signature = base58Encode(transaction.signatures[0]!)
      takenBy(db).set(signature, slot)
      return { result: signature }
    }
    case 'getSignatureStatuses': {
      const [signatures] = params
      if (!Array.isArray(signatures)) return invalidParam('Invalid')
      const known = takenBy(db)
      return inContext(
        signatures.map((signature: unknown) => {
          const at = typeof signature === 'string' ? known.get(signature) : undefined
          return at === undefined ? null : { slot: at, confirmations: null, err: null, confirmationStatus: 'finalized' }
        }),
      )
    }
    default:
      return undefined
  }
}
