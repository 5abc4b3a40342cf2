'use client'
// The on-ramp provider's purchases on a network (the history call's `onramp`), when buying is
// on: History and the Account's Activity both show a purchase as the provider names it
// ("Bought"), in place of the chain's record of the same transaction.
import { skipToken } from '@reduxjs/toolkit/query'
import { blockchainApi } from '../../api/porticoApi'
import type { CaipNetwork, Transaction } from '../../contract'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../features/options/selectors'

const none: readonly Transaction[] = []

/** `fresh`: asked again on each visit, as History reads its list; Activity keeps the cached answer. */
export function usePurchases(
  address: string | undefined,
  network: CaipNetwork | undefined,
  { fresh = false } = {},
): readonly Transaction[] {
  const buying = usePorticoSelector(selectOptions).features.onramp
  const purchases = blockchainApi.useHistoryInfiniteQuery(
    address && buying && network?.chainNamespace === 'eip155'
      ? { params: { account: address }, query: { onramp: 'coinbase', chainId: network.caipNetworkId } }
      : skipToken,
    { refetchOnMountOrArgChange: fresh },
  )
  return purchases.currentData?.pages[0]?.data ?? none
}
