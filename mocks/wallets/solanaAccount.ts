// A Solana account for the mock wallets (a WalletConnect session's solana namespace, the fake
// frame's embedded wallet): an ed25519 key derived from an EVM key, so the same wallet options
// always give the same address (tests and the demo can name it) and no second secret has to be
// configured. It signs messages and serialized transactions (legacy and v0) as WalletConnect's
// Solana RPC carries them: messages base58, transactions base64, signatures base58.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { concat, hexToBytes, sha256, stringToBytes, type Hex } from 'viem'
import { invalidParams, unauthorized } from './providerErrors'
import { readTransaction } from '../solana/wire'

/** Solana mainnet-beta as CAIP-2 names it (the genesis hash, truncated). */
export const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export interface SolanaAccount {
  /** The public key, base58: what Solana calls an address. */
  address: string
  /** An ed25519 signature of the raw message bytes. */
  signMessage(message: Uint8Array): Uint8Array
  /** The serialized transaction with this account's signature in its signer slot. */
  signTransaction(transaction: Uint8Array): Uint8Array
}

// A domain tag, so the derived key is never the EVM key itself reused on another curve.
const derivationTag = stringToBytes('portico-demo-wallet:solana:v1')

/** Where `signer` signs in a serialized transaction: its signature slot, and the message (what is signed). */
function signerSlot(transaction: Uint8Array, signer: Uint8Array) {
  const read = readTransaction(transaction)
  if (read === 'truncated') throw invalidParams('Truncated Solana transaction')
  if (read === 'malformed') throw invalidParams('Malformed Solana transaction')
  const index = read.signers.findIndex((key) => key.length === 32 && key.every((byte, i) => byte === signer[i]))
  if (index === -1) throw unauthorized()
  return { at: read.signaturesAt + index * 64, message: read.message }
}

export function solanaAccountFrom(evmPrivateKey: Hex): SolanaAccount {
  const secret = sha256(concat([derivationTag, hexToBytes(evmPrivateKey)]), 'bytes')
  const publicKey = ed25519.getPublicKey(secret)
  return {
    address: base58.encode(publicKey),
    signMessage: (message) => ed25519.sign(message, secret),
    signTransaction(transaction) {
      const { at, message } = signerSlot(transaction, publicKey)
      const signed = transaction.slice()
      signed.set(ed25519.sign(message, secret), at)
      return signed
    },
  }
}

const decoded = (codec: typeof base58 | typeof base64, value: unknown, what: string) => {
  if (typeof value !== 'string') throw invalidParams(`${what} is missing`)
  try {
    return codec.decode(value)
  } catch {
    throw invalidParams(`${what} is not ${codec === base58 ? 'base58' : 'base64'}`)
  }
}

/**
 * solana_signMessage as WalletConnect's Solana RPC defines it: params `{ message, pubkey }`, the
 * message base58-encoded; the answer `{ signature }`, base58.
 */
export function answerSolanaSignMessage(account: SolanaAccount, params: unknown): { signature: string } {
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (pubkey !== undefined && pubkey !== account.address) throw unauthorized()
  return { signature: base58.encode(account.signMessage(decoded(base58, message, 'solana_signMessage: message'))) }
}

/** solana_signTransaction: `{ transaction }` base64; the answer the signed transaction and this account's signature. */
export function answerSolanaSignTransaction(
  account: SolanaAccount,
  params: unknown,
): { signature: string; transaction: string } {
  const { transaction } = (params ?? {}) as { transaction?: unknown }
  const signed = account.signTransaction(decoded(base64, transaction, 'solana_signTransaction: transaction'))
  return { signature: base58.encode(signatureOf(account, signed)), transaction: base64.encode(signed) }
}

/** solana_signAllTransactions: `{ transactions }` base64, each signed, in order. */
export function answerSolanaSignAllTransactions(account: SolanaAccount, params: unknown): { transactions: string[] } {
  const { transactions } = (params ?? {}) as { transactions?: unknown }
  if (!Array.isArray(transactions)) throw invalidParams('solana_signAllTransactions: transactions is missing')
  return {
    transactions: transactions.map((transaction) =>
      base64.encode(account.signTransaction(decoded(base64, transaction, 'solana_signAllTransactions: transaction'))),
    ),
  }
}

/** This account's signature in a transaction it signed. */
function signatureOf(account: SolanaAccount, signed: Uint8Array): Uint8Array {
  const { at } = signerSlot(signed, base58.decode(account.address))
  return signed.subarray(at, at + 64)
}
