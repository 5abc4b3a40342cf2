// The token list's pure rules: section 5 (zero decimals dropped, wallet asset reports accepted
// only whole), how a reported asset and a balance-call entry become token balances, the native
// balance kept in step, and the profile's name and image.
import { describe, expect, it } from 'vitest'
import type { BalanceItem, NameRecord, TokenBalance } from '../../src/contract'
import { mainnet, polygon, solana } from '../../src/networks'
import { profileOf } from '../../src/features/profile/profileWork'
import {
  acceptedWalletAssets,
  dropLowQualityTokens,
  fromBaseUnits,
  nativeBalanceOf,
  tokenBalanceOfAsset,
  tokenBalanceOfItem,
} from '../../src/features/balances/tokenBalanceRules'

const balance = (symbol: string, decimals: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:137',
  ...(address ? { address: `eip155:137:${address}` } : {}),
  value: 1,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
})

const asset = {
  address: '0x1234567890123456789012345678901234567890',
  balance: '0x3635c9adc5dea00000',
  type: 'ERC20',
  metadata: { name: 'Wallet Token', symbol: 'WLT', decimals: 18, price: 0.5, iconUrl: 'https://icons.example/wlt.png' },
}
const native = {
  address: 'native',
  balance: '0x1bc16d674ec80000',
  type: 'NATIVE',
  metadata: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    price: 3000,
    iconUrl: 'https://icons.example/eth.png',
    value: 6000,
  },
}

describe('section 5: tokens with zero decimals are dropped as low quality', () => {
  it('keeps every other token, native included', () => {
    const kept = dropLowQualityTokens([
      balance('POL', '18', '350.75'),
      balance('QPT', '0', '1200', '0x9a1e'),
      balance('USDC', '6', '80.25', '0x3c49'),
    ])
    expect(kept.map((t) => t.symbol)).toEqual(['POL', 'USDC'])
  })
})

describe('section 5: a wallet asset report is accepted only if every asset passes', () => {
  it('accepts a report whose assets all have the fields and types the rule names', () => {
    expect(acceptedWalletAssets({ '0x1': [native, asset] }, '0x1')).toHaveLength(2)
  })

  it.each([
    ['an address that is not a string', { ...asset, address: 42 }],
    ['a balance that is not a string', { ...asset, balance: 1000 }],
    ['a type other than ERC20 or NATIVE', { ...asset, type: 'ERC721' }],
    ['no metadata', { ...asset, metadata: undefined }],
    ['a name that is not a string', { ...asset, metadata: { ...asset.metadata, name: null } }],
    ['a symbol that is not a string', { ...asset, metadata: { ...asset.metadata, symbol: 7 } }],
    ['an iconUrl that is missing', { ...asset, metadata: { ...asset.metadata, iconUrl: undefined } }],
    ['decimals that are not a number', { ...asset, metadata: { ...asset.metadata, decimals: '18' } }],
    ['a price that is not a number', { ...asset, metadata: { ...asset.metadata, price: '0.5' } }],
  ])('refuses the whole report for one asset with %s', (_why, bad) => {
    expect(acceptedWalletAssets({ '0x1': [native, bad] }, '0x1')).toBeUndefined()
  })

  it('refuses a report that is not assets by chain', () => {
    expect(acceptedWalletAssets([native, asset], '0x1')).toBeUndefined()
    expect(acceptedWalletAssets(null, '0x1')).toBeUndefined()
    expect(acceptedWalletAssets({ '0x1': native }, '0x1')).toBeUndefined()
  })

  it('a bad asset on another chain of the report refuses it too', () => {
    expect(acceptedWalletAssets({ '0x1': [native], '0x89': [{ ...asset, type: 'NFT' }] }, '0x1')).toBeUndefined()
  })

  it('a report without the chain means the wallet holds nothing there', () => {
    expect(acceptedWalletAssets({ '0x89': [asset] }, '0x1')).toEqual([])
  })
})

describe('a reported asset as a token balance', () => {
  it('an ERC20 gets its CAIP address, its quantity from the hex balance, and a value from its price', () => {
    const [parsed] = acceptedWalletAssets({ '0x1': [asset] }, '0x1')!
    expect(tokenBalanceOfAsset(parsed!, 'eip155:1')).toEqual({
      name: 'Wallet Token',
      symbol: 'WLT',
      chainId: 'eip155:1',
      address: 'eip155:1:0x1234567890123456789012345678901234567890',
      value: 500,
      price: 0.5,
      quantity: { decimals: '18', numeric: '1000' },
      iconUrl: 'https://icons.example/wlt.png',
    })
  })

  it('the native asset has no address and keeps the value the wallet gave', () => {
    const [parsed] = acceptedWalletAssets({ '0x1': [native] }, '0x1')!
    const token = tokenBalanceOfAsset(parsed!, 'eip155:1')
    expect(token.address).toBeUndefined()
    expect(token).toMatchObject({ value: 6000, quantity: { decimals: '18', numeric: '2' } })
  })

  it('decimals base units cannot have count as zero, so the low-quality rule drops the token', () => {
    const [parsed] = acceptedWalletAssets(
      { '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals: 1.5 } }] },
      '0x1',
    )!
    expect(dropLowQualityTokens([tokenBalanceOfAsset(parsed!, 'eip155:1')])).toEqual([])
  })

  it('base units become a decimal string without float error', () => {
    expect(fromBaseUnits('0x1bc16d674ec80000', 18)).toBe('2')
    expect(fromBaseUnits('0x1', 18)).toBe('0.000000000000000001')
    expect(fromBaseUnits('0x2a', 0)).toBe('42')
    expect(fromBaseUnits('0x', 6)).toBe('0')
  })
})

describe('the native balance is kept in step with the list', () => {
  it('is the native entry of the list', () => {
    expect(nativeBalanceOf([balance('USDC', '6', '80.25', '0x3c49'), balance('POL', '18', '350.75')], polygon)).toEqual(
      { balance: '350.75', symbol: 'POL' },
    )
  })

  it('is zero in the network currency when the list has no native entry', () => {
    expect(nativeBalanceOf([], mainnet)).toEqual({ balance: '0', symbol: 'ETH' })
  })
})

describe('a balance-call entry as a token balance', () => {
  const solanaUsdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const item = (over: Partial<BalanceItem> = {}): BalanceItem => ({
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: solana.caipNetworkId,
    address: solanaUsdcMint,
    value: 80.25,
    price: 1,
    quantity: { decimals: '6', numeric: '80.25' },
    iconUrl: 'https://icons.example/usdc.png',
    ...over,
  })

  it("gives a Solana token's bare mint its network: a CAIP address", () => {
    expect(tokenBalanceOfItem(item(), solana)).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: solana.caipNetworkId,
      address: `${solana.caipNetworkId}:${solanaUsdcMint}`,
      value: 80.25,
      price: 1,
      quantity: { decimals: '6', numeric: '80.25' },
      iconUrl: 'https://icons.example/usdc.png',
    })
  })

  it('keeps a CAIP address as it came', () => {
    const caip = `${solana.caipNetworkId}:${solanaUsdcMint}`
    expect(tokenBalanceOfItem(item({ address: caip }), solana).address).toBe(caip)
    const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(tokenBalanceOfItem(item({ chainId: 'eip155:1', address: usdc }), mainnet).address).toBe(usdc)
  })

  it('gives the native SOL mint no address, bare or CAIP', () => {
    const sol = { name: 'Solana', symbol: 'SOL', quantity: { decimals: '9', numeric: '2.5' }, price: 180 }
    const wrappedSol = 'So11111111111111111111111111111111111111112'
    expect(tokenBalanceOfItem(item({ ...sol, address: wrappedSol }), solana)).not.toHaveProperty('address')
    expect(
      tokenBalanceOfItem(item({ ...sol, address: `${solana.caipNetworkId}:${wrappedSol}` }), solana),
    ).not.toHaveProperty('address')
  })

  it('gives an entry without an address (the native currency) none', () => {
    const { address: _none, ...eth } = item({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '1.2345' },
      price: 3120.45,
    })
    expect(tokenBalanceOfItem(eth, mainnet)).not.toHaveProperty('address')
  })

  it("fills an absent chainId with the network's, and an absent value from quantity and price, in cents", () => {
    const {
      chainId: _chain,
      value: _value,
      ...bare
    } = item({ quantity: { decimals: '6', numeric: '12.345' }, price: 0.999 })
    const token = tokenBalanceOfItem(bare, solana)
    expect(token.chainId).toBe(solana.caipNetworkId)
    expect(token.address).toBe(`${solana.caipNetworkId}:${solanaUsdcMint}`)
    expect(token.value).toBe(12.33)
  })

  it('keeps a value the server gave, zero included', () => {
    expect(tokenBalanceOfItem(item({ value: 0 }), solana).value).toBe(0)
  })
})

describe('the profile', () => {
  const record = (name: string, attributes: Record<string, string> | null = null): NameRecord => ({
    name,
    registered_at: '2024-03-02T09:15:00.000Z',
    updated_at: '2024-03-02T09:15:00.000Z',
    attributes,
    addresses: {},
  })

  it('the registered account name wins over the identity name; the identity avatar over the name record one', () => {
    expect(
      profileOf({ name: 'vitalik.eth', avatar: 'https://a.example/1.png' }, [
        record('portico-demo.reown.id', { avatar: 'https://a.example/2.png' }),
      ]),
    ).toEqual({
      name: 'portico-demo.reown.id',
      image: 'https://a.example/1.png',
    })
  })

  it('falls back to what the other lookup has, or nothing', () => {
    expect(profileOf({ name: 'vitalik.eth', avatar: null }, [])).toEqual({ name: 'vitalik.eth', image: undefined })
    expect(profileOf(undefined, [record('a.reown.id', { avatar: 'https://a.example/2.png', bio: 'gm' })])).toEqual({
      name: 'a.reown.id',
      image: 'https://a.example/2.png',
    })
    expect(profileOf(undefined, undefined)).toEqual({ name: undefined, image: undefined })
  })

  it('reads the avatar from an attributes object: none when null, without avatar, or empty', () => {
    expect(profileOf(undefined, [record('a.reown.id', null)])).toEqual({ name: 'a.reown.id', image: undefined })
    expect(profileOf(undefined, [record('a.reown.id', { bio: 'gm' })])).toEqual({
      name: 'a.reown.id',
      image: undefined,
    })
    expect(profileOf(undefined, [record('a.reown.id', { avatar: '' })])).toEqual({
      name: 'a.reown.id',
      image: undefined,
    })
  })
})
