// The networks the demo wallet knows. Hosts can pass CaipNetworks as they are; the wallet
// needs only an id, a name, the native currency and where to send RPC calls.
import { defineChain, type Chain } from 'viem'

export interface DemoChainInput {
  id: number | string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  rpcUrls?: { default: { http: readonly string[] } }
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const toHexChainId = (id: number) => `0x${id.toString(16)}`

/** A viem chain; RPC calls fall back to the wallet's own rpcUrl when a chain names none. */
export function demoChain(input: DemoChainInput, fallbackRpcUrl: string): Chain {
  const id = Number(input.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Demo wallet: invalid chain id ${String(input.id)}`)
  const http = input.rpcUrls?.default.http.length ? [...input.rpcUrls.default.http] : [fallbackRpcUrl]
  return defineChain({
    id,
    name: input.name ?? `Chain ${id}`,
    nativeCurrency: input.nativeCurrency ?? ether,
    rpcUrls: { default: { http } },
  })
}

/** Reads the `chainId` of a wallet_switchEthereumChain / wallet_addEthereumChain parameter. */
export function chainIdParam(params: readonly unknown[]): number | undefined {
  const chainId = (params[0] as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId)) return undefined
  return Number.parseInt(chainId, 16)
}
