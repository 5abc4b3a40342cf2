'use client'
/** Decorative unless labelled: the text next to it usually says what is happening. */
export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span className="p-spinner" role="img" aria-label={label} />
  ) : (
    <span className="p-spinner" aria-hidden="true" />
  )
}
