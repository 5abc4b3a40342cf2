'use client'
import { useMemo } from 'react'
import { buttonMessages, type ButtonMessageKey } from '../../i18n/buttons'
import { useProvidedT } from '../../i18n/i18nContext'
import { translatorOver, type MessageValues } from '../../i18n/interpolate'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../features/options/selectors'

/**
 * The translator for the host-page buttons, which may sit outside the modal: the modal's when
 * there is one around, otherwise one over the buttons' texts (the only part of the catalogue
 * in the first load) with the host's configured messages.
 */
export function usePorticoT(): (key: ButtonMessageKey, values?: MessageValues) => string {
  const provided = useProvidedT()
  const messages = usePorticoSelector(selectOptions).messages
  const fromStore = useMemo(() => translatorOver(buttonMessages, messages), [messages])
  return provided ?? fromStore
}
