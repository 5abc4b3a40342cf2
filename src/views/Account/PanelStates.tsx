'use client'
// What a tab shows when it has no list to show: loading rows, an empty state, a notice, a
// failed load.
import { useT } from '../../i18n'
import { Button } from '../components/Button'
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

/**
 * A list whose call failed (section 8 marks it empty): said as not loaded, never as "none", with
 * Try again. The NFT tab, Activity and History read the same history call.
 */
export function PanelFailure({ title, hint, onRetry }: { title: string; hint: string; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="p-stack">
      <PanelMessage title={title} hint={hint} />
      <Button onClick={onRetry}>{t('activity.retry')}</Button>
    </div>
  )
}
