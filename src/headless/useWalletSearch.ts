'use client'
// All Wallets as a hook (sections 2 and 9): the page's own wallets the search names first, then
// the directory's featured and ranked pages (or the search's results: 40 a page, 100 for a
// search, asked once the typing has stopped for 300 ms), without duplicates or excluded wallets;
// the first 20 pictures of each page asked for ahead, when the page is idle.
import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { isTimedOut } from '../api/errors'
import { selectNetworks } from '../features/chain/selectors'
import {
  selectBrowserWallets,
  selectExcludedWalletFilter,
  selectFeaturedWalletsArg,
} from '../features/connection/connectList'
import { selectAvailableConnectors } from '../features/connection/selectors'
import { selectOptions } from '../features/options/selectors'
import { usePorticoSelector } from '../react/context'
import { whenIdle } from '../store/scheduling'
import { selectServices } from '../store/state'
import { imageBatchSize, walletSearchWaitMs, walletsPageSize, walletsSearchPageSize } from './constants'
import { entriesOf, featuredInHostOrder } from './directoryPages'
import { preloadImages } from './preloadImages'
import { useDebouncedValue } from './useDebouncedValue'
import { useEngine } from './useEngine'
import { useWalletPages, type WalletsArg } from './useWalletPages'
import { useConnectWallet, withImageSrc, type PorticoWallet } from './wallets'

/** The status of an HTTP failure (the api's PorticoApiError), not of other failures. */
const httpStatusOf = (error: unknown) =>
  error &&
  typeof error === 'object' &&
  'kind' in error &&
  error.kind === 'http' &&
  'status' in error &&
  typeof error.status === 'number'
    ? error.status
    : undefined

/**
 * Every wallet there is to pick, for what the visitor typed (`query`, as typed: the search waits
 * for the typing to stop). `total` is what the directory says it holds for the ask;
 * `loadMore()` asks for the next page while `hasMore`; `retry()` asks again after a failure
 * (`isError`, with the answer's HTTP status when there was one, or `timedOut` when the directory
 * did not answer within the bound); `connect(wallet)` picks one.
 */
export function useWalletSearch(query = '') {
  const engine = useEngine()
  const search = useDebouncedValue(query.trim(), walletSearchWaitMs)
  const networks = usePorticoSelector(selectNetworks)
  const { wallets: walletOptions } = usePorticoSelector(selectOptions)
  const hidden = usePorticoSelector(selectExcludedWalletFilter)
  const featuredArg = usePorticoSelector(selectFeaturedWalletsArg)
  const connectors = usePorticoSelector(selectAvailableConnectors)
  const browserWallets = usePorticoSelector(selectBrowserWallets)
  const services = usePorticoSelector(selectServices)

  const arg = useMemo((): WalletsArg => {
    const query: { entries: number; search?: string; chains?: string; include?: string } = {
      entries: search ? walletsSearchPageSize : walletsPageSize,
    }
    if (search) query.search = search
    if (networks.length > 0) query.chains = networks.map((n) => n.caipNetworkId).join(',')
    if (walletOptions.included.length > 0) query.include = walletOptions.included.join(',')
    return { query } as WalletsArg
  }, [search, networks, walletOptions.included])

  // The featured wallets head the list only when not searching; the Connect view asks the same.
  const featured = useWalletPages(engine, search || !featuredArg ? skipToken : featuredArg).result
  const { result, loadMore: nextPage, retry } = useWalletPages(engine, arg)

  const wallets = useMemo((): PorticoWallet[] => {
    if (!engine) return []
    const term = search.toLowerCase()
    const installedRdns = new Set(browserWallets.flatMap((c) => (c.rdns ? [c.rdns] : [])))
    const page = browserWallets
      .filter((c) => c.name.toLowerCase().includes(term))
      .map((c): PorticoWallet => ({
        id: c.id,
        name: c.name,
        imageUrl: c.imageUrl,
        imageId: c.imageId,
        connectorId: c.id,
        rdns: c.rdns,
        installed: true,
        recent: false,
      }))
    const head = search ? [] : featuredInHostOrder(featured?.data, walletOptions.featured)
    const seen = new Set<string>()
    const directory = [...head, ...entriesOf(result?.data)].flatMap((entry): PorticoWallet[] => {
      if (seen.has(entry.id) || hidden({ id: entry.id, name: entry.name, rdns: entry.rdns })) return []
      seen.add(entry.id)
      // A wallet the page has is listed as the page's, above.
      if (entry.rdns && installedRdns.has(entry.rdns)) return []
      // One the page has but does not list among its own still connects directly.
      const connector = entry.rdns ? connectors.find((c) => c.installed && c.rdns === entry.rdns) : undefined
      return [
        {
          id: entry.id,
          name: entry.name,
          imageId: entry.image_id,
          walletId: entry.id,
          connectorId: connector?.id,
          rdns: entry.rdns ?? undefined,
          installed: false,
          recent: false,
        },
      ]
    })
    return [...page, ...directory].map((wallet) => withImageSrc(wallet, engine, services))
  }, [
    engine,
    search,
    browserWallets,
    featured?.data,
    walletOptions.featured,
    result?.data,
    hidden,
    connectors,
    services,
  ])

  // Section 9: the image batch for paging takes the first 20 of each page; the tiles that
  // scroll into view later ask for their own. Asked when the page is idle, so the frame that
  // shows a search's results is painted before twenty requests start.
  const preloaded = useRef(new Set<string>())
  useEffect(
    () =>
      whenIdle(() => {
        if (!engine) return
        const urls: string[] = []
        for (const page of result?.data?.pages ?? []) {
          for (const { image_id: imageId } of page.data.slice(0, imageBatchSize)) {
            // The directory may list a wallet without a logo: its tile shows the placeholder.
            const url = imageId && engine.imageUrl(services, 'getWalletImage', imageId)
            if (!url || preloaded.current.has(url)) continue
            preloaded.current.add(url)
            urls.push(url)
          }
        }
        preloadImages(urls)
      }),
    [engine, result?.data, services],
  )

  // Not asked yet (the subscription starts after this render) counts as asking.
  const pending = !engine || !result || result.isUninitialized || result.isLoading
  const hasMore = result?.hasNextPage ?? false
  const loadMore = useCallback(() => {
    if (hasMore && !pending) nextPage()
  }, [hasMore, pending, nextPage])
  const connect = useConnectWallet()
  return {
    /** The search the list is for: what was typed, once the typing stopped. */
    search,
    wallets,
    total: result?.data?.pages[0]?.count,
    // Another search is another list: what is shown is always the current ask's answer.
    isLoading: !result?.data && pending,
    isError: !result?.data && result?.isError === true,
    /** The failed answer's HTTP status, said in the spec's words where the failure shows. */
    httpStatus: result?.data ? undefined : httpStatusOf(result?.error),
    /** The failure was the wait's bound ("Request timed out"), said where the failure shows. */
    timedOut: !result?.data && result?.isError === true && isTimedOut(result.error),
    hasMore,
    isLoadingMore: result?.isFetchingNextPage ?? false,
    loadMore,
    retry,
    connect,
  }
}
