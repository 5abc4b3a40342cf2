'use client'
import { useMemo } from 'react'
import { usePorticoSelector } from '../../react/context'
import { createTranslator, pickMessages, useHasI18nProvider, useT, type Translate } from '../../i18n'
import { selectOptions } from '../../store/selectors'

/**
 * The translator for components that may sit outside the modal (the host-page buttons): the
 * provider's when there is one, otherwise one built from the host's configured messages.
 */
export function usePorticoT(): Translate {
  const fromProvider = useT()
  const hasProvider = useHasI18nProvider()
  const messages = usePorticoSelector(selectOptions).messages
  const fromStore = useMemo(() => createTranslator(pickMessages(messages)), [messages])
  return hasProvider ? fromProvider : fromStore
}
