'use client'
// The translator for a React tree, in the locale given (its catalogue loaded already: the store
// makes a locale active only then). Without a provider, English.
import { useMemo, type ReactNode } from 'react'
import { I18nContext, useProvidedT } from './i18nContext'
import { loadedCatalogue } from './loadedCatalogues'
import type { LocaleTag } from './supportedLocales'
import { createTranslator, pickMessages, type Translate } from './translate'

const english = createTranslator()

export function I18nProvider({
  locale = 'en',
  messages,
  children,
}: {
  locale?: LocaleTag
  /** The host's own texts for this locale (config `messages`), checked only as strings. */
  messages?: Record<string, string> | undefined
  children: ReactNode
}) {
  const t = useMemo(() => createTranslator(pickMessages(messages), locale, loadedCatalogue(locale)), [locale, messages])
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
}

export function useT(): Translate {
  return useProvidedT() ?? english
}
