'use client'
// The directory's pages for one ask, as RTK Query's own hook keeps them (a subscription while
// mounted, the next page on demand), over the api that came lazily: the first load carries no
// RTK Query, so its React hooks cannot be called before it is there; its store-level parts can.
import type { SkipToken } from '@reduxjs/toolkit/query'
import { skipToken } from '../store/toolkit'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { usePorticoSelector, usePorticoStore } from '../react/context'
import type { PorticoDispatch } from '../store/listener'
import type { RootState } from '../store/state'
import type { HeadlessEngine } from './useEngine'

type GetWallets = HeadlessEngine['directoryApi']['endpoints']['getWallets']
export type WalletsArg = Parameters<GetWallets['initiate']>[0]
type Subscription = ReturnType<ReturnType<GetWallets['initiate']>>

/** The pages of `arg` (skipToken: none), subscribed while mounted; `loadMore` asks for the next one. */
export function useWalletPages(engine: HeadlessEngine | undefined, arg: WalletsArg | SkipToken) {
  const store = usePorticoStore()
  const dispatch = store.dispatch as PorticoDispatch
  // One ask per distinct argument, however often the caller makes it anew.
  const key = arg === skipToken ? undefined : JSON.stringify(arg)
  const stableArg = useMemo(() => arg, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  const endpoint = engine?.directoryApi.endpoints.getWallets
  const subscription = useRef<Subscription | undefined>(undefined)
  const ask = useCallback(
    (direction?: 'forward') => {
      if (!endpoint || stableArg === skipToken) return
      subscription.current?.unsubscribe()
      subscription.current = dispatch(endpoint.initiate(stableArg, direction ? { direction } : {}))
    },
    [endpoint, stableArg, dispatch],
  )
  useEffect(() => {
    ask()
    return () => {
      subscription.current?.unsubscribe()
      subscription.current = undefined
    }
  }, [ask])
  const select = useMemo(
    () => (endpoint && stableArg !== skipToken ? endpoint.select(stableArg) : undefined),
    [endpoint, stableArg],
  )
  const result = usePorticoSelector((state: RootState) => select?.(state as never))
  const loadMore = useCallback(() => ask('forward'), [ask])
  const retry = useCallback(() => void subscription.current?.refetch(), [])
  return { result, loadMore, retry }
}
