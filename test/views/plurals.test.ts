// Counts through the catalogue: each form as the message says it, chosen by Intl.PluralRules,
// and the rules made only once a count is shown (not with the catalogue, not on the first open).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '../../src/i18n'

afterEach(() => vi.restoreAllMocks())

describe('a count in a message', () => {
  it('one wallet is "1 wallet", any other count "{count} wallets"', () => {
    const t = createTranslator()
    expect(t('connect.allWalletsCount', { count: 1 })).toBe('1 wallet')
    expect(t('connect.allWalletsCount', { count: 0 })).toBe('0 wallets')
    expect(t('connect.allWalletsCount', { count: 2 })).toBe('2 wallets')
    expect(t('allWallets.results', { count: 1 })).toBe('1 wallet')
    expect(t('allWallets.results', { count: 600 })).toBe('600 wallets')
  })

  it('is written as English writes a count', () => {
    expect(createTranslator()('allWallets.results', { count: 4438 })).toBe('4,438 wallets')
  })

  it('takes the form a host wrote for it, by key', () => {
    const t = createTranslator({
      'connect.allWalletsCount.one': 'un portefeuille',
      'connect.allWalletsCount': '{count} portefeuilles',
    })
    expect(t('connect.allWalletsCount', { count: 1 })).toBe('un portefeuille')
    expect(t('connect.allWalletsCount', { count: 3 })).toBe('3 portefeuilles')
  })

  it('falls back to the message itself when the catalogue has no form for the count', () => {
    expect(createTranslator()('emailLogin.code.digit', { n: 1, count: 1 })).toBe('Digit 1 of 1')
  })

  it('the plural rules are Intl.PluralRules, made when a count is shown and not before', async () => {
    vi.resetModules()
    const made = vi.spyOn(Intl, 'PluralRules')
    const { createTranslator: fresh } = await import('../../src/i18n')
    const t = fresh()
    t('connect.walletConnect')
    expect(made).not.toHaveBeenCalled()
    expect(t('connect.allWalletsCount', { count: 1 })).toBe('1 wallet')
    t('connect.allWalletsCount', { count: 5 })
    expect(made).toHaveBeenCalledTimes(1)
  })
})
