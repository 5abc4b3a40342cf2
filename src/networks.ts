// Well-known networks as CAIP networks (section 3), ready for a host's `networks` config.
import type { CaipNetwork } from './contract'

const evm = (
  id: number,
  name: string,
  rpc: string,
  explorer?: { name: string; url: string },
  testnet = false,
  symbol = 'ETH',
  currency = 'Ether',
): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: currency, symbol, decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
  ...(explorer ? { blockExplorers: { default: explorer } } : {}),
  testnet,
})

export const mainnet = evm(1, 'Ethereum', 'https://eth.merkle.io', { name: 'Etherscan', url: 'https://etherscan.io' })
export const optimism = evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', {
  name: 'Optimism Explorer',
  url: 'https://optimistic.etherscan.io',
})
export const polygon = evm(
  137,
  'Polygon',
  'https://polygon-rpc.com',
  { name: 'PolygonScan', url: 'https://polygonscan.com' },
  false,
  'POL',
  'POL',
)
export const base = evm(8453, 'Base', 'https://mainnet.base.org', { name: 'Basescan', url: 'https://basescan.org' })
export const arbitrum = evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', {
  name: 'Arbiscan',
  url: 'https://arbiscan.io',
})
/** A local anvil node (chain id 31337), as the offline demo and the tests run it. */
export const anvil = (rpcUrl = 'http://127.0.0.1:8545'): CaipNetwork => evm(31337, 'Anvil', rpcUrl, undefined, true)

export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
}

/** Polkadot's relay chain: no balances, names, activity or sending (section 9 supported sets). */
export const polkadot: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
}
