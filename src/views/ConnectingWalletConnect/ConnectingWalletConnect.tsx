'use client'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../features/options/selectors'
import type { ViewProps } from '../chrome/viewRegistry'
import { Button } from '../components/Button'
import { Skeleton } from '../components/Skeleton'
import { WalletImage } from '../components/WalletImage'
import { AppNotOpened, OpenInApp, WaysOn } from './AppLink'
import { PairingLink } from './PairingLink'
import { PairingQr } from './PairingQr'
import { PairingStatus, ScanPrompt } from './PairingStatus'
import { hasAppLink, pairingWalletOf, usePairingWallet, type LinkedWallet } from '../../headless/pairingWallet'
import { useEngine } from '../../headless/useEngine'
import { useWalletLogo } from './walletLogo'
import { selectPairing } from './selectPairing'

function WalletHeader({ wallet, isLoading }: { wallet?: LinkedWallet; isLoading: boolean }) {
  if (!wallet && !isLoading) return null
  return (
    <div className="p-center p-wallet-header">
      {/* The heading names the wallet; the picture is decoration beside it. */}
      <div aria-hidden="true">
        {wallet ? (
          <WalletImage name={wallet.name} imageId={wallet.imageId} imageUrl={wallet.imageUrl} />
        ) : (
          <Skeleton width={48} height={48} />
        )}
      </div>
      {wallet ? <h3 className="p-subtitle">{wallet.name}</h3> : <Skeleton width={120} height={20} />}
    </div>
  )
}

/** The height of a button: where "Open in" will be while the directory entry is on its way. */
const buttonHeight = 46

/**
 * A WalletConnect pairing, for one wallet of the directory (`data.walletId`) or for any
 * wallet. Desktop: the QR code first, then the link, then "Open in" the desktop or web app.
 * Mobile: "Open in" the wallet app first (getting ready until the URI exists), the QR code
 * below for another device; when the app did not open, "Try again", the phone's store and
 * "Show QR code instead", which puts the same pairing's code first.
 */
export function ConnectingWalletConnect({ data }: ViewProps) {
  const t = useT()
  const { isMobile, os } = usePorticoSelector(selectOptions).environment
  const pairing = usePorticoSelector(selectPairing)
  const { wallet, isLoading } = usePairingWallet(useEngine(), data?.walletId)
  const logoUrl = useWalletLogo(wallet)
  const name = wallet?.name ?? pairing.wallet?.name
  const retryWallet = wallet ? pairingWalletOf(wallet) : pairing.wallet
  const ended = pairing.status === 'declined' || pairing.status === 'failed'
  const appLinked = !!wallet && hasAppLink(wallet.links, isMobile)

  // "Show QR code instead" and back: the visitor's choice of layout, nothing the pairing knows.
  // The focus follows to what the switch put first (the pressed button goes away).
  const [qrInstead, setQrInstead] = useState(false)
  const focusNext = useRef<'qr' | 'app' | null>(null)
  const qrRef = useRef<HTMLDivElement>(null)
  const appRef = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    const target = focusNext.current === 'qr' ? qrRef.current : focusNext.current === 'app' ? appRef.current : null
    focusNext.current = null
    target?.focus()
  }, [qrInstead])
  const switchTo = (qr: boolean) => {
    focusNext.current = qr ? 'qr' : 'app'
    setQrInstead(qr)
  }

  const header = data?.walletId && <WalletHeader wallet={wallet} isLoading={isLoading} />
  const qr = <PairingQr walletName={name} logoUrl={logoUrl} />

  // A phone and an app to open (or, while the directory entry comes, the place it will take).
  if (isMobile && !qrInstead && (appLinked || (isLoading && !!data?.walletId))) {
    const notOpened = pairing.appNotOpened && pairing.status === 'waiting'
    const shownName = name ?? t('connecting.walletFallback')
    const continueIn = (
      <>
        <p>
          <strong>{t('connecting.continueIn', { name: shownName })}</strong>
        </p>
        <p className="p-muted">{t('walletConnect.openHint', { name: shownName })}</p>
      </>
    )
    return (
      <div className="p-center">
        {header}
        <PairingStatus
          wallet={retryWallet}
          loading={continueIn}
          waiting={
            notOpened ? (
              <>
                <p>
                  <strong>{t('walletConnect.notOpenedTitle', { name: shownName })}</strong>
                </p>
                <p className="p-muted">{t('walletConnect.notOpenedHint')}</p>
              </>
            ) : (
              continueIn
            )
          }
        />
        {!ended &&
          (wallet ? (
            <OpenInApp wallet={wallet} isMobile anchorRef={appRef}>
              {notOpened ? t('connecting.tryAgain') : t('walletConnect.openIn', { name: wallet.name })}
            </OpenInApp>
          ) : (
            <Skeleton height={buttonHeight} />
          ))}
        {notOpened && wallet && <WaysOn wallet={wallet} os={os} onShowQr={() => switchTo(true)} />}
        <h3 className="p-subtitle">{t('walletConnect.orScan')}</h3>
        {qr}
        <PairingLink />
      </div>
    )
  }

  const forAnotherDevice = isMobile && qrInstead && appLinked
  const hint = forAnotherDevice
    ? t('walletConnect.scanHintOtherDevice', { name: name! })
    : name
      ? t('walletConnect.scanHintWallet', { name })
      : t('walletConnect.scanHint')
  return (
    <div className="p-center">
      {header}
      {forAnotherDevice ? (
        // Where the focus goes after "Show QR code instead": the code the visitor asked for.
        <div ref={qrRef} tabIndex={-1}>
          {qr}
        </div>
      ) : (
        qr
      )}
      <PairingStatus wallet={retryWallet} waiting={<ScanPrompt hint={hint} />} />
      <PairingLink />
      {forAnotherDevice ? (
        <Button onClick={() => switchTo(false)}>{t('walletConnect.useOnThisPhone', { name: name! })}</Button>
      ) : (
        wallet &&
        appLinked &&
        !ended && (
          <>
            <OpenInApp wallet={wallet} isMobile={isMobile}>
              {t('walletConnect.openIn', { name: wallet.name })}
            </OpenInApp>
            <AppNotOpened wallet={wallet} isMobile={isMobile} />
          </>
        )
      )}
    </div>
  )
}
