// Message lookup: the active locale's catalogue (English's where it has no text: the spec's own
// words), a host's texts over it by key, `{name}` filled from values, a `count` given as a
// number choosing the message's form by the locale's plural rules and written as the locale
// writes it. Keys are typed, so a key missing from the catalogue is a compile error.
import type { MessageOverrides } from './catalogue'
import { formatCountIn, pluralKey } from './count'
import { en, type MessageKey } from './en'
import { translatorOver, type MessageValues } from './interpolate'
import type { LocaleMessages } from './loadedCatalogues'
import { relativeDateIn } from './relativeDates'
import type { LocaleTag } from './supportedLocales'

export { interpolate, type MessageValues } from './interpolate'
export type Translate = (key: MessageKey, values?: MessageValues) => string

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key)

/** English's translator, made when first asked: the words that leave Portico, whatever the locale. */
let english: Translate | undefined

/**
 * A failure's words as they leave Portico (an analytics event, a host's rejected promise): a
 * catalogue key a flow keeps for its view is English's words for it; any other words as they are.
 */
export const wordsOf = (failure: string): string =>
  isMessageKey(failure) ? (english ??= createTranslator())(failure) : failure

/** The messages whose form follows a count: English writes their `one` form beside them. */
const countedKeys = new Set(
  Object.keys(en)
    .filter((key) => key.endsWith('.one'))
    .map((key) => key.slice(0, -'.one'.length)),
)

/** A key a host may write its own text for: English's, or a plural form of a counted message (`….few`). */
export function isOverridableKey(key: string): boolean {
  if (isMessageKey(key)) return true
  const form = /^(.+)\.(zero|one|two|few|many)$/.exec(key)
  return !!form && countedKeys.has(form[1]!)
}

/** A host's texts for one locale (config `messages`, validated only as strings) with unknown keys dropped. */
export function pickMessages(record: Record<string, string> = {}): MessageOverrides {
  return Object.fromEntries(Object.entries(record).filter(([key]) => isOverridableKey(key))) as MessageOverrides
}

/**
 * A translator in `locale`, over its catalogue (`catalogue`; English's alone for English) and
 * the host's texts for it.
 */
export function createTranslator(
  messages: MessageOverrides = {},
  locale: LocaleTag = 'en',
  catalogue?: LocaleMessages,
): Translate {
  const texts: Record<string, string> = { ...en }
  // English's plural forms (`….one`) are English's: another locale has its own, or none.
  if (locale !== 'en' && catalogue) for (const key of countedKeys) delete texts[`${key}.one`]
  Object.assign(texts, catalogue)
  const lookUp = translatorOver<string>(texts, messages)
  const has = (key: string): key is string => Object.hasOwn(texts, key)
  const ownDates = locale === 'en' || !!catalogue?.['date.minutes']
  return (key, values) => {
    const count = values?.count
    if (typeof count !== 'number') return lookUp(key, values)
    if (!ownDates) {
      const date = relativeDateIn(locale, key, count)
      if (date !== undefined) return date
    }
    return lookUp(pluralKey(key, count, has, locale), { ...values, count: formatCountIn(locale, count) })
  }
}
