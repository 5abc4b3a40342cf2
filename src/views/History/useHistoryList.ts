'use client'
// The History view's list: the history call over every network (or the filter's), paged by its
// cursor; the on-ramp provider's purchases (the same call's `onramp`) when buying is on; and the
// transactions Portico sent, from their own records, on top until the call's list has them. Read
// fresh each visit, and again when a sent one is seen mined (by a flow: historyRefreshFlow.ts).
// eip155 only (section 9).
import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useMemo } from 'react'
import { failureCause } from '../../api/errors'
import { blockchainApi } from '../../api/porticoApi'
import type { CaipNetworkId } from '../../contract'
import { usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNamespace, selectActiveNetwork } from '../../features/chain/selectors'
import { selectSentTransactions } from '../../features/transactions/selectors'
import { useSentEntries } from '../Account/useSentEntries'
import { historyEntries } from './historyEntries'
import { usePurchases } from './usePurchases'

const fresh = { refetchOnMountOrArgChange: true } as const

export function useHistoryList(filter: CaipNetworkId | undefined) {
  const account = usePorticoSelector(selectAccount)
  const namespace = usePorticoSelector(selectActiveNamespace)
  const network = usePorticoSelector(selectActiveNetwork)
  const address = account?.status === 'connected' && namespace === 'eip155' ? account.address : undefined

  const list = blockchainApi.useHistoryInfiniteQuery(
    address ? { params: { account: address }, query: filter ? { chainId: filter } : {} } : skipToken,
    fresh,
  )
  const purchases = usePurchases(address, network, { fresh: true })
  const { currentData, isFetching, isFetchingNextPage, isError, error, hasNextPage, fetchNextPage, refetch } = list

  const transactions = useMemo(
    () => historyEntries(currentData?.pages ?? [], purchases, filter),
    [currentData, purchases, filter],
  )
  const unlisted = useSentEntries(selectSentTransactions, transactions)
  const sent = useMemo(() => unlisted.filter((t) => !filter || t.caipNetworkId === filter), [unlisted, filter])

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])

  return {
    supported: !!address,
    transactions,
    sent,
    isLoading: !currentData && isFetching,
    failed: !currentData && isError,
    /** Why, where section 8 has words for it (failureCause): kept as a flow keeps a failure, said by useSay. */
    cause: !currentData && isError ? failureCause(error) : undefined,
    retry: refetch,
    empty: !!currentData && !isFetching && !hasNextPage && transactions.length === 0 && sent.length === 0,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  }
}
