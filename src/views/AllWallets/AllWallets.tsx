'use client'
import { useCallback, useMemo } from 'react'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { connectRequested } from '../../features/connection/actions'
import { selectAvailableConnectors } from '../../features/connection/selectors'
import { selectBrowserWallets } from '../../features/connection/connectList'
import { Button } from '../components/Button'
import { Skeleton } from '../components/Skeleton'
import { TextInput } from '../components/TextInput'
import type { TileWallet } from '../components/WalletTile'
import { walletSearchWaitMs } from '../constants'
import { useDebouncedValue } from '../hooks/useDebouncedValue'
import { useNavigate } from '../hooks/useNavigate'
import { useViewState } from '../hooks/useViewState'
import { useWalletDirectory } from './useWalletDirectory'
import { gridColumns, gridViewportHeight, WalletGrid } from './WalletGrid'

function GridSkeleton() {
  return (
    <div className="p-grid-row" style={{ position: 'static', height: gridViewportHeight }} aria-hidden="true">
      {Array.from({ length: gridColumns * 3 }, (_, i) => (
        <Skeleton key={i} height={88} />
      ))}
    </div>
  )
}

export function AllWallets() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const navigate = useNavigate()
  const connectors = usePorticoSelector(selectAvailableConnectors)
  const browserWallets = usePorticoSelector(selectBrowserWallets)
  // What the visitor typed survives a trip to a wallet's screen and back.
  const [query, setQuery] = useViewState('AllWallets.search', '')
  const search = useDebouncedValue(query.trim(), walletSearchWaitMs)
  const directory = useWalletDirectory(search)
  // The page's own wallets first (Connect shows only the first few), those the search names;
  // then the directory without them. The grid is memoised: a keystroke re-renders the field,
  // not the tiles, so what it is given keeps its identity until the list itself changes.
  const tiles = useMemo(() => {
    const term = search.toLowerCase()
    const installed = browserWallets.filter((c) => c.name.toLowerCase().includes(term))
    const installedRdns = new Set(browserWallets.flatMap((c) => (c.rdns ? [c.rdns] : [])))
    return [
      ...installed.map((c): TileWallet => ({ id: c.id, name: c.name, imageUrl: c.imageUrl, imageId: c.imageId })),
      ...directory.wallets
        .filter((w) => !w.rdns || !installedRdns.has(w.rdns))
        .map((w): TileWallet => ({ id: w.id, name: w.name, imageId: w.image_id })),
    ]
  }, [browserWallets, directory.wallets, search])
  const choose = useCallback(
    (tile: TileWallet) => {
      if (browserWallets.some((c) => c.id === tile.id)) return void dispatch(connectRequested({ connectorId: tile.id }))
      const entry = directory.wallets.find((w) => w.id === tile.id)
      const connector = entry?.rdns ? connectors.find((c) => c.installed && c.rdns === entry.rdns) : undefined
      if (connector) dispatch(connectRequested({ connectorId: connector.id }))
      else navigate({ view: 'ConnectingWalletConnect', data: { walletId: tile.id } })
    },
    [browserWallets, directory.wallets, connectors, dispatch, navigate],
  )

  let body
  if (directory.isLoading) body = <GridSkeleton />
  else if (directory.isError)
    body = (
      <div className="p-center" role="alert">
        <p className="p-error-text">{t('allWallets.error')}</p>
        {directory.httpStatus !== undefined && (
          <p className="p-muted">{t('snackbar.httpStatus', { status: directory.httpStatus })}</p>
        )}
        <Button onClick={() => void directory.retry()}>{t('allWallets.retry')}</Button>
      </div>
    )
  else if (tiles.length === 0)
    body = (
      <div className="p-center">
        <p>{t('allWallets.empty')}</p>
        <p className="p-muted">{t('allWallets.emptyHint')}</p>
      </div>
    )
  else
    body = (
      <WalletGrid
        wallets={tiles}
        label={t('allWallets.grid')}
        onChoose={choose}
        hasMore={directory.hasMore}
        isLoadingMore={directory.isLoadingMore}
        onEndReached={directory.loadMore}
      />
    )

  return (
    <div className="p-stack">
      <TextInput
        type="search"
        label={t('allWallets.search.label')}
        hideLabel
        placeholder={t('allWallets.search.placeholder')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      <p className="p-muted" role="status" aria-live="polite">
        {directory.total !== undefined && t('allWallets.results', { count: directory.total })}
      </p>
      {body}
    </div>
  )
}
