'use client'
import { useCallback, useMemo } from 'react'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { connectRequested } from '../../features/connection/actions'
import { selectAvailableConnectors } from '../../features/connection/selectors'
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
  // What the visitor typed survives a trip to a wallet's screen and back.
  const [query, setQuery] = useViewState('AllWallets.search', '')
  const search = useDebouncedValue(query.trim(), walletSearchWaitMs)
  const directory = useWalletDirectory(search)
  // The grid is memoised: a keystroke re-renders the field, not the tiles, so what it is given
  // keeps its identity until the list itself changes.
  const tiles = useMemo(() => directory.wallets.map((w): TileWallet => ({ id: w.id, name: w.name, imageId: w.image_id })), [directory.wallets])
  const choose = useCallback(
    (tile: TileWallet) => {
      const entry = directory.wallets.find((w) => w.id === tile.id)
      const connector = entry?.rdns ? connectors.find((c) => c.installed && c.rdns === entry.rdns) : undefined
      if (connector) dispatch(connectRequested({ connectorId: connector.id }))
      else navigate({ view: 'ConnectingWalletConnect', data: { walletId: tile.id } })
    },
    [directory.wallets, connectors, dispatch, navigate],
  )

  let body
  if (directory.isLoading) body = <GridSkeleton />
  else if (directory.isError)
    body = (
      <div className="p-center" role="alert">
        <p className="p-error-text">{t('allWallets.error')}</p>
        {directory.httpStatus !== undefined && <p className="p-muted">{t('snackbar.httpStatus', { status: directory.httpStatus })}</p>}
        <Button onClick={() => void directory.retry()}>{t('allWallets.retry')}</Button>
      </div>
    )
  else if (directory.wallets.length === 0)
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
        {directory.total !== undefined && t('allWallets.results', { count: directory.total.toLocaleString('en') })}
      </p>
      {body}
    </div>
  )
}
