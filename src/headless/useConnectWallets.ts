'use client'
// The Connect view's wallet list as a hook (sections 2 and 9): the page's wallets merged with the
// directory's, in the groups and order the rules give (walletConnect, recent, injected, featured,
// custom, external, recommended, or the host's order; excluded ones left out), the directory's
// total for All Wallets.
import { skipToken } from '../store/toolkit'
import { useMemo } from 'react'
import {
  selectAllWalletsOffered,
  selectFeaturedWalletsArg,
  selectPageConnectList,
  selectRecommendedWalletsArg,
} from '../features/connection/connectList'
import type { ConnectorGroup } from '../config/connectorTypes'
import { usePorticoSelector } from '../react/context'
import { selectServices, type RootState } from '../store/state'
import { useEngine } from './useEngine'
import { useWalletPages } from './useWalletPages'
import { useConnectWallet, withImageSrc, type PorticoWallet } from './wallets'

export interface PorticoWalletGroup {
  group: ConnectorGroup
  wallets: PorticoWallet[]
}

/**
 * The wallets the Connect view lists, by group; `allWalletsOffered` (the directory, reached by
 * WalletConnect) with its total (`allWalletsCount`, once known); `connect(wallet)` picks one.
 * Brings the api on first use, as the modal's opening does: until it is there (`isLoading`),
 * the groups hold what needs no directory (the page's wallets, WalletConnect, the recent and the
 * host's own), their directory pictures not yet.
 */
export function useConnectWallets() {
  const engine = useEngine()
  const featuredArg = usePorticoSelector(selectFeaturedWalletsArg)
  const recommendedArg = usePorticoSelector(selectRecommendedWalletsArg)
  // These subscriptions fill the featured and recommended groups (selectConnectList reads the
  // same cache entries) and give the directory's total.
  const featured = useWalletPages(engine, featuredArg ?? skipToken).result
  const recommended = useWalletPages(engine, recommendedArg).result
  const listed = usePorticoSelector((state: RootState) =>
    engine ? engine.selectConnectList(state) : selectPageConnectList(state),
  )
  const services = usePorticoSelector(selectServices)
  const groups = useMemo(
    () =>
      listed.map(({ group, items }): PorticoWalletGroup => ({
        group,
        wallets: items.map((item) => withImageSrc(item, engine, services)),
      })),
    [engine, listed, services],
  )
  const rest = recommended?.data?.pages[0]?.count
  return {
    groups,
    allWalletsOffered: usePorticoSelector(selectAllWalletsOffered),
    /** The directory's total for All Wallets: the recommended ask's count plus the featured. */
    allWalletsCount: rest === undefined ? undefined : rest + (featured?.data?.pages[0]?.data.length ?? 0),
    isLoading: !engine,
    connect: useConnectWallet(),
  }
}
