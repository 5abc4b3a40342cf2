'use client'

/** An icon's markup, decorative: the control that holds it carries the accessible name. */
export function Glyph({ svg }: { svg: string }) {
  return <span className="p-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
}
