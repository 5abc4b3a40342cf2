'use client'
import { usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectAppMetadata } from '../../features/options/appMetadata'
import { selectSiwx } from '../../features/siwx/selectors'
import { SignInParties } from '../components/SignInParties'
import { Spinner } from '../components/Spinner'

/**
 * WalletConnect's one-click sign-in (section 4 with SIWX): the wallet approved the connection
 * and signed in with one approval; Portico checks the signature and keeps the session, then the
 * modal settles as after any connection. A signature not kept is said on SIWXSignMessage, which
 * asks again.
 */
export function ConnectingSiwe() {
  const t = useT()
  const status = usePorticoSelector((s) => selectSiwx(s).status)
  const appName = usePorticoSelector((s) => selectAppMetadata(s).name)
  const wallet = usePorticoSelector(
    (s) => s.portico.walletConnect.pairing.wallet?.name ?? s.portico.walletConnect.session?.peer.name,
  )
  const name = wallet ?? t('connecting.walletFallback')
  const signedIn = status === 'signedIn'
  return (
    <div className="p-center">
      <SignInParties wallet={wallet ? { name: wallet } : undefined} />
      <p>
        <strong>{t('siwe.title', { app: appName })}</strong>
      </p>
      <div role="status" aria-live="polite" className="p-status">
        <p className={signedIn ? undefined : 'p-muted'}>{t(signedIn ? 'siwe.signedIn' : 'siwe.verifying', { name })}</p>
      </div>
      {!signedIn && <Spinner />}
    </div>
  )
}
