'use client'
import type { CSSProperties } from 'react'

export function Skeleton({
  width = '100%',
  height = 16,
  style,
}: {
  width?: number | string
  height?: number | string
  style?: CSSProperties
}) {
  return <span className="p-skeleton" aria-hidden="true" style={{ width, height, ...style }} />
}

/** What a view shows while its code loads (`p-view-loading`: how tests know it in any language). */
export function ViewSkeleton({ label }: { label: string }) {
  return (
    <div className="p-stack p-view-loading" role="status" aria-label={label}>
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  )
}
