'use client'
import { Glyph } from './Glyph'

/**
 * A button with only an icon (its markup: `icons.copy`, `frameIcons.close`): `label` is its
 * accessible name; `unavailable` as for Button.
 */
export function IconButton({
  label,
  icon,
  onClick,
  unavailable,
}: {
  label: string
  icon: string
  onClick: () => void
  unavailable?: boolean
}) {
  return (
    <button
      type="button"
      className="p-icon-button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
    >
      <Glyph svg={icon} />
    </button>
  )
}
