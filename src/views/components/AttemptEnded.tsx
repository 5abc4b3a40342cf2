'use client'
import { isMessageKey, useT } from '../../i18n'

/**
 * What a declined or failed connection attempt says, for browser wallets and WalletConnect
 * alike: declined with a hint, or failed with the error in its words (a catalogue key or the
 * wallet's own message).
 */
export function AttemptEnded({
  outcome,
  message,
  titled,
}: {
  outcome: 'declined' | 'failed'
  message?: string
  /** The header's title says the outcome already: the line stays for screen readers only (the live region). */
  titled?: boolean
}) {
  const t = useT()
  const headline = titled ? 'p-visually-hidden' : undefined
  if (outcome === 'declined') {
    return (
      <>
        <p className={headline}>
          <strong>{t('connecting.declined')}</strong>
        </p>
        <p className="p-muted">{t('connecting.declinedHint')}</p>
      </>
    )
  }
  return (
    <>
      <p className={headline}>
        <strong>{t('connecting.failed')}</strong>
      </p>
      {message && <p className="p-error-text">{isMessageKey(message) ? t(message) : message}</p>}
    </>
  )
}
