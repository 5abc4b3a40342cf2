// The wallet a WalletConnect view is about, as the views need it: its name and picture, the
// links that open it with a pairing URI, and where to get it. Directory entries and custom
// wallets are data from elsewhere: every link here goes through walletDeepLink or
// safeWalletLink, never straight into an href.
import { skipToken } from '@reduxjs/toolkit/query'
import type { CustomWallet } from '../config/schema'
import type { WalletDirectoryEntry } from '../contract'
import { usePorticoSelector } from '../react/context'
import { selectOptions } from '../features/options/selectors'
import type { PairingWallet } from '../features/walletConnect/walletConnectSlice'
import type { Environment } from '../features/options/optionsSlice'
import {
  safeWalletLink,
  walletDeepLink,
  walletLinkFor,
  type DeepLink,
  type WalletLinks,
} from '../walletconnect/deepLinks'
import { entriesOf } from './directoryPages'
import type { HeadlessEngine } from './useEngine'
import { useWalletPages } from './useWalletPages'

export type GetWalletKind = 'appStore' | 'playStore' | 'chromeStore' | 'homepage'

export interface LinkedWallet {
  id: string
  name: string
  imageId?: string
  imageUrl?: string
  links: WalletLinks
  /** Where to get the wallet, as given (checked only when offered, by getWalletLinks). */
  downloads: Partial<Record<GetWalletKind, string | null>>
}

export function fromDirectoryEntry(entry: WalletDirectoryEntry): LinkedWallet {
  return {
    id: entry.id,
    name: entry.name,
    imageId: entry.image_id,
    // The directory leaves out links a wallet does not have, or sends null: both mean none.
    links: {
      mobile_link: entry.mobile_link ?? null,
      desktop_link: entry.desktop_link ?? null,
      webapp_link: entry.webapp_link ?? null,
      link_mode: entry.link_mode ?? null,
    },
    downloads: {
      appStore: entry.app_store,
      playStore: entry.play_store,
      chromeStore: entry.chrome_store,
      homepage: entry.homepage,
    },
  }
}

export function fromCustomWallet(wallet: CustomWallet): LinkedWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    links: {
      mobile_link: wallet.mobileLink ?? null,
      desktop_link: wallet.desktopLink ?? null,
      webapp_link: wallet.webappLink ?? null,
    },
    downloads: {},
  }
}

/** What the flow keeps of the wallet for a retry and the recent list. */
export const pairingWalletOf = (wallet: LinkedWallet): PairingWallet => ({
  id: wallet.id,
  name: wallet.name,
  imageId: wallet.imageId,
  imageUrl: wallet.imageUrl,
})

/**
 * "Open in {name}": on mobile the wallet's universal link where it has one, else its own scheme
 * (walletLinkFor); on desktop its desktop app, else its web app. Undefined when the wallet has
 * no safe link for the platform.
 */
export function openInAppLink(links: WalletLinks, uri: string, isMobile: boolean): DeepLink | undefined {
  if (isMobile) return walletDeepLink(links, uri, 'mobile')
  return walletDeepLink(links, uri, 'desktop') ?? walletDeepLink(links, uri, 'web')
}

/**
 * The wallet has a link "Open in {name}" can take on this platform, before any pairing URI: the
 * button is there (getting ready) while the URI is being made.
 */
export function hasAppLink(links: WalletLinks, isMobile: boolean): boolean {
  if (isMobile) return !!walletLinkFor(links, 'mobile')
  return !!(walletLinkFor(links, 'desktop') ?? walletLinkFor(links, 'web'))
}

/** A custom scheme hands over to the app in place; a universal link opens beside the modal. */
export const opensInNewTab = (href: string) => href.startsWith('https:')

const downloadsOn = { mobile: ['appStore', 'playStore', 'homepage'], desktop: ['chromeStore', 'homepage'] } as const

/**
 * "Get {name}" after the app did not open: the stores of the platform, then the homepage.
 * https only, and only what safeWalletLink accepts.
 */
export function getWalletLinks(wallet: LinkedWallet, isMobile: boolean): { kind: GetWalletKind; href: string }[] {
  return downloadsOn[isMobile ? 'mobile' : 'desktop'].flatMap((kind) => {
    const url = safeWalletLink(wallet.downloads[kind])
    return url?.protocol === 'https:' ? [{ kind, href: url.href }] : []
  })
}

const storeOf = { ios: 'appStore', android: 'playStore' } as const

/**
 * "Open the store" after the app did not open on a phone: the phone's own store only (the App
 * Store on iOS, Google Play on Android), else the wallet's homepage; undefined when neither is
 * a safe https link.
 */
export function storeLink(
  wallet: LinkedWallet,
  os: Environment['os'],
): { kind: GetWalletKind; href: string } | undefined {
  const kinds: GetWalletKind[] = os ? [storeOf[os], 'homepage'] : ['homepage']
  for (const kind of kinds) {
    const url = safeWalletLink(wallet.downloads[kind])
    if (url?.protocol === 'https:') return { kind, href: url.href }
  }
  return undefined
}

/**
 * The wallet of `walletId`: a custom wallet of the host's, or the directory's entry (asked
 * with `include=<id>`, as the Connect view asks for the featured ones).
 */
export function usePairingWallet(
  engine: HeadlessEngine | undefined,
  walletId: string | undefined,
): { wallet?: LinkedWallet; isLoading: boolean } {
  const { wallets } = usePorticoSelector(selectOptions)
  const custom = walletId ? wallets.custom.find((w) => w.id === walletId) : undefined
  const arg = walletId && !custom ? { query: { entries: 1, include: walletId } } : skipToken
  const { result } = useWalletPages(engine, arg)
  if (custom) return { wallet: fromCustomWallet(custom), isLoading: false }
  const entry = entriesOf(result?.data).find((e) => e.id === walletId)
  return {
    wallet: entry && fromDirectoryEntry(entry),
    isLoading: arg !== skipToken && !result?.data && !result?.isError,
  }
}
