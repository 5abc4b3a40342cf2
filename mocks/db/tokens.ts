// The token catalogue: every chain's native currency plus the ERC-20 and SPL tokens the
// seed's accounts hold, with prices. One row serves balances, prices, swaps and eth_call.
import { chainSeeds } from './chains'
import { fixtures } from './fixtures'
import { imageDataUrl } from './images'
import { caipKey } from './keys'
import type { MockDb } from './models'

interface TokenSeed {
  caipAddress: string
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  eip2612?: boolean
  swappable?: boolean
  /** The providers know no logo for it: the balance call sends "", the swap list null. */
  noLogo?: boolean
}

const a = fixtures.tokenAddresses

const erc20Seeds: readonly TokenSeed[] = [
  { caipAddress: a.ethereumUsdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1, eip2612: true },
  { caipAddress: a.ethereumUsdt, name: 'Tether USD', symbol: 'USDT', decimals: 6, priceUsd: 1 },
  { caipAddress: a.ethereumDai, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, priceUsd: 0.9998, eip2612: true },
  { caipAddress: a.ethereumWbtc, name: 'Wrapped BTC', symbol: 'WBTC', decimals: 8, priceUsd: 97012.4 },
  { caipAddress: a.ethereumLink, name: 'ChainLink Token', symbol: 'LINK', decimals: 18, priceUsd: 22.48 },
  { caipAddress: a.ethereumUni, name: 'Uniswap', symbol: 'UNI', decimals: 18, priceUsd: 13.37, eip2612: true },
  { caipAddress: a.polygonUsdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1, eip2612: true },
  { caipAddress: a.polygonWeth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, priceUsd: 3118.9 },
  // Zero decimals: a points token the client must drop as low quality (section 5).
  {
    caipAddress: a.polygonQuestPoints,
    name: 'Quest Points',
    symbol: 'QPT',
    decimals: 0,
    priceUsd: 0.01,
    swappable: false,
  },
  { caipAddress: a.baseUsdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1, eip2612: true },
  { caipAddress: a.baseDegen, name: 'Degen', symbol: 'DEGEN', decimals: 18, priceUsd: 0.0121, noLogo: true },
  { caipAddress: a.optimismUsdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1, eip2612: true },
  { caipAddress: a.arbitrumUsdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1, eip2612: true },
  // The demo token (mocks/chain/demoToken.ts): with an anvil attached, name, symbol and balances come
  // from the chain and only the price and icon from here.
  { caipAddress: a.anvilTestToken, name: 'Portico Test Token', symbol: 'PTC', decimals: 18, priceUsd: 1.25 },
  // The second demo token, the swap pool's other side (mocks/chain/swapPool.ts).
  { caipAddress: a.anvilDollarToken, name: 'Portico Dollar', symbol: 'PUSD', decimals: 18, priceUsd: 1 },
  { caipAddress: a.solanaUsdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  // The demo SPL token on the local Solana chain (mocks/solana/demoSolana.ts): balances from the chain, price and icon from here.
  { caipAddress: a.solanaLocalnetTestToken, name: 'Portico Test Token', symbol: 'PTC', decimals: 6, priceUsd: 1.25 },
]

/** The address the swap service uses for a namespace's native currency. */
export function nativeAddressOf(caipNetworkId: string): string {
  return caipNetworkId.startsWith('solana:') ? a.solanaNative.split(':')[2]! : fixtures.nativeEvmAddress
}

/** Native currencies first, so a chain's native row always exists for balances and RPC. */
function tokenSeeds(): TokenSeed[] {
  const natives = chainSeeds.map((chain) => ({
    caipAddress: `${chain.caipNetworkId}:${nativeAddressOf(chain.caipNetworkId)}`,
    name: chain.native.name,
    symbol: chain.native.symbol,
    decimals: chain.native.decimals,
    priceUsd: chain.native.priceUsd,
  }))
  return [...natives, ...erc20Seeds]
}

/** Swaps run on the swap networks of section 9; anvil and Solana are not among them. */
const swapChains = new Set(['1', '10', '56', '100', '137', '324', '8453', '42161', '43114'])

export function seedTokens(db: MockDb): void {
  const nativeIds = new Set(chainSeeds.map((c) => caipKey(`${c.caipNetworkId}:${nativeAddressOf(c.caipNetworkId)}`)))
  for (const token of tokenSeeds()) {
    const [namespace = '', reference = '', contract = ''] = token.caipAddress.split(':')
    const id = caipKey(token.caipAddress)
    db.token.create({
      id,
      caipAddress: token.caipAddress,
      chainId: `${namespace}:${reference}`,
      contract,
      isNative: nativeIds.has(id),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      priceUsd: token.priceUsd,
      iconUrl: token.noLogo ? '' : imageDataUrl(`token:${token.symbol}`),
      swappable: namespace === 'eip155' && swapChains.has(reference) && token.swappable !== false,
      eip2612: token.eip2612 ?? false,
    })
  }
}
