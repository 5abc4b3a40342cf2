'use client'
import { usePorticoDispatch } from '../../react/context'
import { useT } from '../../i18n'
import { useEmailLogin } from '../../headless/useEmailLogin'
import { popped } from '../../features/modal/routerSlice'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { useViewState } from '../hooks/useViewState'
import { CodeEntry } from './CodeEntry'
import { emailLoginStyles } from './emailLoginStyles'

/**
 * The email login after the address was sent (section 4): sending, approve this device from the
 * inbox, the one-time code (six boxes, paste, resend after the cooldown, the frame's words for a
 * wrong or expired code), then signing in. Each step is the flow's, as useEmailLogin gives it to
 * a host's own UI; the view only shows it.
 */
export function EmailLogin() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const login = useEmailLogin()
  const [code, setCode] = useViewState('EmailLogin.code', '')
  const { resendIn } = login
  const resend = () => {
    setCode('')
    login.resend()
  }
  const back = () => {
    login.cancel()
    dispatch(popped())
  }

  // Idle without an error: the address is on its way (the flow has not said so yet).
  const failed = login.step === 'idle' && !!login.error
  if (login.step === 'idle' || login.step === 'sending') {
    return (
      <div className="p-center">
        <style>{emailLoginStyles}</style>
        <Icon name="mail" />
        <div role="status" aria-live="polite">
          {!failed ? (
            <p className="p-email">{t('emailLogin.sending', { email: login.email ?? '' })}</p>
          ) : (
            <>
              <p>
                <strong>{t('emailLogin.failed')}</strong>
              </p>
              <p className="p-error-text">{login.error}</p>
            </>
          )}
        </div>
        {!failed ? (
          <Spinner />
        ) : (
          <div className="p-stack p-full">
            {login.email && (
              <Button variant="primary" onClick={resend}>
                {t('emailLogin.tryAgain')}
              </Button>
            )}
            <Button onClick={back}>{t('emailLogin.useOther')}</Button>
          </div>
        )}
      </div>
    )
  }

  if (login.step === 'device') {
    return (
      <div className="p-center">
        <style>{emailLoginStyles}</style>
        <Icon name="mail" />
        <div role="status" aria-live="polite">
          <p>
            <strong>{t('emailLogin.device.title')}</strong>
          </p>
          <p className="p-muted">{t('emailLogin.device.hint', { email: login.email ?? '' })}</p>
        </div>
        <Spinner />
      </div>
    )
  }

  const busy =
    login.step === 'verifying'
      ? t('emailLogin.verifying')
      : login.step === 'connecting'
        ? t('emailLogin.connecting')
        : undefined
  return (
    <div className="p-stack">
      <style>{emailLoginStyles}</style>
      <div className="p-center">
        <Icon name="mail" />
        <p className="p-email">{t('emailLogin.code.hint', { email: login.email ?? '' })}</p>
      </div>
      <CodeEntry value={code} onChange={setCode} onComplete={login.submitCode} error={login.error} busy={busy} />
      {busy ? (
        <Spinner />
      ) : (
        <Button onClick={resend} unavailable={resendIn > 0}>
          {resendIn > 0 ? t('emailLogin.resendIn', { seconds: resendIn }) : t('emailLogin.resend')}
        </Button>
      )}
    </div>
  )
}
