'use client'
import { useMemo } from 'react'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../features/options/selectors'
import { hostThemeTokens, type ThemeTokens } from '../../theme'

/** The configured theme mode and variables, for styles outside the shadow root (host buttons). */
export function useHostTheme(): ThemeTokens {
  const { themeMode, themeVariables } = usePorticoSelector(selectOptions)
  return useMemo(() => hostThemeTokens(themeMode, themeVariables), [themeMode, themeVariables])
}
