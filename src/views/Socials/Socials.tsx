'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { selectSocials } from '../../features/connection/connectMethods'
import { socialLoginCancelled } from '../../features/embeddedWallet/actions'
import { selectSocialLogin } from '../../features/embeddedWallet/selectors'
import { Button } from '../components/Button'
import { Spinner } from '../components/Spinner'
import { BrandMark } from '../Connect/BrandMark'
import { socialStyles } from '../Connect/socialStyles'
import { useSocialPick } from '../Connect/useSocialPick'

/**
 * The social logins: every provider offered, and once one is picked, where its login is (the
 * popup out, signing in) or how it ended (declined, closed, failed) with a way to try again,
 * whose popup opens in that click too.
 */
export function Socials() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const pick = useSocialPick('stay')
  const socials = usePorticoSelector(selectSocials)
  const login = usePorticoSelector(selectSocialLogin)
  const say = useSay()
  const name = (provider: string) => t(`social.${provider}` as never)

  if (login.step === 'idle' || !login.provider) {
    return (
      <ul className="p-social-list" aria-label={t('socials.list')}>
        <style>{socialStyles}</style>
        {socials.map((provider) => (
          <li key={provider}>
            <button type="button" className="p-button p-button-secondary" onClick={() => pick(provider)}>
              <BrandMark provider={provider} />
              {t('connect.social.continueWith', { name: name(provider) })}
            </button>
          </li>
        ))}
      </ul>
    )
  }

  const provider = login.provider
  const ended = login.step === 'declined' || login.step === 'failed'
  return (
    <div className="p-center">
      <style>{socialStyles}</style>
      <BrandMark provider={provider} large />
      <div role="status" aria-live="polite">
        {login.step === 'opening' && <p>{t('socials.opening', { name: name(provider) })}</p>}
        {login.step === 'waiting' && (
          <>
            <p>
              <strong>{t('socials.waiting', { name: name(provider) })}</strong>
            </p>
            <p className="p-muted">{t('socials.waitingHint')}</p>
          </>
        )}
        {login.step === 'connecting' && <p>{t('socials.connecting')}</p>}
        {ended && (
          <>
            <p>
              <strong>
                {login.step === 'declined' ? t('socials.declined') : t('socials.failed', { name: name(provider) })}
              </strong>
            </p>
            <p className="p-error-text">{say(login.error)}</p>
          </>
        )}
      </div>
      {ended ? (
        <div className="p-stack p-full">
          <Button variant="primary" onClick={() => pick(provider)}>
            {t('socials.tryAgain')}
          </Button>
          <Button onClick={() => dispatch(socialLoginCancelled())}>{t('socials.otherOptions')}</Button>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  )
}
