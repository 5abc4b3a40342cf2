// What a locale's catalogue holds, derived from the English one (en.ts): every key English has,
// no other, and for each message whose form follows a count (English writes its `one` form
// beside it) the forms the locale's plural rules name. A catalogue is written with
// `satisfies Catalogue<…>`, so a missing or an extra key fails the type check.
import type { MessageKey } from './en'

/** CLDR's plural categories besides `other`, which every language has (the message's own key). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many'

/** The messages whose form follows `{count}`: English's `….one` keys, without the form. */
export type CountedKey = MessageKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never

/**
 * English's only: relative dates (`date.*`, spec section 9's short English labels; another
 * locale writes them with Intl's unit formats, relativeDates.ts) and the social providers'
 * names (`social.*`: brands, written alike in every language).
 */
type EnglishOnlyKey = `date.${string}` | `social.${string}`

/** A key every catalogue has: each of English's but its plural forms and its own relative dates. */
export type CatalogueKey = Exclude<MessageKey, `${CountedKey}.one` | EnglishOnlyKey>

/** A locale's catalogue, given the plural forms its language has besides `other`. */
export type Catalogue<Forms extends PluralForm = never> = { readonly [K in CatalogueKey]: string } & {
  readonly [K in `${CountedKey}.${Forms}`]: string
}

/** A key a host may give its own text for, in any locale: English's, and each counted message's plural forms. */
export type OverridableKey = MessageKey | `${CountedKey}.${PluralForm}`

/** A host's own texts for one locale, by key (config `messages`). */
export type MessageOverrides = Partial<Record<OverridableKey, string>>
