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
    // One line on any page. In a host's row the button keeps its content's width (the automatic
    // minimum of a flex item) while the host's own items still give way, so a name is not cut
    // for a pixel the row lacks; only a button wider than its whole container (a long profile
    // name) shortens its label.
    maxWidth: '100%',
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

/**
 * The network's name beside its picture: whole or not at all. It follows an empty first item
 * (a line's first item never wraps), so with less room than it needs it wraps onto the second
 * line, which is cut off.
 */
export const wholeNameStyle: CSSProperties = { ...labelStyle, columnGap: 0 }

/** wholeNameStyle's empty first item: a line high, so that its line is the one shown. */
export const wholeNameLeadStyle: CSSProperties = { height: '100%' }

/** A name in a host button: shortened with an ellipsis when the button has less room than it. */
export const nameStyle: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }

/** The button's `data-compact`: on narrow pages (the default), always, or never (absent). */
export function compactAttribute(compact: boolean | undefined): 'auto' | 'always' | undefined {
  if (compact === undefined) return 'auto'
  return compact ? 'always' : undefined
}

// The compact form leaves out the network's name beside its picture and the account's balance:
// what the peers draw on a phone (RainbowKit's chainStatus "icon" and showBalance false below
// its breakpoint, AppKit's w3m-button). Only a style sheet can ask how wide the page is, so the
// buttons carry this one (HostButtonSheet); their other styles stay inline, themed per config.
// `!important`: the name's inline `display: flex` (wholeNameStyle) would win over a sheet rule.

/**
 * The host buttons' one style sheet: when they take the compact form. Below a page width of
 * 768 px (767.98px in the query, so a 768 px page is full) unless the host
 * chose (`compact`): RainbowKit's breakpoint for its ConnectButton's small-screen form, so a
 * page that moves over keeps its header as it was.
 */
export const hostButtonSheet = /* css */ `
@media (max-width: 767.98px) {
  .portico-network-button[data-compact=auto] > [data-part=picture] + [data-part=name],
  .portico-account-button[data-compact=auto] [data-part=balance] { display: none !important; }
}
.portico-network-button[data-compact=always] > [data-part=picture] + [data-part=name],
.portico-account-button[data-compact=always] [data-part=balance] { display: none !important; }
`
