'use client'
import { brandMarks } from './brandMarks'

/** A provider's mark; decorative, the control beside it names the provider. */
export function BrandMark({ provider, large }: { provider: string; large?: boolean }) {
  return (
    <span
      className={large ? 'p-brand p-brand-large' : 'p-brand'}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: brandMarks[provider] ?? '' }}
    />
  )
}
