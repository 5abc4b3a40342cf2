'use client'
import { useMemo } from 'react'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../store/selectors'
import { themeFor, type ThemeTokens } from '../../theme'

/** The tokens of the configured theme mode, for styles outside the shadow root. */
export function useHostTheme(): ThemeTokens {
  const { themeMode } = usePorticoSelector(selectOptions)
  return useMemo(() => themeFor(themeMode), [themeMode])
}
