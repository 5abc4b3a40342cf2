'use client'
import { useT } from '../../i18n'
import { useConnectWallets } from '../../headless/useConnectWallets'
import { useMemo } from 'react'
import { selectListedConnections } from '../../features/connections/listed'
import { usePorticoSelector } from '../../react/context'
import { WalletRow } from '../components/WalletRow'
import { useNavigate } from '../hooks/useNavigate'

/** The Connect view's wallets: the list a host's own UI gets from useConnectWallets, as rows. */
export function WalletList() {
  const t = useT()
  const navigate = useNavigate()
  const { groups, allWalletsOffered: allWallets, allWalletsCount: count, connect } = useConnectWallets()
  // Several wallets at once: those connected are marked (picking one again makes it act).
  const listed = usePorticoSelector(selectListedConnections)
  const connected = useMemo(() => new Set(listed.map((c) => c.connectorId)), [listed])

  return (
    <div className="p-stack">
      {groups.length === 0 && !allWallets && <p className="p-muted">{t('connect.noWallets')}</p>}
      {groups.map(({ group, wallets }) => (
        <ul key={group} className="p-stack" aria-label={t(`connect.group.${group}`)}>
          {wallets.map((item) => (
            <li key={item.id}>
              <WalletRow
                name={item.name}
                imageUrl={item.imageUrl}
                imageId={item.imageId}
                installed={item.installed}
                recent={item.recent}
                connected={!!item.connectorId && connected.has(item.connectorId)}
                icon={group === 'walletConnect' && !item.imageUrl && !item.imageId ? 'walletConnect' : undefined}
                onClick={() => connect(item)}
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
