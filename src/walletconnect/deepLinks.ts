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
  /**
   * The wallet's universal link (iOS) and app link (Android), where the directory lists one
   * beside a custom-scheme `mobile_link` (its `link_mode` field).
   */
  link_mode?: string | null
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

const isUniversal = (url: URL | undefined): url is URL => url?.protocol === 'https:'

/**
 * The entry's link for a platform, checked, as the directory gives it. On a phone a universal
 * link (https) wins where the wallet has one, its `mobile_link` or its `link_mode`: the system
 * opens the app by it without asking, and a phone without the app gets the wallet's page
 * instead of an error; the custom scheme otherwise. The same on iOS and Android: the directory
 * has one mobile entry for both.
 */
export function walletLinkFor(entry: WalletLinks, platform: LinkPlatform): { url: URL; raw: string } | undefined {
  if (platform === 'mobile') {
    for (const raw of [entry.mobile_link, entry.link_mode]) {
      const url = safeWalletLink(raw)
      if (isUniversal(url)) return { url, raw: raw! }
    }
  }
  const raw = platform === 'desktop' ? entry.desktop_link : platform === 'web' ? entry.webapp_link : entry.mobile_link
  const url = safeWalletLink(raw)
  return url && { url, raw: raw! }
}

/**
 * The link that opens a wallet with `uri`: a universal link gets `/wc?uri=…` under its path, a
 * custom scheme gets `wc?uri=…` after `scheme://`. Undefined when the entry has no safe link
 * for the platform.
 */
export function walletDeepLink(entry: WalletLinks, uri: string, platform: LinkPlatform): DeepLink | undefined {
  const link = walletLinkFor(entry, platform)
  if (!link) return undefined
  const { url, raw } = link
  const encoded = encodeURIComponent(uri)
  if (url.protocol === 'https:') {
    const base = url.origin + url.pathname.replace(/\/+$/, '')
    return { href: `${base}/wc?uri=${encoded}`, target: url.host }
  }
  // `metamask://` or `metamask:`: keep the wallet's own form, and put the pairing after it.
  const scheme = url.protocol
  const rest = raw.slice(scheme.length).replace(/^\/\//, '')
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
