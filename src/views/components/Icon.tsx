'use client'
import { icons, type IconName } from './icons'

/** Decorative: the control that holds it carries the accessible name. */
export function Icon({ name }: { name: IconName }) {
  return <span className="p-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[name] }} />
}
