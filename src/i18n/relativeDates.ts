// Relative dates ("5 min", "3 hrs") outside English: section 9 words them in English's short
// labels (the catalogue's `date.*`); another locale writes the same count and unit as Intl's
// short unit format does for it ("5 Min.", "5 分", "٥ دقائق").
import { numberFormatIn } from './intlFormats'
import type { LocaleTag } from './supportedLocales'

/** The catalogue's `date.<unit>` keys (relativeTime.ts) and Intl's unit for each. */
const units: Record<string, string> = {
  'date.seconds': 'second',
  'date.minute': 'minute',
  'date.minutes': 'minute',
  'date.hour': 'hour',
  'date.hours': 'hour',
  'date.day': 'day',
  'date.days': 'day',
  'date.month': 'month',
  'date.months': 'month',
  'date.year': 'year',
  'date.years': 'year',
}

/** `count` of the relative date `key` as `locale` writes it, or undefined when `key` is not a relative date. */
export function relativeDateIn(locale: LocaleTag, key: string, count: number): string | undefined {
  const unit = units[key]
  if (!unit) return undefined
  return numberFormatIn(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count)
}
