// The catalogues this page has loaded, by locale: in the first load (it is only a map), so the
// host buttons and the modal's frame find the active locale's texts without the loader's code
// (loadCatalogue.ts), which comes only when a locale other than English is chosen.
import type { LocaleTag } from './supportedLocales'

/** A locale's texts by key: its catalogue (catalogue.ts), or the pseudo-locale made from English. */
export type LocaleMessages = Readonly<Record<string, string>>

const loaded = new Map<LocaleTag, LocaleMessages>()

/** `tag`'s catalogue once loaded; undefined for English (the texts at hand are English's) or before it arrives. */
export const loadedCatalogue = (tag: LocaleTag): LocaleMessages | undefined => loaded.get(tag)

export const keepCatalogue = (tag: LocaleTag, messages: LocaleMessages) => void loaded.set(tag, messages)
