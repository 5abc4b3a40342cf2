import { describe, expect, it } from 'vitest'
import { porticoConfig } from '../../src/config/schema'
import {
  darkTheme,
  lightTheme,
  porticoStyles,
  frameStyles,
  themeCss,
  themeVariables,
  tokenPaths,
  tokenValue,
  toCssVariables,
  variableName,
} from '../../src/theme'

describe('the theme contract', () => {
  it.each([
    ['dark', darkTheme()],
    ['light', lightTheme()],
  ])('the %s theme defines every token with a value', (_mode, tokens) => {
    const paths = tokenPaths(darkTheme())
    expect(tokenPaths(tokens)).toEqual(paths)
    for (const path of paths) expect(tokenValue(tokens, path), path).toMatch(/\S/)
  })

  it('variable names derive from token names: group and token, kebab-cased, under --portico-', () => {
    expect(variableName('color.accentForeground')).toBe('--portico-color-accent-foreground')
    expect(variableName('duration.headerText')).toBe('--portico-duration-header-text')
    expect(Object.keys(toCssVariables(darkTheme()))).toEqual(tokenPaths(darkTheme()).map(variableName))
  })

  it('every variable name passes the config rule for themeVariables, so a host can override each', () => {
    const themeVariablesRule = porticoConfig.shape.themeVariables
    expect(themeVariablesRule.safeParse(toCssVariables(darkTheme())).success).toBe(true)
  })

  it('holds the spec constants: modal 360 px, header text 120 ms, modal height and view transition 150 ms, shake 500 ms', () => {
    const tokens = darkTheme()
    expect(tokens.size.modalWidth).toBe('360px')
    expect(tokens.duration).toEqual({
      headerText: '120ms',
      modalHeight: '150ms',
      viewTransition: '150ms',
      shake: '500ms',
    })
  })

  it('themes are functions over a base: overrides replace only what they name', () => {
    const tokens = darkTheme({ color: { accent: 'tomato' }, radius: { lg: '0' } })
    expect(tokens.color.accent).toBe('tomato')
    expect(tokens.color.background).toBe(darkTheme().color.background)
    expect(tokens.radius).toEqual({ ...darkTheme().radius, lg: '0' })
    expect(lightTheme().radius).toEqual(darkTheme().radius)
  })

  it('host theme variables are applied last and win', () => {
    const variables = themeVariables('dark', { '--portico-color-accent': 'hotpink', '--portico-brand-extra': '1px' })
    expect(variables['--portico-color-accent']).toBe('hotpink')
    expect(variables['--portico-brand-extra']).toBe('1px')
    const css = themeCss('light', { '--portico-color-accent': 'hotpink' })
    expect(css.indexOf('--portico-color-accent: hotpink')).toBeGreaterThan(-1)
    expect(css).not.toContain(`--portico-color-accent: ${lightTheme().color.accent}`)
  })

  it('a host value that could end the declaration block is dropped', () => {
    const variables = themeVariables('dark', { '--portico-color-accent': 'red; } body { display: none' })
    expect(variables['--portico-color-accent']).toBe(darkTheme().color.accent)
  })
})

describe('the component styles', () => {
  it('use only variables the theme defines, in the frame and the body alike', () => {
    const defined = new Set<string>(tokenPaths(darkTheme()).map(variableName))
    const used = [...`${frameStyles}${porticoStyles}`.matchAll(/var\((--portico-[a-z0-9-]+)/g)].map((m) => m[1]!)
    expect(used.length).toBeGreaterThan(20)
    expect(used.filter((name) => !defined.has(name))).toEqual([])
  })

  it('turn every animation and transition off under prefers-reduced-motion', () => {
    // The frame's CSS is in the shadow root whenever the body's is: its rule covers both.
    const [, reduced] = frameStyles.split('@media (prefers-reduced-motion: reduce)')
    expect(reduced).toMatch(/animation: none !important/)
    expect(reduced).toMatch(/transition: none !important/)
    // Everything that animates is inside .p-root, which the reduced-motion rule covers.
    expect(reduced).toContain('.p-root *')
  })
})
