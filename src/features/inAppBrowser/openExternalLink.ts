// Opening a link a wallet needs (a universal link, its own scheme, a Telegram wallet's t.me
// link) from where the page runs. In a Telegram mini app the page is Telegram's webview: a web
// link leaves it only through Telegram's own opener (`Telegram.WebApp.openLink`, to the
// visitor's browser or the app that claims the link), and a Telegram link through
// `openTelegramLink` (inside Telegram). Both must be called in the tap's own handler: this
// function is synchronous, and awaits nothing. Elsewhere, the page's own way (openWalletLink).
import { safeWalletLink } from '../../walletconnect/deepLinks'
import { openWalletLink } from '../../walletconnect/mobileRedirect'
import type { Environment } from '../options/optionsSlice'

/** Telegram's mini app API, the part used here (telegram-web-app.js sets it). */
export interface TelegramWebApp {
  openLink?(url: string, options?: { try_instant_view?: boolean }): void
  openTelegramLink?(url: string): void
}

export interface LinkWindow {
  Telegram?: { WebApp?: TelegramWebApp }
}

/** `tg://resolve?domain=name&…` as the `https://t.me/name?…` link openTelegramLink takes (it takes no other host). */
function telegramLink(url: URL): string | undefined {
  if (url.protocol === 'https:') return url.hostname === 't.me' ? url.href : undefined
  if (url.protocol !== 'tg:') return undefined
  const query = new URLSearchParams(url.search)
  const domain =
    url.hostname === 'resolve' || url.pathname.replace(/^\/+/, '') === 'resolve' ? query.get('domain') : null
  if (!domain || !/^[A-Za-z0-9_]+$/.test(domain)) return url.href
  query.delete('domain')
  const rest = query.toString()
  return `https://t.me/${domain}${rest ? `?${rest}` : ''}`
}

/**
 * Opens `href` for the visitor, from inside the tap's handler. In a Telegram mini app, through
 * Telegram's opener; a link that is neither a web page nor a wallet's own scheme is refused.
 * Returns whether it was opened.
 */
export function openExternalLink(
  href: string,
  environment: Pick<Environment, 'telegram'>,
  win: LinkWindow | undefined = globalThis as LinkWindow,
): boolean {
  const url = safeWalletLink(href)
  if (!url) return false
  const webApp = environment.telegram ? win?.Telegram?.WebApp : undefined
  if (webApp) {
    const inTelegram = telegramLink(url)
    if (inTelegram && typeof webApp.openTelegramLink === 'function') {
      webApp.openTelegramLink(inTelegram)
      return true
    }
    if (url.protocol === 'https:' && typeof webApp.openLink === 'function') {
      webApp.openLink(href)
      return true
    }
  }
  // A wallet's own scheme has no Telegram opener (openLink takes web links only): the page's way.
  openWalletLink(href)
  return true
}
