// The two themes, each a function over one base: they differ only in colours, and a host may
// pass partial tokens of its own. Host `themeVariables` (validated `--portico-…` names) are
// applied after the theme, so they win over everything.
import type { ThemeMode } from '../config/schema'
import {
  toCssVariables,
  tokenPaths,
  variableName,
  variablesBlock,
  type ThemeTokens,
  type ThemeVariableName,
} from './tokens'

export type ThemeOverrides = { [G in keyof ThemeTokens]?: Partial<ThemeTokens[G]> }

const base: Omit<ThemeTokens, 'color'> = {
  radius: { sm: '8px', md: '12px', lg: '24px', full: '999px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    sizeSm: '12px',
    sizeMd: '14px',
    sizeLg: '16px',
    weightRegular: '400',
    weightBold: '600',
  },
  zIndex: { modal: '2147483000' },
  shadow: { modal: '0 8px 32px rgba(0, 0, 0, 0.35)' },
  size: { modalWidth: '360px', walletImage: '48px' },
  duration: { headerText: '120ms', modalHeight: '150ms', viewTransition: '150ms', shake: '500ms' },
}

const darkColors: ThemeTokens['color'] = {
  background: '#141517',
  surface: '#1f2124',
  foreground: '#f2f3f5',
  muted: '#9a9ea6',
  // #3b6ae8 on white text is 4.76:1 (WCAG AA for body text).
  accent: '#3b6ae8',
  accentForeground: '#ffffff',
  border: '#2e3136',
  overlay: 'rgba(0, 0, 0, 0.6)',
  error: '#ff6b6b',
  success: '#3ecf8e',
  focusRing: '#8fb0ff',
}

const lightColors: ThemeTokens['color'] = {
  background: '#ffffff',
  surface: '#f1f3f5',
  foreground: '#15171a',
  muted: '#5f646d',
  accent: '#2f5fe0',
  accentForeground: '#ffffff',
  border: '#dfe2e6',
  overlay: 'rgba(15, 17, 20, 0.4)',
  error: '#d12f2f',
  success: '#17864f',
  focusRing: '#2f5fe0',
}

function themeOver(color: ThemeTokens['color'], overrides: ThemeOverrides = {}): ThemeTokens {
  const tokens = { ...base, color } as ThemeTokens
  const out = {} as Record<string, Record<string, string>>
  for (const group of Object.keys(tokens) as (keyof ThemeTokens)[])
    out[group] = { ...tokens[group], ...overrides[group] }
  return out as unknown as ThemeTokens
}

/** The default theme (section 9: default theme mode dark). */
export const darkTheme = (overrides?: ThemeOverrides): ThemeTokens => themeOver(darkColors, overrides)
export const lightTheme = (overrides?: ThemeOverrides): ThemeTokens => themeOver(lightColors, overrides)

export const themeFor = (mode: ThemeMode, overrides?: ThemeOverrides): ThemeTokens =>
  mode === 'light' ? lightTheme(overrides) : darkTheme(overrides)

/**
 * A value that could close the declaration block would let a variable restyle the whole
 * root; config checks the names, this keeps the values to one declaration.
 */
const safeValue = (value: string) => !/[;{}<>]/.test(value)

/** The variables of a mode with the host's variables applied last. */
export function themeVariables(mode: ThemeMode, hostVariables: Record<string, string> = {}): Record<string, string> {
  const host = Object.fromEntries(
    Object.entries(hostVariables).filter(([name, value]) => name.startsWith('--portico-') && safeValue(value)),
  )
  return toCssVariables(themeFor(mode), host)
}

/** Every `--portico-*` variable a host may set: one per token of the theme contract. */
export const themeVariableNames: readonly ThemeVariableName[] =
  /* @__PURE__ */ tokenPaths(darkTheme()).map(variableName)

/**
 * The tokens of a mode with the host's variables applied, for what is styled outside the
 * modal's root (the host buttons): the same values the modal shows.
 */
export function hostThemeTokens(mode: ThemeMode, hostVariables: Record<string, string> = {}): ThemeTokens {
  const tokens = themeFor(mode)
  for (const path of tokenPaths(tokens)) {
    const value = hostVariables[variableName(path)]
    if (value !== undefined && safeValue(value)) {
      const [group, token] = path.split('.') as [keyof ThemeTokens, string]
      ;(tokens[group] as Record<string, string>)[token] = value
    }
  }
  return tokens
}

/** The stylesheet text that defines the variables on a shadow root's host. */
export function themeCss(mode: ThemeMode, hostVariables?: Record<string, string>, selector = ':host'): string {
  return variablesBlock(selector, themeVariables(mode, hostVariables))
}
