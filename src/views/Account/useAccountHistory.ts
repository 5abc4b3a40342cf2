'use client'
// The account's activity on the connected chain (section 4 transaction list): the history
// call's pages (cursor pagination, RTK Query infinite query), spam and other chains left out,
// the on-ramp provider's purchases in place of the chain's record of them, and the transactions
// Portico sent, from their own records, as soon as the wallet accepted them (pending, then
// confirmed) until the call's list has them (a flow reads it again once one is mined). Activity
// is eip155 only (section 9); elsewhere nothing is asked.
import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useMemo } from 'react'
import { failureCause } from '../../api/errors'
import { blockchainApi } from '../../api/porticoApi'
import { activityNamespaces } from '../../contract/supportedSets'
import { usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNetwork } from '../../features/chain/selectors'
import { selectActivitySent } from '../../features/activity/selectors'
import { historyEntries } from '../History/historyEntries'
import { usePurchases } from '../History/usePurchases'
import { useSentEntries } from './useSentEntries'

export function useAccountHistory() {
  const account = usePorticoSelector(selectAccount)
  const network = usePorticoSelector(selectActiveNetwork)
  const chainId = network?.caipNetworkId
  const supported = !!network && (activityNamespaces as readonly string[]).includes(network.chainNamespace)
  const address = account?.status === 'connected' ? account.address : undefined
  const arg = supported && address && chainId ? { params: { account: address }, query: { chainId } } : skipToken
  const result = blockchainApi.useHistoryInfiniteQuery(arg)
  const { currentData, isFetching, isFetchingNextPage, isError, error, hasNextPage, fetchNextPage, refetch } = result

  // A purchase reads as History reads it ("Bought"), in place of the chain's record of it.
  const purchases = usePurchases(supported ? address : undefined, network)
  const transactions = useMemo(
    () => historyEntries(currentData?.pages ?? [], purchases, chainId),
    [currentData, purchases, chainId],
  )

  const sent = useSentEntries(selectActivitySent, transactions)

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])

  const failed = !currentData && isError && !isFetching
  return {
    /** The active network's namespace has activity at all. */
    supported,
    transactions,
    /** What Portico sent on this chain that the call's list does not have yet. */
    sent: supported ? sent : [],
    isLoading: !currentData && isFetching,
    /** The first page did not come (section 8's transactions failure): nothing is known, not "none". */
    failed,
    /** Why, where section 8 has words for it (failureCause): kept as a flow keeps a failure, said by useSay. */
    cause: failed ? failureCause(error) : undefined,
    retry: refetch,
    /** Section 4's empty flag; a failed call marks the list empty too (section 8). */
    empty:
      (!currentData && isError) ||
      (!!currentData && !isFetching && !hasNextPage && transactions.length === 0 && sent.length === 0),
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  }
}
