'use client'
// Who is connected: avatar and profile name (or the address), copy and explorer, the native
// balance, the wallet it came through, its network (to Networks) and the way out.
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { linkCopyRequested } from '../../features/clipboard/actions'
import { disconnectRequested } from '../../features/connection/actions'
import { selectAddressExplorerUrl, selectNativeBalance } from '../../features/account/viewSelectors'
import { selectListedConnections } from '../../features/connections/listed'
import type { AccountState } from '../../features/account/accountSlice'
import type { CaipNetwork } from '../../contract'
import { IconButton } from '../components/IconButton'
import { icons } from '../components/icons'
import { Name } from '../components/Name'
import { Skeleton } from '../components/Skeleton'
import { NetworkImage } from '../components/NetworkImage'
import { ConnectedWalletImage } from '../components/WalletImage'
import { Avatar } from '../components/Avatar'
import { formatBalance, shortAddress } from '../format'
import { useNavigate } from '../hooks/useNavigate'
import { AccountIcon } from './accountIcons'
import { useLocale } from '../hooks/useLocale'
import { Ltr } from '../components/Ltr'
import { WebLink } from '../components/WebLink'

function Balance({ status }: { status: AccountState['tokenBalanceStatus'] }) {
  const t = useT()
  const locale = useLocale()
  const native = usePorticoSelector(selectNativeBalance)
  if (native)
    return (
      // Left to right in any locale, isolated (the dir attribute): "-0.500 ETH" keeps its order.
      <p className="p-balance" dir="ltr">{`${formatBalance(native.balance, locale)} ${native.symbol}`}</p>
    )
  if (status === 'failed') return null
  return (
    <span role="status" aria-label={t('account.balanceLoading')}>
      <Skeleton width={96} height={22} />
    </span>
  )
}

export function AccountHeader({
  account,
  address,
  network,
}: {
  account: AccountState
  address: string
  network?: CaipNetwork
}) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const navigate = useNavigate()
  const explorerUrl = usePorticoSelector(selectAddressExplorerUrl)
  // Beside the connected wallets' own Disconnect (several at once), this one lets every wallet go.
  const several = usePorticoSelector(selectListedConnections).length > 1
  const wallet = account.connectedWalletInfo
  const networkName = network?.name ?? t('account.unknownNetwork')
  return (
    <div className="p-stack">
      <div className="p-account-header">
        <Avatar className="p-avatar" address={address} image={account.profileImage} />
        <p className="p-account-name">
          <span title={account.profileName ? undefined : address}>
            {account.profileName ? <Name text={account.profileName} /> : <Ltr>{shortAddress(address)}</Ltr>}
          </span>
          <IconButton
            label={t('account.copyAddress')}
            icon={icons.copy}
            onClick={() => dispatch(linkCopyRequested({ text: address, what: 'address' }))}
          />
          {network?.blockExplorers && (
            <WebLink
              href={explorerUrl}
              aria-label={t('account.explorer', { name: network.blockExplorers.default.name })}
            >
              <AccountIcon name="external" />
            </WebLink>
          )}
        </p>
        {account.profileName && (
          <p className="p-muted" title={address}>
            <Ltr>{shortAddress(address)}</Ltr>
          </p>
        )}
        <Balance status={account.tokenBalanceStatus} />
      </div>
      <div className="p-account-bar">
        {wallet && (
          <span className="p-wallet">
            <span aria-hidden="true">
              <ConnectedWalletImage wallet={wallet} />
            </span>
            <Name text={wallet.name} />
          </span>
        )}
        {/* Named by the network's picture, as in the network list; the title says what it does. */}
        <button
          type="button"
          className="p-chip"
          title={t('button.network', { name: networkName })}
          onClick={() => navigate({ view: 'Networks' })}
        >
          {network && <NetworkImage network={network} />}
          <span aria-hidden={network ? 'true' : undefined}>{networkName}</span>
        </button>
        <IconButton
          label={t(several ? 'account.disconnectAll' : 'account.disconnect')}
          icon={icons.disconnect}
          onClick={() => dispatch(disconnectRequested())}
        />
      </div>
    </div>
  )
}
