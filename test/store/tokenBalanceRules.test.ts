// The token list's pure rules: section 5 (zero decimals dropped, wallet asset reports accepted
// only whole), how a reported asset becomes a token balance, the native balance kept in step,
// and the profile's name and image.
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../src/contract'
import { mainnet, polygon } from '../../src/networks'
import { profileOf } from '../../src/store/loaders/profile'
import { acceptedWalletAssets, dropLowQualityTokens, fromBaseUnits, nativeBalanceOf, tokenBalanceOfAsset } from '../../src/store/loaders/tokenBalanceRules'

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
const native = { address: 'native', balance: '0x1bc16d674ec80000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://icons.example/eth.png', value: 6000 } }

describe('section 5: tokens with zero decimals are dropped as low quality', () => {
  it('keeps every other token, native included', () => {
    const kept = dropLowQualityTokens([balance('POL', '18', '350.75'), balance('QPT', '0', '1200', '0x9a1e'), balance('USDC', '6', '80.25', '0x3c49')])
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
    const [parsed] = acceptedWalletAssets({ '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals: 1.5 } }] }, '0x1')!
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
    expect(nativeBalanceOf([balance('USDC', '6', '80.25', '0x3c49'), balance('POL', '18', '350.75')], polygon)).toEqual({ balance: '350.75', symbol: 'POL' })
  })

  it('is zero in the network currency when the list has no native entry', () => {
    expect(nativeBalanceOf([], mainnet)).toEqual({ balance: '0', symbol: 'ETH' })
  })
})

describe('the profile', () => {
  const record = (name: string, avatar?: string) => ({ name, addresses: {}, attributes: avatar ? [{ avatar }] : [] })

  it('the registered account name wins over the identity name; the identity avatar over the name record one', () => {
    expect(profileOf({ name: 'vitalik.eth', avatar: 'https://a.example/1.png' }, [record('portico-demo.reown.id', 'https://a.example/2.png')])).toEqual({
      name: 'portico-demo.reown.id',
      image: 'https://a.example/1.png',
    })
  })

  it('falls back to what the other lookup has, or nothing', () => {
    expect(profileOf({ name: 'vitalik.eth', avatar: null }, [])).toEqual({ name: 'vitalik.eth', image: undefined })
    expect(profileOf(undefined, [record('a.reown.id', 'https://a.example/2.png')])).toEqual({ name: 'a.reown.id', image: 'https://a.example/2.png' })
    expect(profileOf(undefined, undefined)).toEqual({ name: undefined, image: undefined })
  })
})
