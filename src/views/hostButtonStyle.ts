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
    // One line on any page: a narrow one (a phone) shortens the label rather than wrap it.
    maxWidth: '100%',
    minWidth: 0,
    whiteSpace: 'nowrap',
  }
}

/**
 * A picture in a host button (an avatar, a network), a placeholder's initial centred in it. No
 * `display`: a picture still loading is `hidden`, which an inline display would undo.
 */
export const imageStyle: CSSProperties = {
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  objectFit: 'cover',
  fontSize: 11,
  lineHeight: '20px',
  textAlign: 'center',
}

/**
 * The account button's label, one line high: the name first; the balance beside it while
 * both fit, else wrapped onto a second line that is cut off (as the peers drop it on a
 * phone). The name alone too wide shortens with an ellipsis.
 */
export const labelStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  columnGap: '0.5em',
  minWidth: 0,
  height: '1.25em',
  lineHeight: 1.25,
  overflow: 'hidden',
}

/** A name in a host button: shortened with an ellipsis when the button has less room than it. */
export const nameStyle: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }
