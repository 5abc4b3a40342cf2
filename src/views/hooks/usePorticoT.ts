'use client'
import { useMemo } from 'react'
import { buttonMessages, type ButtonMessageKey } from '../../i18n/buttons'
import { frameMessages, type FrameMessageKey } from '../../i18n/frame'
import { useProvidedT } from '../../i18n/i18nContext'
import { translatorOver, type MessageValues } from '../../i18n/interpolate'
import { loadedCatalogue } from '../../i18n/loadedCatalogues'
import { usePorticoSelector } from '../../react/context'
import { selectActiveLocale, selectLocaleOverrides } from '../../features/locale/selectors'

/** What the first load can say: the host buttons' texts and the modal frame's. */
export type PageMessageKey = ButtonMessageKey | FrameMessageKey
const pageMessages: Record<PageMessageKey, string> = { ...buttonMessages, ...frameMessages }

/**
 * The translator for what the first load draws (the host-page buttons, which may sit outside
 * the modal, and the modal's frame): the modal's when there is one around, otherwise one over
 * the first load's texts in the active locale (its catalogue, loaded before it became active;
 * English's are in the first load) with the host's texts for it.
 */
export function usePorticoT(): (key: PageMessageKey, values?: MessageValues) => string {
  const provided = useProvidedT()
  const locale = usePorticoSelector(selectActiveLocale)
  const messages = usePorticoSelector(selectLocaleOverrides)
  const fromStore = useMemo(
    () => translatorOver<PageMessageKey>({ ...pageMessages, ...loadedCatalogue(locale) }, messages),
    [locale, messages],
  )
  return provided ?? fromStore
}
