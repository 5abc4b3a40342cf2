'use client'
// A wallet as every list shows it (the Connect view's groups, All Wallets, a host's own list)
// and what picking one does (section 2): a wallet on the page, or the embedded wallet's, connects
// through its connector; WalletConnect pairs for any wallet; a directory wallet without a
// connector here is reached by WalletConnect, paired for that wallet.
import { useCallback } from 'react'
import type { WalletItem } from '../features/connection/connectList'
import { connectRequested } from '../features/connection/actions'
import { pushed } from '../features/modal/routerSlice'
import type { RouteEntry } from '../features/modal/views'
import { walletConnectConnectorId } from '../connectors/walletConnect/info'
import { usePorticoDispatch } from '../react/context'
import type { ApiServices } from '../api/hostState'
import type { HeadlessEngine } from './useEngine'

/**
 * A wallet to pick: `installed` on this page (a browser wallet), `recent` (connected here
 * before), with the connector that connects it directly (`connectorId`), or its directory id
 * (`walletId`) when WalletConnect reaches it. `imageSrc` is its picture's address to show: the
 * one it announced or the host gave (`imageUrl`), or the directory's for `imageId`.
 */
export type PorticoWallet = WalletItem & { imageSrc?: string | undefined }

/**
 * A wallet's picture's address: the one it announced or the host gave, else the directory's for
 * its image id (none before the api, which the directory's addresses come with, is there).
 */
export function imageSrcOf(
  wallet: { imageUrl?: string | undefined; imageId?: string | undefined },
  engine: Pick<HeadlessEngine, 'imageUrl'> | undefined,
  services: ApiServices,
): string | undefined {
  return (
    wallet.imageUrl ??
    (wallet.imageId && engine ? engine.imageUrl(services, 'getWalletImage', wallet.imageId) : undefined)
  )
}

/** `item` with its picture's address, made once per list (the services change only with the config). */
export function withImageSrc(
  item: WalletItem,
  engine: Pick<HeadlessEngine, 'imageUrl'> | undefined,
  services: ApiServices,
): PorticoWallet {
  const imageSrc = imageSrcOf(item, engine, services)
  return imageSrc ? { ...item, imageSrc } : item
}

/**
 * The WalletConnect view's route, for one wallet (its directory or custom id) or for any. It is
 * the flows' route whether or not the modal shows it: entering it pairs, and the pairing's URI is
 * renewed while it is the current one.
 */
export const pairingRoute = (walletId?: string): RouteEntry =>
  walletId ? { view: 'ConnectingWalletConnect', data: { walletId } } : { view: 'ConnectingWalletConnect' }

/** Picks `wallet`: the same step whichever list it came from, the modal's or a host's. */
export function useConnectWallet(): (wallet: Pick<PorticoWallet, 'id' | 'connectorId' | 'walletId'>) => void {
  const dispatch = usePorticoDispatch()
  return useCallback(
    (wallet) => {
      // WalletConnect itself pairs for any wallet (no walletId).
      if (wallet.connectorId === walletConnectConnectorId) dispatch(pushed(pairingRoute()))
      else if (wallet.connectorId) dispatch(connectRequested({ connectorId: wallet.connectorId }))
      else dispatch(pushed(pairingRoute(wallet.walletId ?? wallet.id)))
    },
    [dispatch],
  )
}
