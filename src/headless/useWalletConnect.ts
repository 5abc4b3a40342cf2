'use client'
// WalletConnect as a hook (sections 2, 4 and 9): the pairing URI for a host's own QR code, with
// its expiry (4 minutes; expired with 10 s left, and replaced before then while it is the
// current pairing), a fresh one on demand, the wallet it is for with its "Open in" link and
// where to get the app, and how the attempt stands.
import { useCallback } from 'react'
import { pushed } from '../features/modal/routerSlice'
import { selectOptions } from '../features/options/selectors'
import { appLinkOpened, pairingRequested } from '../features/walletConnect/actions'
import { usePorticoDispatch, usePorticoSelector } from '../react/context'
import { selectServices } from '../store/state'
import { isUriExpired, uriExpiresAt } from '../walletconnect/pairingUri'
import {
  getWalletLinks,
  openInAppLink,
  opensInNewTab,
  pairingWalletOf,
  storeLink,
  usePairingWallet,
  type GetWalletKind,
} from './pairingWallet'
import { useNow } from './useClock'
import { useEngine, useEngineDispatch } from './useEngine'
import { imageSrcOf, pairingRoute } from './wallets'
import { useSay } from './useSay'

/**
 * The WalletConnect pairing: `pair(walletId?)` starts one (for a directory or custom wallet when
 * given: `wallet` then carries its name, picture, `openInApp` link for this platform and
 * `getWallet` links once the app did not open), `uri` to show as a QR code until
 * `expiresAt` (`expired` when 10 s or less remain; a fresh one comes by itself while this
 * pairing is the current one, or on `refresh()`), `status` (idle, loading, waiting, declined,
 * failed) with `error` in the spec's words, `retry()` after a decline or failure, and
 * `appOpened()` to call when the visitor follows `openInApp` (the page watches whether it lost
 * focus, and offers `getWallet`, and on a phone its own `store`, if not).
 */
export function useWalletConnect() {
  const engine = useEngine()
  const dispatch = usePorticoDispatch()
  const engineDispatch = useEngineDispatch()
  const say = useSay()
  const pairing = usePorticoSelector((s) => s.portico.walletConnect.pairing)
  const { isMobile, os } = usePorticoSelector(selectOptions).environment
  const { wallet, isLoading } = usePairingWallet(engine, pairing.wallet?.id)
  const services = usePorticoSelector(selectServices)
  const now = useNow()
  const link =
    wallet && pairing.status === 'waiting' && pairing.uri
      ? openInAppLink(wallet.links, pairing.uri, isMobile)
      : undefined
  const retryWallet = wallet ? pairingWalletOf(wallet) : pairing.wallet

  const pair = useCallback((walletId?: string) => void dispatch(pushed(pairingRoute(walletId))), [dispatch])
  const retry = useCallback(
    () => engineDispatch(pairingRequested(retryWallet ? { wallet: retryWallet } : undefined)),
    [engineDispatch, retryWallet],
  )
  const refresh = useCallback(
    () => engineDispatch(pairingRequested(retryWallet ? { wallet: retryWallet, refresh: true } : { refresh: true })),
    [engineDispatch, retryWallet],
  )
  const appOpened = useCallback(() => {
    if (link && wallet) dispatch(appLinkOpened({ href: link.href, name: wallet.name }))
  }, [dispatch, link, wallet])

  return {
    status: pairing.status,
    uri: pairing.status === 'waiting' ? pairing.uri : undefined,
    expiresAt: pairing.createdAt === undefined ? undefined : uriExpiresAt(pairing.createdAt),
    expired: pairing.createdAt !== undefined && isUriExpired(pairing.createdAt, now),
    /** How many times an expiring URI was replaced in this attempt. */
    refreshes: pairing.refreshes,
    error: pairing.status === 'declined' || pairing.status === 'failed' ? say(pairing.message) : undefined,
    /** The wallet this pairing is for, when one was picked. */
    wallet: wallet && {
      id: wallet.id,
      name: wallet.name,
      imageSrc: engine ? imageSrcOf(wallet, engine, services) : wallet.imageUrl,
    },
    isLoadingWallet: isLoading,
    /** "Open in {name}": the link that hands the URI to the wallet's app here; a new tab when `newTab`. */
    openInApp: link && { href: link.href, newTab: opensInNewTab(link.href) },
    /** The app did not open (the page kept its focus): where to get it. */
    appNotOpened: pairing.appNotOpened,
    getWallet: wallet ? getWalletLinks(wallet, isMobile) : noLinks,
    /**
     * On a phone, where to get the app after it did not open: the phone's own store (the App
     * Store on iOS, Google Play on Android), else the wallet's homepage, as Portico's own view
     * offers it beside Try again and the QR code.
     */
    store: wallet && isMobile ? storeLink(wallet, os) : undefined,
    pair,
    retry,
    refresh,
    appOpened,
  }
}

const noLinks: { kind: GetWalletKind; href: string }[] = []
