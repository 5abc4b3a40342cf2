'use client'
// Several wallets at once (the host's `multiWallet`; README "Several wallets at once"): every
// wallet connected, in the order it came, with its account and network in each namespace; the
// one acting in the active namespace marked. Any other is made to act by Switch (no wallet is
// asked), each is disconnected alone, and Add a wallet opens Connect over Account. Each row shows
// its native balance: the acting wallet's is its account's, any other's the connections flow's.
import { useId, useRef } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import type { ChainNamespace } from '../../contract'
import { accountOf, networkOf } from '../../contract/caip'
import { selectActiveNamespace, selectNetworks } from '../../features/chain/selectors'
import { connectionDisconnectRequested, connectionSwitchRequested } from '../../features/connections/actions'
import type { ConnectionAccount, WalletConnection } from '../../features/connections/connectionsSlice'
import { selectListedConnections } from '../../features/connections/listed'
import { selectActingAccount, selectActs, selectListedBalance } from '../../features/connections/selectors'
import type { RootState } from '../../store/state'
import { Button } from '../components/Button'
import { IconButton } from '../components/IconButton'
import { icons } from '../components/icons'
import { Ltr } from '../components/Ltr'
import { Name } from '../components/Name'
import { ConnectedWalletImage } from '../components/WalletImage'
import { formatBalance, shortAddress } from '../format'
import { useLocale } from '../hooks/useLocale'
import { useNavigate } from '../hooks/useNavigate'

/** The wallet's account in one namespace: its address, its network, and its balance once known. */
function NamespaceAccount({
  connectorId,
  namespace,
  record,
}: {
  connectorId: string
  namespace: ChainNamespace
  record: ConnectionAccount
}) {
  const t = useT()
  const locale = useLocale()
  const networkId = networkOf(record.caipAddress)
  const network = usePorticoSelector(selectNetworks).find((n) => n.caipNetworkId === networkId)
  const acting = usePorticoSelector((state: RootState) => selectActingAccount(state, connectorId, namespace))
  const listed = usePorticoSelector((state: RootState) => selectListedBalance(state, record.caipAddress))
  const address = accountOf(record.caipAddress)
  // The account state's balance is the one of the account it holds now: the record's, while it
  // acts. Until it has one (or when it does not act), the one asked for the record's address.
  const own =
    acting?.caipAddress === record.caipAddress && acting.balance !== undefined && acting.balanceSymbol !== undefined
      ? { amount: acting.balance, symbol: acting.balanceSymbol }
      : listed
  const balance = own && `${formatBalance(own.amount, locale)} ${own.symbol}`
  return (
    <>
      <span className="p-connection-line" title={address}>
        <Ltr>{shortAddress(address)}</Ltr> · {network?.name ?? t('account.unknownNetwork')}
      </span>
      {balance && (
        <span className="p-connection-line">
          <Ltr>{balance}</Ltr>
        </span>
      )}
    </>
  )
}

function ConnectedWallet({ connection }: { connection: WalletConnection }) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const { connectorId, wallet } = connection
  const namespace = usePorticoSelector(selectActiveNamespace)
  const active = usePorticoSelector((state: RootState) => !!namespace && selectActs(state, connectorId, namespace))
  const accounts = Object.entries(connection.namespaces) as [ChainNamespace, ConnectionAccount][]
  // Switch gives way to Active once pressed: the focus goes to its row (read with Active), not
  // out of the dialog, where Escape would no longer close it.
  const row = useRef<HTMLLIElement>(null)
  return (
    <li ref={row} tabIndex={-1} className="p-connection" aria-current={active ? 'true' : undefined}>
      {/* The name follows as text: the picture is not read twice. */}
      <span aria-hidden="true">
        <ConnectedWalletImage wallet={wallet} />
      </span>
      <span className="p-connection-text">
        <span className="p-connection-name">
          <Name text={wallet.name} />
        </span>
        {accounts.map(([ns, record]) => (
          <NamespaceAccount key={ns} connectorId={connectorId} namespace={ns} record={record} />
        ))}
      </span>
      <span className="p-connection-actions">
        {active ? (
          <span className="p-badge p-badge-installed">{t('account.active')}</span>
        ) : (
          <button
            type="button"
            className="p-connection-switch"
            aria-label={t('account.switchTo', { name: wallet.name })}
            onClick={() => {
              row.current?.focus()
              dispatch(connectionSwitchRequested({ connectorId }))
            }}
          >
            {t('account.switch')}
          </button>
        )}
        <IconButton
          label={t('account.disconnectWallet', { name: wallet.name })}
          icon={icons.disconnect}
          onClick={() => dispatch(connectionDisconnectRequested({ connectorId }))}
        />
      </span>
    </li>
  )
}

export function ConnectedWallets() {
  const t = useT()
  const navigate = useNavigate()
  const id = useId()
  const connections = usePorticoSelector(selectListedConnections)
  if (connections.length === 0) return null
  return (
    <div className="p-stack">
      <h3 id={`${id}-title`} className="p-strong p-connections-title">
        {t('account.connectedWallets')}
      </h3>
      <ul className="p-connections" aria-labelledby={`${id}-title`}>
        {connections.map((connection) => (
          <ConnectedWallet key={connection.connectorId} connection={connection} />
        ))}
      </ul>
      <Button onClick={() => navigate({ view: 'Connect' })}>{t('account.addWallet')}</Button>
    </div>
  )
}
