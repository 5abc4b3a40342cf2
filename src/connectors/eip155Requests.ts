// What Portico asks an eip155 wallet beyond connecting, as JSON-RPC: switch networks (adding
// one the wallet does not know), send a transaction, sign a message, estimate a fee, report the
// wallet's own assets, and EIP-5792's batches (eip5792.ts, re-exported here). Shared by every connector whose
// wallet speaks EIP-1193 (browser wallets, a WalletConnect session), and by the send work for
// the Blockchain API's node: the one file outside the connectors' own that names these methods.
import type { CaipNetwork, CaipNetworkId } from '../contract'
import { answerWithin } from './answerWithin'
import { hexChainId, type Eip1193Provider } from './eip1193Provider'
import type { Eip155Transaction, TransactionRequest } from './types'
import { WalletError } from './walletErrors'

export { eip155Capabilities, eip155CallsStatus, sendEip155Calls } from './eip5792'
export { walletCallsOver } from './walletCalls'

/** Asks one JSON-RPC method of a wallet or a node. */
export type JsonRpcAsk = (method: string, params: readonly unknown[]) => Promise<unknown>

export const askProvider =
  (provider: Pick<Eip1193Provider, 'request'>): JsonRpcAsk =>
  (method, params) =>
    provider.request({ method, params })

/**
 * `ask`, with each wallet_getCapabilities answer (or refusal) kept in `remembered` by its
 * parameters: the capabilities flow and the wallet's asset report both read it, and the wallet is
 * asked once per account and chains. Whoever keeps `remembered` clears it when the answer may
 * have changed (a batch sent: an account upgraded with it).
 */
export const rememberingCapabilities =
  (ask: JsonRpcAsk, remembered: Map<string, Promise<unknown>>): JsonRpcAsk =>
  (method, params) => {
    if (method !== 'wallet_getCapabilities') return ask(method, params)
    const key = JSON.stringify(params)
    let answer = remembered.get(key)
    if (!answer) remembered.set(key, (answer = ask(method, params)))
    return answer
  }

// Wallets report "unknown chain" as 4902, some nested under data.originalError (MetaMask
// mobile), and a few only in the message.
function isUnrecognizedChain(error: unknown): boolean {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; data?: { originalError?: { code?: unknown } } }
  return (
    e.code === 4902 ||
    e.data?.originalError?.code === 4902 ||
    (typeof e.message === 'string' && /unrecognized chain/i.test(e.message))
  )
}

/** wallet_switchEthereumChain; a chain the wallet does not know is added (wallet_addEthereumChain) first. */
export async function switchEip155Chain(ask: JsonRpcAsk, network: CaipNetwork): Promise<void> {
  const chainId = hexChainId(network.caipNetworkId)
  const explorer = network.blockExplorers?.default.url
  try {
    await ask('wallet_switchEthereumChain', [{ chainId }])
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
    await ask('wallet_addEthereumChain', [
      {
        chainId,
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: network.rpcUrls.default.http,
        ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
      },
    ])
    // Some wallets switch on add, others not; switching again is harmless either way.
    await ask('wallet_switchEthereumChain', [{ chainId }])
  }
}

/** The transaction as eip155 wallets take it; another namespace's is refused without asking. */
function eip155Transaction(tx: TransactionRequest['transaction']): Eip155Transaction {
  if ('serialized' in tx) throw new WalletError('invalidParams', 'Not an eip155 transaction', -32602)
  return tx
}

/** eth_sendTransaction: the wallet asks its user and answers with the transaction's hash. */
export async function sendEip155Transaction(ask: JsonRpcAsk, tx: TransactionRequest['transaction']): Promise<string> {
  return String(await ask('eth_sendTransaction', [eip155Transaction(tx)]))
}

/** Gas × gas price, from whoever `ask` reaches (the wallet's node, or the Blockchain API's). */
export async function estimateEip155Fee(ask: JsonRpcAsk, tx: TransactionRequest['transaction']): Promise<bigint> {
  const [gas, gasPrice] = await Promise.all([ask('eth_estimateGas', [eip155Transaction(tx)]), ask('eth_gasPrice', [])])
  return BigInt(gas as string) * BigInt(gasPrice as string)
}

/** personal_sign of the message's UTF-8 bytes, hex-encoded as EIP-1193 wallets expect. */
export async function signEip155Message(ask: JsonRpcAsk, message: string, address: string): Promise<string> {
  const hex = `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
  return String(await ask('personal_sign', [hex, address]))
}

/** Not in the spec: a wallet that never answers must not hold the token list back. */
export const walletAssetsWaitMs = 5000

type Capabilities = Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>

/**
 * The wallet's own report of its assets on one chain (EIP-5792 capabilities, then ERC-7811
 * wallet_getAssets), as it answered: whether to believe it is section 5's rule, not the
 * wallet's. Undefined when it has none to give: no asset discovery on the chain, an error, or
 * no answer in time.
 */
export async function eip155WalletAssets(
  ask: JsonRpcAsk,
  address: string,
  caipNetworkId: CaipNetworkId,
): Promise<unknown> {
  const chainIdHex = hexChainId(caipNetworkId)
  try {
    const capabilities = (await answerWithin(
      ask('wallet_getCapabilities', [address, [chainIdHex]]),
      walletAssetsWaitMs,
    )) as Capabilities | null
    if (capabilities?.[chainIdHex]?.assetDiscovery?.supported !== true) return undefined
    return await answerWithin(
      ask('wallet_getAssets', [{ account: address, chainFilter: [chainIdHex] }]),
      walletAssetsWaitMs,
    )
  } catch {
    return undefined
  }
}
