'use client'
// "Open in {name}" and what follows it: the link that hands the pairing URI to the wallet's app,
// and the ways on when the app did not open. The link is a plain <a href>, complete when it is
// rendered: the tap navigates in its own gesture, and its click handler only dispatches (the
// app-link flow watches what happens next).
import type { ReactNode, Ref } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { appLinkOpened } from '../../features/walletConnect/actions'
import { openExternalLink } from '../../features/inAppBrowser/openExternalLink'
import { selectOptions } from '../../features/options/selectors'
import type { Environment } from '../../features/options/optionsSlice'
import {
  getWalletLinks,
  openInAppLink,
  opensInNewTab,
  storeLink,
  type LinkedWallet,
} from '../../headless/pairingWallet'
import { Button } from '../components/Button'
import { Spinner } from '../components/Spinner'
import { WebLink } from '../components/WebLink'
import { selectPairing } from './selectPairing'

interface OpenInAppProps {
  wallet: LinkedWallet
  isMobile: boolean
  variant?: 'primary' | 'secondary'
  /** What it says once the link is ready: "Open in {name}", or "Try again" after the app did not open. */
  children: ReactNode
  anchorRef?: Ref<HTMLAnchorElement>
}

/**
 * The wallet's link with the pairing URI. Until the URI exists it is there all the same, saying
 * it is getting ready: the layout does not move when the URI arrives, and a tap is never
 * silently lost. The same <a> either way, so the focus stays on it when it becomes the link.
 */
export function OpenInApp({ wallet, isMobile, variant = 'primary', children, anchorRef }: OpenInAppProps) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const pairing = usePorticoSelector(selectPairing)
  const { environment } = usePorticoSelector(selectOptions)
  const link =
    pairing.status === 'waiting' && pairing.uri ? openInAppLink(wallet.links, pairing.uri, isMobile) : undefined
  if (!link) {
    return (
      <a ref={anchorRef} className="p-button p-button-secondary" role="link" aria-disabled="true" tabIndex={0}>
        <Spinner />
        {t('walletConnect.gettingReady', { name: wallet.name })}
      </a>
    )
  }
  const newTab = opensInNewTab(link.href)
  return (
    <a
      ref={anchorRef}
      className={`p-button p-button-${variant}`}
      href={link.href}
      target={newTab ? '_blank' : '_self'}
      rel={newTab ? 'noopener noreferrer' : undefined}
      // Nothing awaited: the browser follows the href in this same gesture. In a Telegram mini app
      // a link leaves the webview only through Telegram's own opener, called here, in the tap.
      onClick={(event) => {
        if (environment.telegram && openExternalLink(link.href, environment)) event.preventDefault()
        dispatch(appLinkOpened({ href: link.href, name: wallet.name }))
      }}
    >
      {children}
    </a>
  )
}

/**
 * On a phone, after "Open in" when the page stayed in view: beside "Try again" (the link
 * itself), the phone's own store (else the wallet's homepage) and the same pairing's QR code for
 * another device.
 */
export function WaysOn({
  wallet,
  os,
  onShowQr,
}: {
  wallet: LinkedWallet
  os: Environment['os']
  onShowQr: () => void
}) {
  const t = useT()
  const store = storeLink(wallet, os)
  return (
    <>
      {store && (
        <WebLink className="p-button p-button-secondary" href={store.href}>
          {t(`walletConnect.get.${store.kind}`, { name: wallet.name })}
        </WebLink>
      )}
      <Button onClick={onShowQr}>{t('walletConnect.showQr')}</Button>
    </>
  )
}

/** On desktop, after "Open in" when the page kept its focus: the app is likely missing, so where to get it. */
export function AppNotOpened({ wallet, isMobile }: { wallet: LinkedWallet; isMobile: boolean }) {
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
