'use client'
import { useId } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import {
  smartSessionRevokeRequested,
  smartSessionRevokeStopped,
  smartSessionsRetried,
} from '../../features/smartSessions/actions'
import { selectSmartSessions, selectSmartSessionsShown } from '../../features/smartSessions/selectors'
import { Button } from '../components/Button'
import { LoadingRows } from './PanelStates'
import { permissionWords, sessionDate, standingOf } from './smartSessionWords'
import { useLocale } from '../hooks/useLocale'
import { useSay } from '../../headless/useSay'

/**
 * The account's smart sessions (feature switch `smartSessions`): what each may do, until when,
 * how it stands, and Revoke for a live one (the wallet asks its user, then the server marks it).
 * While the wallet is asked, Stop waiting ends the attempt and leaves the session as it was.
 */
export function SmartSessions() {
  const t = useT()
  const locale = useLocale()
  const dispatch = usePorticoDispatch()
  // A failure kept as a catalogue key (stopped waiting for the wallet, a call timed out, a wallet
  // that cannot revoke) or in section 8's status words is said in the visitor's language.
  const say = useSay()
  const id = useId()
  const shown = usePorticoSelector(selectSmartSessionsShown)
  const { status, sessions, error, revoking, loadedAt = 0 } = usePorticoSelector(selectSmartSessions)
  if (!shown) return null
  return (
    <section className="p-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="p-strong">
        {t('sessions.title')}
      </h3>
      {status === 'loading' && sessions.length === 0 && <LoadingRows label={t('sessions.loading')} rows={2} />}
      {status === 'failed' ? (
        <div className="p-stack" role="alert">
          <p>{t('sessions.failed')}</p>
          {error && <p className="p-muted">{say(error)}</p>}
          <Button onClick={() => dispatch(smartSessionsRetried())}>{t('sessions.retry')}</Button>
        </div>
      ) : (
        status === 'loaded' && sessions.length === 0 && <p className="p-muted">{t('sessions.none')}</p>
      )}
      {sessions.length > 0 && (
        <ul className="p-stack p-sessions">
          {sessions.map((session) => {
            const standing = standingOf(session, loadedAt)
            const busy = revoking === session.pci
            return (
              <li key={session.pci} className="p-session" aria-labelledby={`${id}-${session.pci}`}>
                <p className="p-account-bar">
                  <strong id={`${id}-${session.pci}`}>{session.project.name}</strong>
                  <span className="p-chip">{t(`sessions.standing.${standing}` as never)}</span>
                </p>
                <ul className="p-muted">
                  {session.permissions.map((permission, index) => (
                    <li key={index}>{permissionWords(t, permission)}</li>
                  ))}
                </ul>
                <p className="p-muted">
                  {t(standing === 'revoked' ? 'sessions.revokedOn' : 'sessions.until', {
                    date: sessionDate(standing === 'revoked' ? session.revokedAt! : session.expiry, locale),
                  })}
                </p>
                {(standing === 'active' || standing === 'pending') && (
                  <Button
                    unavailable={busy}
                    onClick={() => dispatch(smartSessionRevokeRequested({ pci: session.pci }))}
                  >
                    {busy ? t('sessions.revoking') : t('sessions.revoke')}
                  </Button>
                )}
                {busy && (
                  <Button onClick={() => dispatch(smartSessionRevokeStopped({ pci: session.pci }))}>
                    {t('approve.stopWaiting')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {error && status !== 'failed' && (
        <p className="p-error-text" role="alert">
          {say(error)}
        </p>
      )}
    </section>
  )
}
