// Dates as the active locale writes them (month names, a full date and time in a tooltip, a
// smart session's expiry), each format made once per locale and options.
import type { LocaleTag } from './supportedLocales'

const formats = new Map<string, Intl.DateTimeFormat>()

export function dateFormatIn(locale: LocaleTag, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(id)
  if (!format) formats.set(id, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}
