// Intl's formats by locale and options, each made once per page: the first of a locale loads
// its data (about 25 ms in Chromium here), and the views format on every render.
import type { LocaleTag } from './supportedLocales'

const made = new Map<string, unknown>()

function once<T>(kind: string, locale: LocaleTag, options: object, make: () => T): T {
  const id = `${kind} ${locale} ${JSON.stringify(options)}`
  if (!made.has(id)) made.set(id, make())
  return made.get(id) as T
}

export const numberFormatIn = (locale: LocaleTag, options: Intl.NumberFormatOptions = {}) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options))

export const dateFormatIn = (locale: LocaleTag, options: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options))

export const pluralRulesIn = (locale: LocaleTag) => once('plural', locale, {}, () => new Intl.PluralRules(locale))
