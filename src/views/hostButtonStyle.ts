'use client'
// The host-page buttons live outside the modal's shadow root, where the `--portico-*`
// variables are not defined unless the host defines them. Their inline styles name the
// variables with the current theme's values as fallbacks: themed by default, restyled by any
// host that sets a variable (or targets the class).
import type { CSSProperties } from 'react'
import { cssVar, type ThemeTokens } from '../theme'

export function hostButtonStyle(tokens: ThemeTokens, variant: 'accent' | 'surface'): CSSProperties {
  const accent = variant === 'accent'
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: cssVar('space.sm', tokens.space.sm),
    padding: `${cssVar('space.sm', tokens.space.sm)} ${cssVar('space.lg', tokens.space.lg)}`,
    borderRadius: cssVar('radius.full', tokens.radius.full),
    border: `1px solid ${accent ? cssVar('color.accent', tokens.color.accent) : cssVar('color.border', tokens.color.border)}`,
    background: accent ? cssVar('color.accent', tokens.color.accent) : cssVar('color.surface', tokens.color.surface),
    color: accent
      ? cssVar('color.accentForeground', tokens.color.accentForeground)
      : cssVar('color.foreground', tokens.color.foreground),
    fontFamily: cssVar('font.family', tokens.font.family),
    fontSize: cssVar('font.sizeMd', tokens.font.sizeMd),
    fontWeight: cssVar('font.weightBold', tokens.font.weightBold),
    cursor: 'pointer',
  }
}

export const imageStyle: CSSProperties = { width: 20, height: 20, borderRadius: '50%' }
