'use client'
// The transactions Portico sent, as a list beside the history call's shows them (Activity,
// History): their own records that the call's list does not have yet. Once one is mined, a flow
// reads the call again (features/transactions/historyRefreshFlow.ts), and the chain's record takes
// its place.
import { useMemo } from 'react'
import type { Transaction } from '../../contract'
import type { PendingTransaction } from '../../features/transactions/pendingSlice'
import { usePorticoSelector } from '../../react/context'
import type { RootState } from '../../store/state'

export function useSentEntries(
  select: (state: RootState) => readonly PendingTransaction[],
  listed: readonly Transaction[],
): readonly PendingTransaction[] {
  const sent = usePorticoSelector(select)
  return useMemo(() => {
    const hashes = new Set(listed.map((t) => t.metadata.hash.toLowerCase()))
    return sent.filter((t) => !hashes.has(t.hash.toLowerCase()))
  }, [sent, listed])
}
