'use client'
// A part of the modal that did not arrive (react/loadable.ts): said in words, with Try again,
// in the place it would have taken. First-load code: the modal's frame shows it too.
import { usePorticoT } from '../hooks/usePorticoT'

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = usePorticoT()
  return (
    <div className="p-stack" role="alert">
      <p>{t('modal.loadFailed')}</p>
      <button type="button" className="p-button p-button-primary" onClick={onRetry}>
        {t('modal.tryAgain')}
      </button>
    </div>
  )
}
