// Amounts in the visitor's locale: written with its separators (section 9's decimals kept), and
// read back from what a visitor types by the same separators, an ambiguous one refused.
import { describe, expect, it } from 'vitest'
import { readAmount } from '../../src/features/send/sendRules'
import { numberSymbolsOf } from '../../src/i18n/numbers'
import { formatMoney, formatPercent, formatTransferAmount } from '../../src/views/amounts'
import { formatBalance } from '../../src/views/format'

describe('an amount a visitor types', () => {
  it('is read by the locale’s separators: "1.234,5" is 1234.5 in German, "1,5" is 1.5', () => {
    const de = numberSymbolsOf('de')
    expect(readAmount('1.234,5', de)).toEqual({ ok: true, decimal: '1234.5' })
    expect(readAmount('1,5', de)).toEqual({ ok: true, decimal: '1.5' })
    expect(readAmount('1.500', de)).toEqual({ ok: true, decimal: '1500' })
  })

  it('a separator that could be the other convention’s decimal is refused, not guessed', () => {
    expect(readAmount('1.234,5')).toEqual({ ok: false, reason: 'grouping' })
    expect(readAmount('1,5')).toEqual({ ok: false, reason: 'grouping' })
    expect(readAmount('1.5', numberSymbolsOf('de'))).toEqual({ ok: false, reason: 'grouping' })
    expect(readAmount('1234.5', numberSymbolsOf('de'))).toEqual({ ok: false, reason: 'grouping' })
  })

  it('French groups with a space of any width (a space, a no-break or a narrow no-break one)', () => {
    const fr = numberSymbolsOf('fr')
    for (const space of [' ', '\u00A0', '\u202F'])
      expect(readAmount(`1${space}234,5`, fr)).toEqual({ ok: true, decimal: '1234.5' })
    expect(readAmount('1 5', fr)).toEqual({ ok: false, reason: 'grouping' })
  })

  it('Eastern Arabic digits read as the digits they are', () => {
    expect(readAmount('١٢٫٥', { decimal: '٫', group: '٬' })).toEqual({ ok: true, decimal: '12.5' })
    expect(readAmount('۱۲', numberSymbolsOf('en'))).toEqual({ ok: true, decimal: '12' })
  })

  it('English reads as before: a point for decimals, commas between groups of three', () => {
    expect(readAmount('1,000.5')).toEqual({ ok: true, decimal: '1000.5' })
    expect(readAmount('.5')).toEqual({ ok: true, decimal: '.5' })
    expect(readAmount('abc')).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('an amount the modal writes', () => {
  it('a balance keeps section 9’s 3 decimals, truncated, in the locale’s separators', () => {
    expect(formatBalance('25000.12345')).toBe('25,000.123')
    expect(formatBalance('25000.12345', 'de')).toBe('25.000,123')
    expect(formatBalance('1.2349', 'fr')).toBe('1,234')
    expect(formatBalance('123456789012345678901.9999', 'de')).toBe('123.456.789.012.345.678.901,999')
  })

  it('money keeps 2 decimals, a transfer 3, a percentage its sign where the locale puts it', () => {
    expect(formatMoney(2500.5)).toBe('$2,500.50')
    expect(formatMoney(2500.5, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(2500.5),
    )
    expect(formatMoney(2500.5, 'de')).toContain('2.500,50')
    expect(formatTransferAmount('0.12345', 'de')).toBe('0,123')
    expect(formatPercent(0.0123, 'en', 2, 2)).toBe('1.23%')
    expect(formatPercent(0.005, 'en')).toBe('0.5%')
    expect(formatPercent(0.005, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 2 }).format(0.005),
    )
  })
})
