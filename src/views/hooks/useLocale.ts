'use client'
import { usePorticoSelector } from '../../react/context'
import { selectActiveLocale } from '../../features/locale/selectors'
import type { LocaleTag } from '../../i18n/supportedLocales'

/** The locale the modal speaks: what its numbers, amounts and dates are written in. */
export const useLocale = (): LocaleTag => usePorticoSelector(selectActiveLocale)
