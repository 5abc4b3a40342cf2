'use client'
// What a tab shows when it has no list to show: loading rows, an empty state, a notice, a
// failed load.
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
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

/** A title, its hint, and what else is said under them (`children`). */
export function PanelMessage({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="p-center p-panel-message">
      <p className="p-strong">{title}</p>
      {hint && <p className="p-muted">{hint}</p>}
      {children}
    </div>
  )
}

/**
 * A list whose call failed (section 8 marks it empty): said as not loaded, never as "none", with
 * Try again. The NFT tab, Activity and History read the same history call. `cause` names why
 * under it (section 8's status words, a timeout's), said in the visitor's language.
 */
export function PanelFailure({
  title,
  hint,
  cause,
  onRetry,
}: {
  title: string
  hint: string
  cause?: string
  onRetry: () => void
}) {
  const t = useT()
  const said = useSay()(cause)
  return (
    <div className="p-stack">
      <PanelMessage title={title} hint={hint}>
        {said && <p className="p-muted">{said}</p>}
      </PanelMessage>
      <Button onClick={onRetry}>{t('activity.retry')}</Button>
    </div>
  )
}
