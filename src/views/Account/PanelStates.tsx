'use client'
// What a tab shows when it has no list to show: loading rows, an empty state, a notice.
import { Skeleton } from '../components/Skeleton'

export function LoadingRows({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="p-stack" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} />
      ))}
    </div>
  )
}

export function PanelMessage({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="p-center p-panel-message">
      <p className="p-strong">{title}</p>
      {hint && <p className="p-muted">{hint}</p>}
    </div>
  )
}
