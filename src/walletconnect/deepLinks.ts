// Links that open a wallet app with a pairing URI. Directory entries are data from a server:
// nothing in them becomes an href unless it is an https: universal link or the wallet's own
// custom scheme. `javascript:`, `data:`, plain http, browser-internal schemes and anything
// with control characters or credentials are refused.
import { hasControlOrSpace } from '../contract/webUrl'

export type LinkPlatform = 'mobile' | 'desktop' | 'web'

export interface WalletLinks {
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
}

export interface DeepLink {
  href: string
  /** The scheme or host the link opens, for "Open in …" and for storage (section 7 deep link). */
  target: string
}

/** Schemes that are not a wallet's own: web, browser-internal, script or file access. */
const refusedSchemes = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'about',
  'http',
  'ftp',
  'ws',
  'wss',
  'mailto',
  'tel',
  'sms',
  'intent',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'view-source',
  'filesystem',
])

/** A link as the directory gives it, checked: the parsed URL, or undefined when refused. */
export function safeWalletLink(link: string | null | undefined): URL | undefined {
  if (!link || hasControlOrSpace(link)) return undefined
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  if (url.username || url.password) return undefined
  if (scheme === 'https') return url.hostname ? url : undefined
  // A wallet's own scheme: letters first, then letters, digits, + . - (RFC 3986), not a refused one.
  if (!/^[a-z][a-z0-9+.-]*$/.test(scheme) || refusedSchemes.has(scheme)) return undefined
  return url
}

/**
 * The link that opens a wallet with `uri`: a universal link gets `/wc?uri=…` under its path, a
 * custom scheme gets `wc?uri=…` after `scheme://`. Undefined when the entry has no safe link
 * for the platform.
 */
export function walletDeepLink(entry: WalletLinks, uri: string, platform: LinkPlatform): DeepLink | undefined {
  const raw =
    platform === 'mobile' ? entry.mobile_link : platform === 'desktop' ? entry.desktop_link : entry.webapp_link
  const url = safeWalletLink(raw)
  if (!url) return undefined
  const encoded = encodeURIComponent(uri)
  if (url.protocol === 'https:') {
    const base = url.origin + url.pathname.replace(/\/+$/, '')
    return { href: `${base}/wc?uri=${encoded}`, target: url.host }
  }
  // `metamask://` or `metamask:`: keep the wallet's own form, and put the pairing after it.
  const scheme = url.protocol
  const rest = raw!.slice(scheme.length).replace(/^\/\//, '')
  const prefix = `${scheme}//${rest.replace(/\/+$/, '')}`
  return { href: `${prefix.endsWith('//') ? prefix : `${prefix}/`}wc?uri=${encoded}`, target: scheme.slice(0, -1) }
}

/**
 * The wallet's own link without the pairing: `metamask://wc?uri=…` → `metamask://`,
 * `https://link.example/wc?uri=…` → `https://link.example/`. It opens the wallet app again for
 * later requests of the session; a link that is not one of ours (no `wc?uri=`) or not safe
 * gives undefined.
 */
export function walletLinkBase(href: string): string | undefined {
  const at = href.indexOf('wc?uri=')
  if (at <= 0) return undefined
  const base = href.slice(0, at)
  return safeWalletLink(base.endsWith('/') ? base : `${base}/`) ? base : undefined
}
