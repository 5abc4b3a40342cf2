'use client'
import { useCallback, useMemo } from 'react'
import { useT } from '../../i18n'
import { useWalletSearch } from '../../headless/useWalletSearch'
import { Button } from '../components/Button'
import { Skeleton } from '../components/Skeleton'
import { TextInput } from '../components/TextInput'
import type { TileWallet } from '../components/WalletTile'
import { useViewState } from '../hooks/useViewState'
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
  // What the visitor typed survives a trip to a wallet's screen and back.
  const [query, setQuery] = useViewState('AllWallets.search', '')
  const directory = useWalletSearch(query)
  const { wallets, connect } = directory
  // The grid is memoised: a keystroke re-renders the field, not the tiles, so what it is given
  // keeps its identity until the list itself changes.
  const tiles = useMemo(
    () => wallets.map((w): TileWallet => ({ id: w.id, name: w.name, imageUrl: w.imageUrl, imageId: w.imageId })),
    [wallets],
  )
  const choose = useCallback(
    (tile: TileWallet) => {
      const wallet = wallets.find((w) => w.id === tile.id)
      if (wallet) connect(wallet)
    },
    [wallets, connect],
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
        {directory.timedOut && <p className="p-muted">{t('failure.timedOut')}</p>}
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
