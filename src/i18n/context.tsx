'use client'
// The translator for a React tree. Without a provider, English.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Messages } from './en'
import { createTranslator, type Translate } from './translate'

const english = createTranslator()
const I18nContext = createContext<Translate | null>(null)

export function I18nProvider({ messages, children }: { messages?: Partial<Messages>; children: ReactNode }) {
  const t = useMemo(() => createTranslator(messages), [messages])
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
}

export function useT(): Translate {
  return useContext(I18nContext) ?? english
}

/** Whether a provider is above: host-page components fall back to the store's messages. */
export function useHasI18nProvider(): boolean {
  return useContext(I18nContext) !== null
}
