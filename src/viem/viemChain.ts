// A Portico network (section 3's CaipNetwork) as viem's Chain: the same id, name, currency,
// RPC URLs and explorer. Only an eip155 network is one.
import type { Chain } from 'viem'
import type { CaipNetwork } from '../contract'

export function viemChain(network: CaipNetwork): Chain | undefined {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') return undefined
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers && { blockExplorers: network.blockExplorers }),
    ...(network.testnet !== undefined && { testnet: network.testnet }),
  }
}
