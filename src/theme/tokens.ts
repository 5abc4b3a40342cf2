// The one theme contract: every token the components may use, as a TypeScript type, and the
// one function that turns a set of tokens into `--portico-*` custom properties. Styles refer
// to tokens only through those variables, so a host can retheme everything by name.

export interface ThemeTokens {
  color: {
    /** The modal's surface. */
    background: string
    /** Tiles, inputs and other raised parts on the background. */
    surface: string
    foreground: string
    /** Secondary text: hints, counts, captions. */
    muted: string
    accent: string
    /** Text and icons drawn on the accent. */
    accentForeground: string
    border: string
    /** The page behind the modal. */
    overlay: string
    error: string
    success: string
    focusRing: string
  }
  radius: { sm: string; md: string; lg: string; full: string }
  space: { xs: string; sm: string; md: string; lg: string; xl: string }
  font: { family: string; sizeSm: string; sizeMd: string; sizeLg: string; weightRegular: string; weightBold: string }
  zIndex: { modal: string }
  shadow: { modal: string }
  size: {
    /** Section 2: modal width is 360 px. */
    modalWidth: string
    walletImage: string
  }
  /** Section 9 "Animations", plus the 500 ms shake of section 4. */
  duration: { headerText: string; modalHeight: string; viewTransition: string; shake: string }
}

export type TokenGroup = keyof ThemeTokens
type TokenPath = { [G in TokenGroup]: `${G}.${keyof ThemeTokens[G] & string}` }[TokenGroup]

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** `kebab` at the type level: `accentForeground` → `accent-foreground`. */
type Kebab<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${Kebab<Rest>}`
  : S

/**
 * Every `--portico-*` variable of the contract, by name: the type of the names a host's
 * `themeVariables` takes, derived from the tokens as `variableName` derives the CSS ones.
 */
export type ThemeVariableName = {
  [G in TokenGroup]: `--portico-${Kebab<G>}-${Kebab<keyof ThemeTokens[G] & string>}`
}[TokenGroup]
/** A host's values for some of the contract's variables (README, Theming): CSS values, as strings. */
export type ThemeVariables = { [Name in ThemeVariableName]?: string }

/** `color.accentForeground` → `--portico-color-accent-foreground`. */
export function variableName(path: TokenPath): ThemeVariableName {
  const [group, token] = path.split('.') as [string, string]
  return `--portico-${kebab(group)}-${kebab(token)}` as ThemeVariableName
}

/** `var(--portico-color-accent)`, optionally with a fallback for use outside the modal's root. */
export function cssVar(path: TokenPath, fallback?: string): string {
  return fallback === undefined ? `var(${variableName(path)})` : `var(${variableName(path)}, ${fallback})`
}

/** Every token path of a token set, in declaration order. */
export function tokenPaths(tokens: ThemeTokens): TokenPath[] {
  return (Object.keys(tokens) as TokenGroup[]).flatMap((group) =>
    Object.keys(tokens[group]).map((token) => `${group}.${token}` as TokenPath),
  )
}

export function tokenValue(tokens: ThemeTokens, path: TokenPath): string {
  const [group, token] = path.split('.') as [TokenGroup, string]
  return (tokens[group] as Record<string, string>)[token]!
}

/** The custom properties of a token set; host `themeVariables` are applied last, so they win. */
export function toCssVariables(tokens: ThemeTokens, overrides: Record<string, string> = {}): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const path of tokenPaths(tokens)) variables[variableName(path)] = tokenValue(tokens, path)
  return { ...variables, ...overrides }
}

/** A declaration block for a selector, e.g. `:host { --portico-…: …; }`. */
export function variablesBlock(selector: string, variables: Record<string, string>): string {
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`)
  return `${selector} {\n${lines.join('\n')}\n}`
}

export type { TokenPath }
