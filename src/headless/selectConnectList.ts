// The Connect view's list (section 2): the store's rules (buildConnectList) fed with the
// directory's featured and recommended answers from the api cache. With the api's chunk
// (engine.ts), because reading the api cache needs the api, which the first load does not carry.
import { createSelector } from '@reduxjs/toolkit'
import { directoryApi } from '../api/porticoApi'
import { entriesOf, featuredInHostOrder } from './directoryPages'
import {
  buildConnectList,
  selectAllWalletsOffered,
  selectFeaturedWalletsArg,
  selectRecommendedWalletsArg,
} from '../features/connection/connectList'
import {
  selectAvailableConnectors,
  selectConnectableConnectors,
  selectNetworkToConnect,
  selectRecentWallets,
} from '../features/connection/selectors'
import { selectOptions } from '../features/options/selectors'
import type { WalletDirectoryEntry } from '../contract'
import type { RootState } from '../store/state'

const selectFeaturedEntries = (state: RootState) => {
  const arg = selectFeaturedWalletsArg(state)
  return arg ? directoryApi.endpoints.getWallets.select(arg)(state as never).data : undefined
}
/**
 * The recent wallets Connect offers: while it asks for a wallet of one namespace, not one on the
 * page that cannot connect it (the EVM wallet connected a moment ago, when Solana is asked).
 */
const selectConnectableRecentWallets = createSelector(
  [selectRecentWallets, selectAvailableConnectors, selectConnectableConnectors],
  (recent, available, connectable) =>
    recent.filter((wallet) => {
      const onPage = available.find((c) => c.id === wallet.id || (!!wallet.rdns && c.rdns === wallet.rdns))
      return !onPage || connectable.includes(onPage)
    }),
)
const selectRecommendedEntries = (state: RootState) =>
  directoryApi.endpoints.getWallets.select(selectRecommendedWalletsArg(state))(state as never).data

export const selectConnectList = createSelector(
  [
    selectConnectableConnectors,
    selectConnectableRecentWallets,
    selectFeaturedEntries,
    selectRecommendedEntries,
    selectOptions,
    (state: RootState) => state.portico.connectors.connectedIdByNamespace,
    selectAllWalletsOffered,
    selectNetworkToConnect,
  ],
  (connectors, recent, featured, recommended, options, connectedIds, allWalletsOffered, asked) => {
    const featuredOrder = options.wallets.featured
    // Asked for a wallet of one namespace: not a directory wallet whose chains say it has none of it.
    const connects = (entry: WalletDirectoryEntry) =>
      !asked || !entry.chains || entry.chains.some((chain) => chain.startsWith(`${asked.chainNamespace}:`))
    return buildConnectList({
      connectors,
      recent,
      // The directory answers in its own order; the host's featured order wins.
      featured: featuredInHostOrder(featured, featuredOrder).filter(connects),
      recommended: entriesOf(recommended).filter(connects),
      custom: options.wallets.custom,
      excluded: options.wallets.excluded,
      included: options.wallets.included,
      order: options.connectorTypeOrder,
      isMobile: options.environment.isMobile,
      walletConnectEnabled: options.walletConnect.enabled,
      allWalletsOffered,
      // walletConnect is hidden when already connected via WalletConnect.
      connectedViaWalletConnect: Object.values(connectedIds).some(
        (id) => connectors.find((c) => c.id === id)?.type === 'WALLET_CONNECT',
      ),
    })
  },
)
