'use client'
// What went wrong, said as the modal says it: in the active locale (its catalogue loaded before
// the store made it active), with the host's own texts over it. A flow keeps a failure as the
// wallet's, the frame's or the SDK's own words, or as a catalogue key where the words are the
// spec's own (said in the visitor's language when shown). Section 8's status words ("HTTP status
// code: {status}") are kept in English, as the failed call's own, and said in the visitor's too.
import { useCallback, useMemo } from 'react'
import { httpStatusIn } from '../api/errors'
import { selectActiveLocale, selectLocaleOverrides } from '../features/locale/selectors'
import { isMessageKey } from '../i18n'
import { useProvidedT } from '../i18n/i18nContext'
import { loadedCatalogue } from '../i18n/loadedCatalogues'
import { createTranslator, pickMessages } from '../i18n/translate'
import { usePorticoSelector } from '../react/context'

/**
 * Says a failure kept by a flow: a catalogue key, or section 8's status words, in the visitor's
 * language; any other words as they are.
 */
export function useSay(): (message: string | undefined) => string | undefined {
  // Inside the modal, its own translator; on a host's page, one for the same locale and texts.
  const provided = useProvidedT()
  const locale = usePorticoSelector(selectActiveLocale)
  const messages = usePorticoSelector(selectLocaleOverrides)
  const own = useMemo(
    () => (provided ? undefined : createTranslator(pickMessages(messages), locale, loadedCatalogue(locale))),
    [provided, locale, messages],
  )
  const t = provided ?? own!
  return useCallback(
    (message) => {
      if (message === undefined) return undefined
      if (isMessageKey(message)) return t(message)
      const status = httpStatusIn(message)
      return status === undefined ? message : t('snackbar.httpStatus', { status })
    },
    [t],
  )
}
