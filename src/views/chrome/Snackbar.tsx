'use client'
import { usePorticoSelector } from '../../react/context'
import { interpolate, isMessageKey, useT } from '../../i18n'
import { selectSnackbar } from '../../features/snackbar/selectors'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'

/**
 * The live region is always there and only its content changes: screen readers announce
 * changes to a region they already know, not a region that appears with its text. It sits in
 * the dialog's flow below the body (styles.ts), so a message never lies over a control.
 */
export function Snackbar() {
  const t = useT()
  const snackbar = usePorticoSelector(selectSnackbar)
  const text = isMessageKey(snackbar.message)
    ? t(snackbar.message, snackbar.values)
    : interpolate(snackbar.message, snackbar.values)
  return (
    <div role="status" aria-live="polite">
      {snackbar.open && (
        <div className={`p-snackbar p-snackbar-${snackbar.variant}`} data-variant={snackbar.variant}>
          {snackbar.variant === 'loading' ? (
            <Spinner />
          ) : (
            <Icon name={snackbar.variant === 'success' ? 'check' : 'warning'} />
          )}
          <span>{text}</span>
        </div>
      )}
    </div>
  )
}
