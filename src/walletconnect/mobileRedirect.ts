// On a phone the wallet of a WalletConnect session is another app: when the page asks it for a
// signature or a transaction, the visitor is taken there to answer (the request itself travels
// through the relay). Desktop wallets (a phone scanning a QR code) get nothing: the visitor
// already looks at the phone.
import { walletLinkBase } from './deepLinks'

/** Where to send the visitor for an approval, or undefined to stay. */
export function walletRedirectTarget(isMobile: boolean, deepLink: { href: string } | undefined): string | undefined {
  if (!isMobile || !deepLink) return undefined
  return walletLinkBase(deepLink.href)
}

/** A wallet's own scheme replaces the page (the OS hands it to the app); a universal link opens beside it. */
export function openWalletLink(href: string): void {
  const win = globalThis.window as Window | undefined
  if (!win) return
  if (href.startsWith('https:')) win.open(href, '_blank', 'noopener,noreferrer')
  else win.location.href = href
}

/** Takes the visitor to their wallet app when the context says so. */
export function redirectForApproval(context: { isMobile: boolean; deepLink?: { href: string } } | undefined): void {
  const target = context && walletRedirectTarget(context.isMobile, context.deepLink)
  if (target) openWalletLink(target)
}
