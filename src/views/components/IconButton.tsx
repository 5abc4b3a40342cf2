'use client'
import { Glyph } from './Glyph'

/**
 * A button with only an icon (its markup: `icons.copy`, `frameIcons.close`): `label` is its
 * accessible name.
 */
export function IconButton({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <button type="button" className="p-icon-button" aria-label={label} title={label} onClick={onClick}>
      <Glyph svg={icon} />
    </button>
  )
}
