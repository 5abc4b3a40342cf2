'use client'
// The Account view's own icons (buy, swap, receive, send, explorer), in its chunk rather than
// the shared set every view loads. Drawn like the shared ones, with currentColor.
import { Glyph } from '../components/Glyph'
import { svg } from '../components/svg'

const accountIcons = {
  buy: svg('<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M3 10h18M7 15h4"/>'),
  swap: svg('<path d="M7 4v14M4 7l3-3 3 3M17 20V6M14 17l3 3 3-3"/>'),
  receive: svg('<path d="M12 4v14M6 12l6 6 6-6"/>'),
  send: svg('<path d="M12 20V6M6 12l6-6 6 6"/>'),
  external: svg('<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>'),
} as const

export type AccountIconName = keyof typeof accountIcons

/** Decorative: the control that holds it carries the accessible name. */
export function AccountIcon({ name }: { name: AccountIconName }) {
  return <Glyph svg={accountIcons[name]} />
}
