// The swap token picker's order (section 2's optional screens), pure: recent picks first, then held tokens, then section 9's suggested
// and popular symbols in their order, then the rest by symbol; the search matches symbol, name
// or contract in any case.
import { describe, expect, it } from 'vitest'
import { orderSwapTokens } from '../../src/features/swap/swapTokenOrder'
import type { SwapToken } from '../../src/features/swap/swapSlice'

const token = (symbol: string, name = symbol, contract = `0x${symbol.toLowerCase().padEnd(40, '0')}`): SwapToken => ({
  caipAddress: `eip155:1:${contract}` as SwapToken['caipAddress'],
  name,
  symbol,
  decimals: 18,
  logoUri: null,
})

const tokens = [
  token('ZRX'),
  token('UNI', 'Uniswap'),
  token('USDC', 'USD Coin'),
  token('ETH', 'Ether'),
  token('AAA'),
  token('DAI'),
]
const symbols = (list: SwapToken[]) => list.map((t) => t.symbol)

describe('the picker order', () => {
  it('suggested first in their order, then popular, then the rest by symbol', () => {
    expect(symbols(orderSwapTokens(tokens, new Set()))).toEqual(['ETH', 'USDC', 'DAI', 'UNI', 'AAA', 'ZRX'])
  })

  it('the tokens the account holds come before all others', () => {
    const held = new Set([tokens[0]!.caipAddress.toLowerCase(), tokens[5]!.caipAddress.toLowerCase()])
    expect(symbols(orderSwapTokens(tokens, held))).toEqual(['DAI', 'ZRX', 'ETH', 'USDC', 'UNI', 'AAA'])
  })

  it('the recent picks come first, the latest first, before the held ones', () => {
    const held = new Set([tokens[5]!.caipAddress.toLowerCase()])
    const recent = [tokens[0]!.caipAddress, tokens[4]!.caipAddress]
    expect(symbols(orderSwapTokens(tokens, held, '', recent))).toEqual(['ZRX', 'AAA', 'DAI', 'ETH', 'USDC', 'UNI'])
  })

  it('the search keeps symbol, name or contract matches, in any case', () => {
    expect(symbols(orderSwapTokens(tokens, new Set(), 'us'))).toEqual(['USDC'])
    expect(symbols(orderSwapTokens(tokens, new Set(), 'UNISWAP'))).toEqual(['UNI'])
    expect(symbols(orderSwapTokens(tokens, new Set(), '0xzrx'))).toEqual(['ZRX'])
    expect(orderSwapTokens(tokens, new Set(), 'nothing like it')).toEqual([])
  })
})
