// Well-known networks as CAIP networks (section 3), ready for a host's `networks` config. Each
// is marked pure, so a host's bundle keeps only the networks it names. Their pictures come by
// chain id with the views that show them (views/components/networkImageIds.ts).
import type { CaipNetwork } from './contract'

interface Extras {
  explorer?: { name: string; url: string }
  testnet?: boolean
}

const extras = ({ explorer, testnet = false }: Extras) => ({
  ...(explorer ? { blockExplorers: { default: explorer } } : {}),
  testnet,
})

const evm = (
  id: number,
  name: string,
  rpc: string,
  more: Extras & { symbol?: string; currency?: string } = {},
): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: more.currency ?? 'Ether', symbol: more.symbol ?? 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
  ...extras(more),
})

export const mainnet = /* @__PURE__ */ evm(1, 'Ethereum', 'https://eth.merkle.io', {
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})
export const optimism = /* @__PURE__ */ evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', {
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})
export const polygon = /* @__PURE__ */ evm(137, 'Polygon', 'https://polygon-rpc.com', {
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  symbol: 'POL',
  currency: 'POL',
})
export const base = /* @__PURE__ */ evm(8453, 'Base', 'https://mainnet.base.org', {
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})
export const arbitrum = /* @__PURE__ */ evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', {
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})
/** A local anvil node (chain id 31337), as the offline demo and the tests run it: no picture of its own. */
export const anvil = (rpcUrl = 'http://127.0.0.1:8545'): CaipNetwork => evm(31337, 'Anvil', rpcUrl, { testnet: true })

/** A Solana network: CAIP-2 names it by its genesis hash, truncated to 32 characters. */
const solanaNetwork = (genesisHash: string, name: string, rpc: string, more: Extras = {}): CaipNetwork => ({
  id: genesisHash.slice(0, 32),
  caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpc] } },
  ...extras(more),
})

export const solana = /* @__PURE__ */ solanaNetwork(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'https://api.mainnet-beta.solana.com',
  { explorer: { name: 'Solscan', url: 'https://solscan.io' } },
)
// Solscan needs a cluster parameter for these, which an explorer link (`<url>/address/<a>`) cannot carry.
export const solanaDevnet = /* @__PURE__ */ solanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'https://api.devnet.solana.com',
  { testnet: true },
)
export const solanaTestnet = /* @__PURE__ */ solanaNetwork(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'https://api.testnet.solana.com',
  { testnet: true },
)
/**
 * A local Solana chain (a test validator, or the offline demo's): its id is its own genesis
 * hash (`getGenesisHash`), which each fresh validator draws anew.
 */
export const solanaLocalnet = (options: { genesisHash: string; rpcUrl?: string }): CaipNetwork =>
  solanaNetwork(options.genesisHash, 'Solana Localnet', options.rpcUrl ?? 'http://127.0.0.1:8899', {
    testnet: true,
  })

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

/** Bitcoin (BIP-122 names a chain by its genesis block hash, truncated): accounts and receiving, no balances or sending (section 9). */
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
}

/** The Cosmos Hub: accounts and receiving, no balances or sending (section 9). */
export const cosmosHub: CaipNetwork = {
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
}
