// How a smart session stands and what it may do, in the Account view's words.
import { describe, expect, it } from 'vitest'
import type { SmartSession } from '../../src/contract/entities'
import { createTranslator } from '../../src/i18n'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import { permissionWords, sessionDate, standingOf } from '../../src/views/Account/smartSessionWords'

const t = createTranslator()

const session = (over: Partial<SmartSession>): SmartSession => ({
  project: { id: 'p', name: 'App', url: null, iconUrl: null },
  pci: 'pci',
  expiry: 2_000,
  createdAt: 1_000,
  permissions: [],
  policies: [],
  context: '0x01',
  revokedAt: null,
  ...over,
})

describe('standing: revoked first, then expired, then whether it was activated', () => {
  it.each([
    ['active', {}, 1_500],
    ['pending', { context: null }, 1_500],
    ['expired', {}, 2_000],
    ['expired', { context: null }, 2_500],
    ['revoked', { revokedAt: 1_200 }, 1_500],
    ['revoked', { revokedAt: 1_200 }, 2_500],
  ] as const)('%s for %j at %i', (standing, over, now) => expect(standingOf(session(over), now)).toBe(standing))
})

describe('what a permission allows, in words', () => {
  it('a contract call names its functions and the contract, shortened', () =>
    expect(
      permissionWords(t, {
        type: 'contract-call',
        data: {
          address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          functions: [{ functionName: 'transfer' }, { functionName: 'approve' }],
        },
      }),
    ).toBe('Call transfer, approve on 0xA0b8…eB48'))

  it('a contract call without functions is any function', () =>
    expect(
      permissionWords(t, { type: 'contract-call', data: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } }),
    ).toBe('Call any function on 0xA0b8…eB48'))

  it('allowances say what they spend; another type is named as it came; odd data does not break it', () => {
    expect(permissionWords(t, { type: 'native-token-recurring-allowance', data: {} })).toBe(
      'Spend the native token, within an allowance',
    )
    expect(permissionWords(t, { type: 'erc20-recurring-allowance', data: null })).toBe(
      'Spend a token, within an allowance',
    )
    expect(permissionWords(t, { type: 'rate-limit', data: 42 })).toBe('rate-limit')
    expect(permissionWords(t, { type: 'contract-call', data: 'nonsense' })).toBe('contract-call')
  })

  it('are the catalogue’s words, in the translator’s locale', async () => {
    await loadCatalogue('de')
    const de = createTranslator({}, 'de', loadedCatalogue('de'))
    const call = { type: 'contract-call', data: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } }
    expect(permissionWords(de, call)).toBe(de('sessions.permission.callAny', { contract: '0xA0b8…eB48' }))
    expect(permissionWords(de, call)).not.toBe('Call any function on 0xA0b8…eB48')
    expect(permissionWords(de, { type: 'erc20-recurring-allowance', data: {} })).toBe(
      de('sessions.permission.tokenAllowance'),
    )
  })
})

it('dates are English, in UTC, to the minute', () =>
  expect(sessionDate(1_893_456_000)).toBe('Jan 1, 2030, 12:00 AM UTC'))
