// A Solana account for sessions that ask for the solana namespace: an ed25519 key derived from
// the wallet's first EVM key, so the same wallet options always give the same address (tests
// and the demo can name it) and no second secret has to be configured.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { concat, hexToBytes, sha256, stringToBytes, type Hex } from 'viem'
import { invalidParams, unauthorized } from '../providerErrors'

/** Solana mainnet-beta as CAIP-2 names it (the genesis hash, truncated). */
export const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export interface SolanaAccount {
  /** The public key, base58: what Solana calls an address. */
  address: string
  /** An ed25519 signature of the raw message bytes. */
  signMessage(message: Uint8Array): Uint8Array
}

// A domain tag, so the derived key is never the EVM key itself reused on another curve.
const derivationTag = stringToBytes('portico-demo-wallet:solana:v1')

export function solanaAccountFrom(evmPrivateKey: Hex): SolanaAccount {
  const secret = sha256(concat([derivationTag, hexToBytes(evmPrivateKey)]), 'bytes')
  return {
    address: base58.encode(ed25519.getPublicKey(secret)),
    signMessage: (message) => ed25519.sign(message, secret),
  }
}

/**
 * solana_signMessage as WalletConnect's Solana RPC defines it: params `{ message, pubkey }`, the
 * message base58-encoded; the answer `{ signature }`, base58.
 */
export function answerSolanaSignMessage(account: SolanaAccount, params: unknown): { signature: string } {
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (typeof message !== 'string') throw invalidParams('solana_signMessage expects { message: base58, pubkey }')
  if (pubkey !== undefined && pubkey !== account.address) throw unauthorized()
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    throw invalidParams('solana_signMessage: message must be base58')
  }
  return { signature: base58.encode(account.signMessage(bytes)) }
}
