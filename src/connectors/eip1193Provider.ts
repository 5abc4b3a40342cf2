// The smallest EIP-1193 surface Portico relies on, and the chain-id conversions every eip155
// connector needs. Kept apart from any connector so discovery can type providers without
// pulling connector code in.
import { referenceOf } from '../contract/caip'
import type { CaipNetworkId } from '../contract'

export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

// `on`/`removeListener` are optional because old injected providers ship without them (or
// with `off` only); such a provider still connects, it just never reports events.
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/**
 * `eip155:<decimal>` from what wallets put in `eth_chainId` and `chainChanged`: usually a hex
 * string, but some send a decimal string or a number. Throws on anything else.
 */
export function eip155NetworkId(chainId: unknown): CaipNetworkId {
  const valid =
    (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId >= 0) ||
    (typeof chainId === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(chainId))
  if (!valid) throw new Error(`Invalid chain id from wallet: ${String(chainId)}`)
  return `eip155:${BigInt(chainId as string | number).toString()}`
}

/** The `0x` chain id wallets expect in `wallet_*EthereumChain`, from a CAIP network id. */
export function hexChainId(caipNetworkId: CaipNetworkId): `0x${string}` {
  const reference = referenceOf(caipNetworkId)
  if (!/^\d+$/.test(reference)) throw new Error(`Not an eip155 network id: ${caipNetworkId}`)
  return `0x${BigInt(reference).toString(16)}`
}
