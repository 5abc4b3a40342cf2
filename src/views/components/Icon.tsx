'use client'
import { Glyph } from './Glyph'
import { icons, type IconName } from './icons'

/** Decorative: the control that holds it carries the accessible name. */
export function Icon({ name }: { name: IconName }) {
  return <Glyph svg={icons[name]} />
}
