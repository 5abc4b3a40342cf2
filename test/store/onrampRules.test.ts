// The Buy form's rules (sections 5 and 9), pure: limits and their defaults, the amount's problems
// at the edges, the network a purchase goes to, the country, the Meld-type URL, and the
// restricted time zones.
import { describe, expect, it } from 'vitest'
import { isRestrictedTimeZone } from '../../src/features/onramp/constants'
import {
  amountProblem,
  countryOf,
  defaultPurchase,
  limitOf,
  meldCurrencyCode,
  meldUrlFor,
  paymentCurrenciesOf,
  purchaseChoices,
} from '../../src/features/onramp/onrampRules'
import type { OnrampOptions } from '../../src/features/onramp/onrampSlice'

const network = (name: string, chainId: string, contractAddress = '') => ({
  name,
  displayName: name,
  chainId,
  contractAddress,
})
const options: OnrampOptions = {
  paymentCurrencies: [{ id: 'GBP', limits: [{ id: 'CARD', min: '15.00', max: '5000.00' }] }],
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [network('base', '8453', '0x83'), network('solana', '5eykt')],
    },
    { id: 'eth', name: 'Ethereum', symbol: 'ETH', networks: [network('ethereum', '1'), network('base', '8453')] },
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [network('solana', '5eykt')] },
  ],
}

describe('section 5 limits', () => {
  it('USD and EUR default to card 10.00–7500.00 and bank account 10.00–25000.00 when the options give none', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(limitOf(undefined, currency, 'CARD')).toEqual({ id: 'CARD', min: '10.00', max: '7500.00' })
      expect(limitOf(undefined, currency, 'ACH_BANK_ACCOUNT')).toEqual({
        id: 'ACH_BANK_ACCOUNT',
        min: '10.00',
        max: '25000.00',
      })
    }
  })

  it("the options' currencies and limits replace the defaults", () => {
    expect(paymentCurrenciesOf(options).map((c) => c.id)).toEqual(['GBP'])
    expect(limitOf(options, 'USD', 'CARD')).toBeUndefined()
  })

  it('an amount is checked to the cent, the limits themselves allowed', () => {
    const card = { id: 'CARD', min: '10.00', max: '7500.00' }
    expect(amountProblem('10', card)).toBeUndefined()
    expect(amountProblem('7500.00', card)).toBeUndefined()
    expect(amountProblem('9.99', card)).toEqual({ kind: 'belowMin', min: '10.00' })
    expect(amountProblem('7500.01', card)).toEqual({ kind: 'aboveMax', max: '7500.00' })
    for (const typed of ['', '0', '-5', 'ten', '1e3']) expect(amountProblem(typed, card)).toEqual({ kind: 'invalid' })
  })
})

describe('what the account can receive', () => {
  it("only its namespace's networks: eip155 by chain id, Solana by name", () => {
    expect(purchaseChoices(options, 'eip155').map((c) => [c.symbol, c.networks.map((n) => n.name)])).toEqual([
      ['USDC', ['base']],
      ['ETH', ['ethereum', 'base']],
    ])
    expect(purchaseChoices(options, 'solana').map((c) => c.symbol)).toEqual(['USDC', 'SOL'])
  })

  it("starts on the active network's native coin, else something sold there, else the first", () => {
    const evm = purchaseChoices(options, 'eip155')
    expect(defaultPurchase(evm, 'eip155:8453')).toEqual({ asset: 'eth', network: 'base' })
    expect(defaultPurchase(evm, 'eip155:1')).toEqual({ asset: 'eth', network: 'ethereum' })
    expect(defaultPurchase(evm, 'eip155:137')).toEqual({ asset: 'usdc', network: 'base' })
    expect(defaultPurchase([], 'eip155:1')).toBeUndefined()
  })
})

describe('the country and the Meld-type page', () => {
  it("the host's country, else the locale's region, else US", () => {
    expect(countryOf('DE', 'en-US')).toBe('DE')
    expect(countryOf(undefined, 'fr-FR')).toBe('FR')
    expect(countryOf(undefined, 'zh-Hant-TW')).toBe('TW')
    expect(countryOf(undefined, 'en')).toBe('US')
    expect(countryOf(undefined, undefined)).toBe('US')
  })

  it('a currency off its home chain carries its network; the URL carries the order', () => {
    expect(meldCurrencyCode('ETH', 'ethereum')).toBe('ETH')
    expect(meldCurrencyCode('ETH', 'base')).toBe('ETH_BASE')
    expect(meldCurrencyCode('SOL', 'solana')).toBe('SOL')
    const url = new URL(
      meldUrlFor('https://meldcrypto.com', {
        address: '0xabc',
        symbol: 'USDC',
        network: 'base',
        amount: '50.00',
        currency: 'EUR',
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      walletAddress: '0xabc',
      destinationCurrencyCode: 'USDC_BASE',
      sourceAmount: '50.00',
      sourceCurrencyCode: 'EUR',
    })
  })
})

describe('section 9 restricted time zones', () => {
  it('the Chinese regions, by name or alias, in any case; elsewhere and unknown are not', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau', 'PRC', 'asia/chongqing'])
      expect(isRestrictedTimeZone(zone), zone).toBe(true)
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Europe/Paris', 'UTC', '', undefined])
      expect(isRestrictedTimeZone(zone), String(zone)).toBe(false)
  })
})
