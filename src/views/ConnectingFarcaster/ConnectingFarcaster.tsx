'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { linkCopyRequested } from '../../features/clipboard/actions'
import { farcasterLoginRequested } from '../../features/embeddedWallet/actions'
import { selectFarcasterLogin } from '../../features/embeddedWallet/selectors'
import { Button } from '../components/Button'
import { QrCode } from '../components/QrCode'
import { Skeleton } from '../components/Skeleton'
import { Spinner } from '../components/Spinner'
import { WebLink } from '../components/WebLink'
import { isSafeWebUrl } from '../../contract/webUrl'
import { BrandMark } from '../Connect/BrandMark'
import { socialStyles } from '../Connect/socialStyles'

/** The QR code's width, as WalletConnect's. */
const qrPixels = 280

/**
 * The Farcaster login: the frame's Farcaster URI as a QR code to scan and a link to open, the wait
 * for the visitor's approval there, then signing in; a failure (an expired request among others)
 * in its words, with a new request on Try again.
 */
export function ConnectingFarcaster() {
  const t = useT()
  const say = useSay()
  const dispatch = usePorticoDispatch()
  const login = usePorticoSelector(selectFarcasterLogin)
  const farcasterUrl = usePorticoSelector((state) => state.portico.account.eip155?.farcasterUrl)
  // Shown, scanned or copied only as a web page the web address rule accepts (src/contract/webUrl.ts).
  const url = isSafeWebUrl(farcasterUrl) ? farcasterUrl : undefined
  const waiting = login.step === 'waiting' && url

  return (
    <div className="p-center">
      <style>{socialStyles}</style>
      {waiting ? (
        <QrCode value={url} label={t('farcaster.qrLabel')} noMark pixels={qrPixels} />
      ) : login.step === 'failed' ? (
        <BrandMark provider="farcaster" large />
      ) : (
        <Skeleton width={qrPixels} height={qrPixels} style={{ maxWidth: '100%' }} />
      )}
      <div role="status" aria-live="polite">
        {(login.step === 'idle' || login.step === 'loading') && <p>{t('farcaster.loading')}</p>}
        {waiting && (
          <>
            <p>
              <strong>{t('farcaster.scan')}</strong>
            </p>
            <p className="p-muted">{t('farcaster.scanHint')}</p>
          </>
        )}
        {login.step === 'connecting' && <p>{t('farcaster.connecting')}</p>}
        {login.step === 'failed' && (
          <>
            <p>
              <strong>{login.declined ? t('farcaster.declined') : t('farcaster.failed')}</strong>
            </p>
            {/* A decline needs no reason: the visitor gave it. */}
            {!login.declined && <p className="p-error-text">{say(login.error)}</p>}
          </>
        )}
      </div>
      {waiting && (
        <div className="p-stack p-full">
          <WebLink className="p-button p-button-primary" href={url}>
            {t('farcaster.open')}
          </WebLink>
          <Button icon="copy" onClick={() => dispatch(linkCopyRequested({ text: url }))}>
            {t('walletConnect.copyLink')}
          </Button>
        </div>
      )}
      {login.step === 'connecting' && <Spinner />}
      {login.step === 'failed' && (
        <Button variant="primary" onClick={() => dispatch(farcasterLoginRequested())}>
          {t('farcaster.tryAgain')}
        </Button>
      )}
    </div>
  )
}
