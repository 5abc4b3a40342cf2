// The Connect view's list (section 2): the store's rules (connectListOver) fed with the
// directory's featured and recommended answers from the api cache. With the api's chunk
// (engine.ts), because reading the api cache needs the api, which the first load does not carry.
import { createSelector } from '@reduxjs/toolkit'
import { directoryApi } from '../api/porticoApi'
import { entriesOf, featuredInHostOrder } from './directoryPages'
import {
  connectListOver,
  selectFeaturedWalletsArg,
  selectRecommendedWalletsArg,
} from '../features/connection/connectList'
import { selectOptions } from '../features/options/selectors'
import type { RootState } from '../store/state'

const selectFeaturedPages = (state: RootState) => {
  const arg = selectFeaturedWalletsArg(state)
  return arg ? directoryApi.endpoints.getWallets.select(arg)(state as never).data : undefined
}
// The directory answers in its own order; the host's featured order wins.
const selectFeaturedEntries = createSelector([selectFeaturedPages, selectOptions], (pages, options) =>
  featuredInHostOrder(pages, options.wallets.featured),
)
const selectRecommendedEntries = createSelector(
  [
    (state: RootState) =>
      directoryApi.endpoints.getWallets.select(selectRecommendedWalletsArg(state))(state as never).data,
  ],
  entriesOf,
)

export const selectConnectList = connectListOver(selectFeaturedEntries, selectRecommendedEntries)
