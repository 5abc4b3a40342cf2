// The locales Portico speaks, as data: each by its BCP 47 tag, with its name in its own language
// and its direction. English is the spec's own words (src/i18n/en.ts); every other locale is a
// catalogue of the same keys (catalogue.ts), a chunk of its own loaded only when chosen
// (loadCatalogue.ts). `en-XA` is a pseudo-locale: English, accented and about 40 % longer, to
// see that no view clips or hides a control in a language that writes longer.
export const supportedLocales = {
  en: { name: 'English' },
  es: { name: 'Español' },
  'pt-BR': { name: 'Português (Brasil)' },
  fr: { name: 'Français' },
  de: { name: 'Deutsch' },
  ja: { name: '日本語' },
  'zh-CN': { name: '简体中文' },
  ko: { name: '한국어' },
  tr: { name: 'Türkçe' },
  ar: { name: 'العربية', direction: 'rtl' },
  'en-XA': { name: 'Pseudo-locale', pseudo: true },
} as const satisfies Record<string, LocaleDescription>

interface LocaleDescription {
  /** The language's name in its own words, as a locale switcher lists it. */
  name: string
  direction?: 'rtl'
  pseudo?: true
}

export type LocaleTag = keyof typeof supportedLocales
/** What a host chooses: a locale, or `'auto'`: the visitor's browser languages, English when none is spoken here. */
export type LocaleChoice = LocaleTag | 'auto'

export const localeTags = Object.keys(supportedLocales) as LocaleTag[]

export const isLocaleTag = (tag: string): tag is LocaleTag => Object.hasOwn(supportedLocales, tag)

const described: Record<LocaleTag, LocaleDescription> = supportedLocales

export const directionOf = (tag: LocaleTag): 'ltr' | 'rtl' => described[tag].direction ?? 'ltr'

const isPseudo = (tag: LocaleTag) => described[tag].pseudo === true

/** A tag in its canonical case (`pt-br` → `pt-BR`), or undefined when it is not a BCP 47 tag. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/**
 * A well-formed BCP 47 tag whose language is an ISO 639 code (`de`, `pt-BR`, `zh-Hans-CN`),
 * whether Portico speaks it or not. BCP 47 also allows a language subtag of 5 to 8 letters,
 * which no language in use has: `english` or `german` is a host's slip, not a language.
 */
export const isLanguageTag = (tag: string): boolean => /^[a-z]{2,3}(-|$)/i.test(tag) && canonical(tag) !== undefined

/** Traditional Chinese is not written as the Simplified catalogue writes it: no match. */
const traditionalChinese = /^zh-(Hant|TW|HK|MO)\b/

/**
 * The locale that best serves `wanted` (a host's tag, or a visitor's languages in their order of
 * preference): the first that Portico speaks exactly, else by its language alone (`fr-CA` →
 * `fr`, `pt-PT` → `pt-BR`); undefined when none is spoken here. The pseudo-locale is only ever
 * chosen by its own tag.
 */
export function matchLocale(wanted: readonly string[]): LocaleTag | undefined {
  for (const tag of wanted) {
    const exact = canonical(tag)
    if (!exact) continue
    if (isLocaleTag(exact)) return exact
    if (traditionalChinese.test(exact)) continue
    const language = exact.split('-')[0]
    const sameLanguage = localeTags.find((known) => known.split('-')[0] === language && !isPseudo(known))
    if (sameLanguage) return sameLanguage
  }
  return undefined
}

/** The locale a choice resolves to, given the visitor's languages: English when nothing matches. */
export const resolveLocale = (choice: string, languages: readonly string[]): LocaleTag =>
  (choice === 'auto' ? matchLocale(languages) : matchLocale([choice])) ?? 'en'
