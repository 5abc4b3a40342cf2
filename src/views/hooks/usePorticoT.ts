'use client'
import { useMemo } from 'react'
import { buttonMessages, type ButtonMessageKey } from '../../i18n/buttons'
import { frameMessages, type FrameMessageKey } from '../../i18n/frame'
import { useProvidedT } from '../../i18n/i18nContext'
import { translatorOver, type MessageValues } from '../../i18n/interpolate'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../features/options/selectors'

/** What the first load can say: the host buttons' texts and the modal frame's. */
export type PageMessageKey = ButtonMessageKey | FrameMessageKey
const pageMessages = { ...buttonMessages, ...frameMessages }

/**
 * The translator for what the first load draws (the host-page buttons, which may sit outside
 * the modal, and the modal's frame): the modal's when there is one around, otherwise one over
 * the first load's texts with the host's configured messages.
 */
export function usePorticoT(): (key: PageMessageKey, values?: MessageValues) => string {
  const provided = useProvidedT()
  const messages = usePorticoSelector(selectOptions).messages
  const fromStore = useMemo(() => translatorOver(pageMessages, messages), [messages])
  return provided ?? fromStore
}
