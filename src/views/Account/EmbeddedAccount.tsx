'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { accountTypeRequested } from '../../features/embeddedWallet/actions'
import { selectEmbeddedAccount } from '../../features/embeddedWallet/selectors'
import { Button } from '../components/Button'
import { useNavigate } from '../hooks/useNavigate'

/**
 * The embedded wallet's account: who signed in (email or social username), the account type in
 * use, and the switch to the other where the network offers both (section 6); an account signed
 * in by email can move to another email (section 4).
 */
export function EmbeddedAccount() {
  const t = useT()
  const say = useSay()
  const dispatch = usePorticoDispatch()
  const navigate = useNavigate()
  const { account, switching, error } = usePorticoSelector(selectEmbeddedAccount)
  const profileName = usePorticoSelector((s) => s.portico.account.eip155?.profileName)
  if (!account) return null
  const other = account.available.find((type) => type !== account.current)
  const who = account.email ?? account.userName
  return (
    <section className="p-stack" aria-label={t('account.embedded.label')}>
      <p className="p-account-bar">
        <span className="p-wallet">{who && <span>{t('account.embedded.signedInAs', { who })}</span>}</span>
        <span className="p-chip">{t(`account.type.${account.current}` as never)}</span>
      </p>
      {other && (other === 'eoa' || other === 'smartAccount') && (
        <Button unavailable={switching} onClick={() => dispatch(accountTypeRequested({ type: other }))}>
          {switching ? t('account.type.switching') : t(`account.type.switchTo.${other}` as never)}
        </Button>
      )}
      {!profileName && <Button onClick={() => navigate({ view: 'RegisterAccountName' })}>{t('names.choose')}</Button>}
      {account.email && (
        <Button onClick={() => navigate({ view: 'UpdateEmail' })}>{t('account.embedded.changeEmail')}</Button>
      )}
      {error && (
        <p className="p-error-text" role="alert">
          {say(error)}
        </p>
      )}
    </section>
  )
}
