'use client'
// The transactions Portico sent, as a list beside the history call's shows them (Activity,
// History): their own records that the call's list does not have yet, and the call read again
// when one is seen mined (the chain's list may have it now, in its own words).
import { useEffect, useMemo, useRef } from 'react'
import type { Transaction } from '../../contract'
import type { PendingTransaction } from '../../features/transactions/pendingSlice'
import { selectSettledCount } from '../../features/transactions/selectors'
import { usePorticoSelector } from '../../react/context'
import type { RootState } from '../../store/state'

export function useSentEntries(
  select: (state: RootState) => readonly PendingTransaction[],
  listed: readonly Transaction[],
  readAgain: (() => unknown) | undefined,
): readonly PendingTransaction[] {
  const sent = usePorticoSelector(select)
  const settled = usePorticoSelector(selectSettledCount)
  const seen = useRef(settled)
  useEffect(() => {
    if (settled === seen.current) return
    seen.current = settled
    readAgain?.()
  }, [settled, readAgain])
  return useMemo(() => {
    const hashes = new Set(listed.map((t) => t.metadata.hash.toLowerCase()))
    return sent.filter((t) => !hashes.has(t.hash.toLowerCase()))
  }, [sent, listed])
}
