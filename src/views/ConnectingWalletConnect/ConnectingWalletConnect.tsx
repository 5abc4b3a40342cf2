'use client'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { appLinkOpened } from '../../features/walletConnect/actions'
import { selectOptions } from '../../features/options/selectors'
import type { DeepLink } from '../../walletconnect/deepLinks'
import type { ViewProps } from '../chrome/viewRegistry'
import { Skeleton } from '../components/Skeleton'
import { WalletImage } from '../components/WalletImage'
import { WebLink } from '../components/WebLink'
import { PairingLink } from './PairingLink'
import { PairingQr } from './PairingQr'
import { PairingStatus, ScanPrompt } from './PairingStatus'
import {
  getWalletLinks,
  openInAppLink,
  opensInNewTab,
  pairingWalletOf,
  usePairingWallet,
  type LinkedWallet,
} from '../../headless/pairingWallet'
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

/** "Open in {name}": a plain link, so the browser hands the URI to the app; the flow watches whether it did. */
function OpenInApp({ link, name }: { link: DeepLink; name: string }) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const newTab = opensInNewTab(link.href)
  return (
    <a
      className="p-button p-button-primary"
      href={link.href}
      target={newTab ? '_blank' : '_self'}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={() => dispatch(appLinkOpened({ href: link.href, name }))}
    >
      {t('walletConnect.openIn', { name })}
    </a>
  )
}

/** After "Open in" when the page never lost focus: the app is likely missing, so where to get it. */
function AppNotOpened({ wallet, isMobile }: { wallet: LinkedWallet; isMobile: boolean }) {
  const t = useT()
  const { appNotOpened } = usePorticoSelector(selectPairing)
  const links = getWalletLinks(wallet, isMobile)
  // The region is always there, so the message is announced when it appears.
  return (
    <div className="p-stack p-full" role="status" aria-live="polite">
      {appNotOpened && (
        <>
          <p>{t('walletConnect.notOpened', { name: wallet.name })}</p>
          {links.length > 0 && (
            <ul className="p-stack">
              {links.map(({ kind, href }) => (
                <li key={kind}>
                  <WebLink className="p-button p-button-secondary" href={href}>
                    {t(`walletConnect.get.${kind}`, { name: wallet.name })}
                  </WebLink>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}

/**
 * A WalletConnect pairing, for one wallet of the directory (`data.walletId`) or for any
 * wallet. Desktop: the QR code first, then the link, then "Open in" the desktop or web app.
 * Mobile: "Open in" the wallet app first, the QR code below for another device.
 */
export function ConnectingWalletConnect({ data }: ViewProps) {
  const t = useT()
  const { isMobile } = usePorticoSelector(selectOptions).environment
  const pairing = usePorticoSelector(selectPairing)
  const { wallet, isLoading } = usePairingWallet(useEngine(), data?.walletId)
  const logoUrl = useWalletLogo(wallet)
  const name = wallet?.name ?? pairing.wallet?.name
  const link =
    wallet && pairing.status === 'waiting' && pairing.uri
      ? openInAppLink(wallet.links, pairing.uri, isMobile)
      : undefined
  const retryWallet = wallet ? pairingWalletOf(wallet) : pairing.wallet

  const header = data?.walletId && <WalletHeader wallet={wallet} isLoading={isLoading} />
  const qr = <PairingQr walletName={name} logoUrl={logoUrl} />
  const scan = <ScanPrompt hint={name ? t('walletConnect.scanHintWallet', { name }) : t('walletConnect.scanHint')} />
  const openIn = wallet && link && (
    <>
      <OpenInApp link={link} name={wallet.name} />
      <AppNotOpened wallet={wallet} isMobile={isMobile} />
    </>
  )

  if (isMobile && wallet && link) {
    return (
      <div className="p-center">
        {header}
        <PairingStatus
          wallet={retryWallet}
          waiting={
            <>
              <p>
                <strong>{t('connecting.continueIn', { name: wallet.name })}</strong>
              </p>
              <p className="p-muted">{t('walletConnect.openHint', { name: wallet.name })}</p>
            </>
          }
        />
        {openIn}
        <h3 className="p-subtitle">{t('walletConnect.orScan')}</h3>
        {qr}
        <PairingLink />
      </div>
    )
  }

  return (
    <div className="p-center">
      {header}
      {qr}
      <PairingStatus wallet={retryWallet} waiting={scan} />
      <PairingLink />
      {openIn}
    </div>
  )
}
