'use client'
import { skipToken } from '@reduxjs/toolkit/query'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { directoryApi } from '../../api/porticoApi'
import { walletConnectConnectorId } from '../../connectors/walletConnect/info'
import { useT } from '../../i18n'
import { connectRequested } from '../../features/connection/actions'
import {
  selectAllWalletsOffered,
  selectFeaturedWalletsArg,
  selectRecommendedWalletsArg,
  type WalletItem,
} from '../../features/connection/connectList'
import { WalletRow } from '../components/WalletRow'
import { selectConnectList } from './selectConnectList'
import { useNavigate } from '../hooks/useNavigate'

/** The directory's total for the All Wallets button: the recommended ask's count plus the featured. */
function useDirectoryCount(): number | undefined {
  const featuredArg = usePorticoSelector(selectFeaturedWalletsArg)
  const recommendedArg = usePorticoSelector(selectRecommendedWalletsArg)
  // These subscriptions also fill the featured and recommended groups (selectConnectList
  // reads the same cache entries).
  const featured = directoryApi.useGetWalletsInfiniteQuery(featuredArg ?? skipToken)
  const recommended = directoryApi.useGetWalletsInfiniteQuery(recommendedArg)
  const rest = recommended.data?.pages[0]?.count
  if (rest === undefined) return undefined
  return rest + (featured.data?.pages[0]?.data.length ?? 0)
}

export function WalletList() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const navigate = useNavigate()
  const groups = usePorticoSelector(selectConnectList)
  const allWallets = usePorticoSelector(selectAllWalletsOffered)
  const count = useDirectoryCount()

  const choose = (item: WalletItem) => {
    // WalletConnect itself pairs on its own view, for any wallet (no walletId).
    if (item.connectorId === walletConnectConnectorId) navigate({ view: 'ConnectingWalletConnect' })
    else if (item.connectorId) dispatch(connectRequested({ connectorId: item.connectorId }))
    // A directory or custom wallet with no connector on the page is reached by WalletConnect.
    else navigate({ view: 'ConnectingWalletConnect', data: { walletId: item.walletId ?? item.id } })
  }

  return (
    <div className="p-stack">
      {groups.length === 0 && !allWallets && <p className="p-muted">{t('connect.noWallets')}</p>}
      {groups.map(({ group, items }) => (
        <ul key={group} className="p-stack" aria-label={t(`connect.group.${group}`)}>
          {items.map((item) => (
            <li key={item.id}>
              <WalletRow
                name={item.name}
                imageUrl={item.imageUrl}
                imageId={item.imageId}
                installed={item.installed}
                recent={item.recent}
                icon={group === 'walletConnect' && !item.imageUrl && !item.imageId ? 'walletConnect' : undefined}
                onClick={() => choose(item)}
              />
            </li>
          ))}
        </ul>
      ))}
      {allWallets && (
        <WalletRow
          name={t('connect.allWallets')}
          icon="grid"
          trailing={count !== undefined && <span className="p-badge">{t('connect.allWalletsCount', { count })}</span>}
          onClick={() => navigate({ view: 'AllWallets' })}
        />
      )}
    </div>
  )
}
