// The network fee beside a balance reads in the same separators (section 9's numbers in the
// visitor's locale): never English's point beside German's comma.
import { describe, expect, it } from 'vitest'
import { formatFee } from '../../src/views/Send/fee'
import { formatBalance } from '../../src/views/format'

describe('a network fee in the visitor’s separators, as the balance beside it', () => {
  it.each([
    ['en', '210000000000000', '0.00021'],
    ['de', '210000000000000', '0,00021'],
    ['fr', '1234500000000000000000', '1\u202f234,5'],
    ['de', '1', '< 0,000001'],
    ['en', '1', '< 0.000001'],
    ['de', '0', '0'],
  ] as const)('%s, %s wei: %s', (locale, wei, shown) => {
    expect(formatFee(wei, 18, locale)).toBe(shown)
  })

  it('German: the fee and the balance use the same decimal comma', () => {
    expect(formatBalance('999933.5', 'de')).toBe('999.933,500')
    expect(formatFee('210000000000000', 18, 'de')).toMatch(/^0,/)
  })
})
