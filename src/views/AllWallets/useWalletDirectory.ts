'use client'
// The All Wallets list: featured wallets first, then the directory's ranked pages (or the
// search results), without duplicates or excluded wallets; images asked for a page at a time.
import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { usePorticoSelector } from '../../react/context'
import { whenIdle } from '../../store/scheduling'
import { imageUrl } from '../../api/imageUrl'
import { directoryApi } from '../../api/porticoApi'
import { selectNetworks } from '../../features/chain/selectors'
import { selectExcludedWalletFilter, selectFeaturedWalletsArg } from '../../features/connection/connectList'
import { selectOptions } from '../../features/options/selectors'
import { selectServices } from '../../store/state'
import { imageBatchSize, walletsPageSize, walletsSearchPageSize } from '../constants'
import { entriesOf, featuredInHostOrder } from '../directoryPages'
import { preloadImages } from '../preloadImages'

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

export function useWalletDirectory(search: string) {
  const networks = usePorticoSelector(selectNetworks)
  const { wallets: walletOptions } = usePorticoSelector(selectOptions)
  const hidden = usePorticoSelector(selectExcludedWalletFilter)
  const featuredArg = usePorticoSelector(selectFeaturedWalletsArg)

  const arg = useMemo(() => {
    const query: { entries: number; search?: string; chains?: string; include?: string } = {
      entries: search ? walletsSearchPageSize : walletsPageSize,
    }
    if (search) query.search = search
    if (networks.length > 0) query.chains = networks.map((n) => n.caipNetworkId).join(',')
    if (walletOptions.included.length > 0) query.include = walletOptions.included.join(',')
    return { query }
  }, [search, networks, walletOptions.included])

  // The featured wallets head the list only when not searching; the Connect view asks the same.
  const featured = directoryApi.useGetWalletsInfiniteQuery(search || !featuredArg ? skipToken : featuredArg)
  const result = directoryApi.useGetWalletsInfiniteQuery(arg)

  const wallets = useMemo(() => {
    const order = walletOptions.featured
    const head = search ? [] : featuredInHostOrder(featured.currentData, order)
    const seen = new Set<string>()
    return [...head, ...entriesOf(result.currentData)].filter((entry) => {
      if (seen.has(entry.id) || hidden({ id: entry.id, name: entry.name, rdns: entry.rdns })) return false
      seen.add(entry.id)
      return true
    })
  }, [featured.currentData, result.currentData, hidden, search, walletOptions.featured])

  // Section 9: the image batch for paging takes the first 20 of each page; the tiles that
  // scroll into view later ask for their own. Asked when the page is idle, so the frame that
  // shows a search's results is painted before twenty requests start.
  const services = usePorticoSelector(selectServices)
  const preloaded = useRef(new Set<string>())
  useEffect(
    () =>
      whenIdle(() => {
        const urls: string[] = []
        for (const page of result.data?.pages ?? []) {
          for (const { image_id: imageId } of page.data.slice(0, imageBatchSize)) {
            // The directory may list a wallet without a logo: its tile shows the placeholder.
            const url = imageId && imageUrl(services, 'getWalletImage', imageId)
            if (!url || preloaded.current.has(url)) continue
            preloaded.current.add(url)
            urls.push(url)
          }
        }
        preloadImages(urls)
      }),
    [result.data, services],
  )

  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, refetch } = result
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])

  return {
    wallets,
    /** What the directory says it holds for this ask. */
    total: result.currentData?.pages[0]?.count,
    // Another search is another list: what is shown is always the current ask's answer.
    isLoading: !result.currentData && result.isFetching,
    isError: !result.currentData && result.isError,
    /** The failed answer's HTTP status, said in the spec's words where the failure shows. */
    httpStatus: result.currentData ? undefined : httpStatusOf(result.error),
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
    retry: refetch,
  }
}
