// A Solana provider over the embedded wallet's frame: what a host signs with on Solana when the
// visitor signed in by email, a social login or Farcaster. Requests go to the frame as
// WalletConnect's Solana RPC carries them (messages and signatures base58, transactions
// base64), checked first by section 5's rule (message and pubkey, or transaction(s)); each one
// is section 6's unsafe kind, so the frame shows itself for the visitor's approval.
import type { FrameClient } from '../../frame/frameClient'
import { refuseUnfit } from './frameProvider'
import type { CaipNetworkId } from '../../contract/core'
import { referenceOf } from '../../contract/caip'
import { toWalletError, WalletError } from '../walletErrors'
import { base58Decode, base58Encode, base64Decode, base64Encode } from '../solana/encodings'

export interface SolanaProvider {
  /** The signed-in user's Solana address (base58); undefined until the embedded wallet is connected. */
  readonly publicKey: string | undefined
  /** A request of WalletConnect's Solana RPC, as the frame takes it. */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** The ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** The serialized transaction (legacy or v0), signed by the user. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  signAllTransactions(transactions: Uint8Array[]): Promise<Uint8Array[]>
  /** Signs and sends; resolves with the transaction's signature (base58). */
  signAndSendTransaction(transaction: Uint8Array): Promise<string>
}

export interface FrameSolanaContext {
  client: () => Promise<FrameClient>
  /** The Solana network in use (CAIP-2). */
  chainId: () => CaipNetworkId
  /** Its RPC URL, sent with each request as the client does. */
  rpcUrl?: () => string | undefined
  /** A method refused as not allowed (section 8: "Action not allowed"). */
  onRefused?: (method: string) => void
  address: () => string | undefined
}

export function createFrameSolanaProvider(context: FrameSolanaContext): SolanaProvider {
  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    refuseUnfit(method, params, method.startsWith('solana_'), context.onRefused)
    try {
      const client = await context.client()
      // As the client sends it: the network's reference (its genesis hash) under the solana namespace.
      const rpcUrl = context.rpcUrl?.()
      return await client.request('rpcRequest', {
        method,
        params,
        chainId: referenceOf(context.chainId()),
        chainNamespace: 'solana',
        ...(rpcUrl && { rpcUrl }),
      })
    } catch (error) {
      throw toWalletError(error)
    }
  }
  /** The answer's field, which must be a string: the frame's answer is not taken on trust. */
  const field = (answer: unknown, key: string): string => {
    const value = (answer as Record<string, unknown> | null)?.[key]
    if (typeof value !== 'string') throw new WalletError('unknown', 'An error occurred')
    return value
  }
  const signer = () => {
    const address = context.address()
    if (!address) throw new WalletError('unauthorized', 'The embedded wallet is not connected')
    return address
  }
  return {
    get publicKey() {
      return context.address()
    },
    request,
    async signMessage(message) {
      const answer = await request({
        method: 'solana_signMessage',
        params: { message: base58Encode(message), pubkey: signer() },
      })
      return base58Decode(field(answer, 'signature'))
    },
    async signTransaction(transaction) {
      signer()
      const answer = await request({
        method: 'solana_signTransaction',
        params: { transaction: base64Encode(transaction) },
      })
      return base64Decode(field(answer, 'transaction'))
    },
    async signAllTransactions(transactions) {
      signer()
      const answer = await request({
        method: 'solana_signAllTransactions',
        params: { transactions: transactions.map(base64Encode) },
      })
      const signed = (answer as { transactions?: unknown } | null)?.transactions
      if (!Array.isArray(signed) || signed.length !== transactions.length || signed.some((t) => typeof t !== 'string'))
        throw new WalletError('unknown', 'An error occurred')
      return (signed as string[]).map(base64Decode)
    },
    async signAndSendTransaction(transaction) {
      signer()
      const answer = await request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64Encode(transaction) },
      })
      return field(answer, 'signature')
    },
  }
}
