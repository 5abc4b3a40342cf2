// The swap service's Ether and USD Coin on Ethereum, as the view tests list them.
import { fixtures } from '../../../mocks/db'
import type { SwapToken } from '../../../src/features/swap/swapSlice'

export const eth: SwapToken = {
  caipAddress: `eip155:1:${fixtures.nativeEvmAddress}`,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  logoUri: null,
}

export const usdc: SwapToken = {
  caipAddress: fixtures.tokenAddresses.ethereumUsdc as SwapToken['caipAddress'],
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoUri: null,
}
