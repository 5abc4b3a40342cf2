// How a locale writes numbers: its decimal and group separators, read from Intl once per
// locale, so what the modal writes and what it reads of what a visitor types agree (section 9's
// amounts; section 5's Send amount). English's are fixed: the first load needs no Intl for them.
import { numberFormatIn } from './intlFormats'
import type { LocaleTag } from './supportedLocales'

export interface NumberSymbols {
  decimal: string
  group: string
}

export const englishSymbols: NumberSymbols = { decimal: '.', group: ',' }

const known = new Map<LocaleTag, NumberSymbols>([['en', englishSymbols]])

/** `locale`'s separators as Intl writes them (`de`: `,` and `.`; `fr`: `,` and a narrow no-break space). */
export function numberSymbolsOf(locale: LocaleTag): NumberSymbols {
  let symbols = known.get(locale)
  if (!symbols) {
    const parts = numberFormatIn(locale, { useGrouping: 'always' }).formatToParts(1234567.5)
    symbols = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    }
    known.set(locale, symbols)
  }
  return symbols
}

/** A plain decimal (`0.5`, as "Max" computes it) as the visitor's locale types it (`0,5` in German). */
export const typedIn = (symbols: NumberSymbols, decimal: string) => decimal.replace('.', symbols.decimal)

/** Eastern Arabic and Persian digits, as a visitor may type them, read as the digits they are. */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))

/**
 * A decimal string (`-12345.678`) as `locale` writes it with exactly `digits` decimals. Intl
 * formats the string itself, not a float made of it, so no digit of a large amount changes.
 */
export const decimalIn = (locale: LocaleTag, decimal: string, digits: number) =>
  numberFormatIn(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    decimal as `${number}`,
  )
