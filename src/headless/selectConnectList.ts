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
import { selectAvailableConnectors, selectRecentWallets } from '../features/connection/selectors'
import { selectOptions } from '../features/options/selectors'
import type { RootState } from '../store/state'

const selectFeaturedEntries = (state: RootState) => {
  const arg = selectFeaturedWalletsArg(state)
  return arg ? directoryApi.endpoints.getWallets.select(arg)(state as never).data : undefined
}
const selectRecommendedEntries = (state: RootState) =>
  directoryApi.endpoints.getWallets.select(selectRecommendedWalletsArg(state))(state as never).data

export const selectConnectList = createSelector(
  [
    selectAvailableConnectors,
    selectRecentWallets,
    selectFeaturedEntries,
    selectRecommendedEntries,
    selectOptions,
    (state: RootState) => state.portico.connectors.connectedIdByNamespace,
    selectAllWalletsOffered,
  ],
  (connectors, recent, featured, recommended, options, connectedIds, allWalletsOffered) => {
    const featuredOrder = options.wallets.featured
    return buildConnectList({
      connectors,
      recent,
      // The directory answers in its own order; the host's featured order wins.
      featured: featuredInHostOrder(featured, featuredOrder),
      recommended: entriesOf(recommended),
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
