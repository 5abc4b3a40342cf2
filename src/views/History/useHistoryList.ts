'use client'
// The History view's list: the history call over every network (or the filter's), paged by its
// cursor; the on-ramp provider's purchases (the same call's `onramp`) when buying is on; and the
// transactions Portico sent that are still pending, on top. Read fresh each visit, and again when
// a pending one is seen mined. eip155 only (section 9).
import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { blockchainApi } from '../../api/porticoApi'
import type { CaipNetworkId } from '../../contract'
import { usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNamespace, selectActiveNetwork } from '../../features/chain/selectors'
import { initialPendingState } from '../../features/history/pendingSlice'
import type { RootState } from '../../store/state'
import { historyEntries } from './historyEntries'
import { usePurchases } from './usePurchases'

const selectPending = (state: RootState) => state.portico.pending ?? initialPendingState
const fresh = { refetchOnMountOrArgChange: true } as const

export function useHistoryList(filter: CaipNetworkId | undefined) {
  const account = usePorticoSelector(selectAccount)
  const namespace = usePorticoSelector(selectActiveNamespace)
  const network = usePorticoSelector(selectActiveNetwork)
  const pending = usePorticoSelector(selectPending)
  const address = account?.status === 'connected' && namespace === 'eip155' ? account.address : undefined

  const list = blockchainApi.useHistoryInfiniteQuery(
    address ? { params: { account: address }, query: filter ? { chainId: filter } : {} } : skipToken,
    fresh,
  )
  const purchases = usePurchases(address, network, { fresh: true })
  const { currentData, isFetching, isFetchingNextPage, isError, hasNextPage, fetchNextPage, refetch } = list

  // A pending one was mined: the chain's list has it now.
  const settled = useRef(pending.settled)
  useEffect(() => {
    if (pending.settled === settled.current) return
    settled.current = pending.settled
    if (address) void refetch()
  }, [pending.settled, address, refetch])

  const transactions = useMemo(
    () => historyEntries(currentData?.pages ?? [], purchases, filter),
    [currentData, purchases, filter],
  )
  const listed = useMemo(() => new Set(transactions.map((t) => t.metadata.hash.toLowerCase())), [transactions])
  const stillPending = pending.list.filter(
    (t) => !listed.has(t.hash.toLowerCase()) && (!filter || t.caipNetworkId === filter),
  )

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])

  return {
    supported: !!address,
    transactions,
    pending: stillPending,
    isLoading: !currentData && isFetching,
    failed: !currentData && isError,
    retry: refetch,
    empty: !!currentData && !isFetching && !hasNextPage && transactions.length === 0 && stillPending.length === 0,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  }
}
