'use client'
// The account (sections 2 and 3): who is connected and with what (and every wallet connected,
// when the host has several at once), the wallet's features, the
// smart sessions (when switched on), and the Tokens, NFTs and Activity tabs. It renders state and dispatches; the token list and the
// profile come from flows, the activity from the history call's hook.
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNamespace, selectActiveNetwork } from '../../features/chain/selectors'
import { NetworkImage } from '../components/NetworkImage'
import { AccountHeader } from './AccountHeader'
import { AccountSwitcher } from './AccountSwitcher'
import { ConnectedWallets } from './ConnectedWallets'
import { AccountTabs } from './AccountTabs'
import { EmbeddedAccount } from './EmbeddedAccount'
import { accountStyles } from './accountStyles'
import { WalletFeatures } from './WalletFeatures'
import { SmartSessions } from './SmartSessions'

export function Account() {
  const t = useT()
  const account = usePorticoSelector(selectAccount)
  const namespace = usePorticoSelector(selectActiveNamespace)
  const network = usePorticoSelector(selectActiveNetwork)
  const address = account?.status === 'connected' ? account.address : undefined
  return (
    <div className="p-stack">
      <style>{accountStyles}</style>
      {account && address && namespace ? (
        <>
          <AccountHeader account={account} address={address} network={network} />
          <ConnectedWallets />
          <AccountSwitcher namespace={namespace} account={account} address={address} />
          <EmbeddedAccount />
          <WalletFeatures />
          <SmartSessions />
          <AccountTabs namespace={namespace} current={account.currentTab} />
        </>
      ) : (
        // Asked for while no wallet is connected (a host's explicit open).
        <div className="p-center">
          <p className="p-strong">{t('account.notConnected')}</p>
          <p className="p-account-bar">
            {/* The picture's alt text names the network, as in the network list. */}
            {network && <NetworkImage network={network} />}
            <span aria-hidden={network ? 'true' : undefined}>{network?.name ?? t('account.unknownNetwork')}</span>
          </p>
        </div>
      )}
    </div>
  )
}
