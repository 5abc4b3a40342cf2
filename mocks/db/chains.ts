// The networks the mocked Blockchain API knows (spec section 9, "HTTP RPC supported
// chains", plus the local anvil chain), and how the seed writes them.
import type { MockDb } from './models'

export interface ChainSeed {
  caipNetworkId: string
  name: string
  native: { name: string; symbol: string; decimals: number; priceUsd: number }
  blockNumber: number
  gasPriceWei: bigint
  ws: boolean
}

const eth = { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3120.45 }
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 182.3 }
const gwei = (n: number) => BigInt(Math.round(n * 1e9))

export const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const solanaTestnet = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
/**
 * The local Solana chain of the demo and the tests (mocks/solana): CAIP-2 names a Solana network
 * by its genesis hash, truncated to 32 characters, and LiteSVM's is the same on every start.
 */
export const solanaLocalnet = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3'

export const chainSeeds: readonly ChainSeed[] = [
  {
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    native: eth,
    blockNumber: 21_630_512,
    gasPriceWei: gwei(12.5),
    ws: true,
  },
  {
    caipNetworkId: 'eip155:10',
    name: 'OP Mainnet',
    native: eth,
    blockNumber: 130_741_233,
    gasPriceWei: gwei(0.001),
    ws: true,
  },
  {
    caipNetworkId: 'eip155:137',
    name: 'Polygon',
    native: { name: 'POL', symbol: 'POL', decimals: 18, priceUsd: 0.52 },
    blockNumber: 66_682_190,
    gasPriceWei: gwei(35),
    ws: true,
  },
  {
    caipNetworkId: 'eip155:8453',
    name: 'Base',
    native: eth,
    blockNumber: 25_126_417,
    gasPriceWei: gwei(0.01),
    ws: true,
  },
  {
    caipNetworkId: 'eip155:42161',
    name: 'Arbitrum One',
    native: eth,
    blockNumber: 295_410_882,
    gasPriceWei: gwei(0.01),
    ws: true,
  },
  {
    caipNetworkId: 'eip155:56',
    name: 'BNB Smart Chain',
    native: { name: 'BNB', symbol: 'BNB', decimals: 18, priceUsd: 590.1 },
    blockNumber: 45_722_101,
    gasPriceWei: gwei(1),
    ws: false,
  },
  {
    caipNetworkId: 'eip155:43114',
    name: 'Avalanche',
    native: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, priceUsd: 36.2 },
    blockNumber: 55_301_992,
    gasPriceWei: gwei(25),
    ws: false,
  },
  {
    caipNetworkId: 'eip155:100',
    name: 'Gnosis',
    native: { name: 'xDAI', symbol: 'XDAI', decimals: 18, priceUsd: 1 },
    blockNumber: 37_902_511,
    gasPriceWei: gwei(1),
    ws: false,
  },
  {
    caipNetworkId: 'eip155:324',
    name: 'zkSync Era',
    native: eth,
    blockNumber: 54_022_338,
    gasPriceWei: gwei(0.045),
    ws: false,
  },
  {
    caipNetworkId: 'eip155:42220',
    name: 'Celo',
    native: { name: 'Celo', symbol: 'CELO', decimals: 18, priceUsd: 0.71 },
    blockNumber: 29_601_774,
    gasPriceWei: gwei(5),
    ws: false,
  },
  {
    caipNetworkId: 'eip155:7777777',
    name: 'Zora',
    native: eth,
    blockNumber: 24_508_630,
    gasPriceWei: gwei(0.001),
    ws: false,
  },
  // The local anvil chain, so an app pointed at anvil gets balances and names from the API too.
  { caipNetworkId: 'eip155:31337', name: 'Anvil', native: eth, blockNumber: 1, gasPriceWei: gwei(1), ws: false },
  { caipNetworkId: solanaMainnet, name: 'Solana', native: sol, blockNumber: 311_842_509, gasPriceWei: 0n, ws: true },
  {
    caipNetworkId: solanaDevnet,
    name: 'Solana Devnet',
    native: sol,
    blockNumber: 352_094_118,
    gasPriceWei: 0n,
    ws: false,
  },
  {
    caipNetworkId: solanaTestnet,
    name: 'Solana Testnet',
    native: sol,
    blockNumber: 308_551_207,
    gasPriceWei: 0n,
    ws: false,
  },
  // The local Solana chain, as anvil above: an app pointed at it gets balances from the API too.
  { caipNetworkId: solanaLocalnet, name: 'Solana Localnet', native: sol, blockNumber: 1, gasPriceWei: 0n, ws: false },
]

export function seedChains(db: MockDb): void {
  for (const chain of chainSeeds) {
    const [namespace = '', reference = ''] = chain.caipNetworkId.split(':')
    db.chain.create({
      caipNetworkId: chain.caipNetworkId,
      namespace,
      reference,
      name: chain.name,
      nativeName: chain.native.name,
      nativeSymbol: chain.native.symbol,
      nativeDecimals: chain.native.decimals,
      blockNumber: chain.blockNumber,
      gasPriceWei: chain.gasPriceWei.toString(),
      servedOverHttp: true,
      servedOverWs: chain.ws,
    })
  }
}
