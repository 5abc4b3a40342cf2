'use client'
// The translator for a React tree. Without a provider, English.
import { useMemo, type ReactNode } from 'react'
import type { Messages } from './en'
import { I18nContext, useProvidedT } from './i18nContext'
import { createTranslator, type Translate } from './translate'

const english = createTranslator()

export function I18nProvider({ messages, children }: { messages?: Partial<Messages>; children: ReactNode }) {
  const t = useMemo(() => createTranslator(messages), [messages])
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
}

export function useT(): Translate {
  return useProvidedT() ?? english
}
