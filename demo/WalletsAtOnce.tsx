// Several wallets at once (`?multi=1`, the config's `multiWallet`) as a host reads them: the
// wallets connected (useConnections), the one that acts in the active namespace and in each
// namespace (useActiveConnection), and the account (usePorticoAccount). One component, so one
// render shows what every hook says: after a Switch they change together, or the page shows them
// disagree (the browser tests read them from one look at the page).
// Portico's public entry, as a host imports it ('portico').
import {
  useActiveConnection,
  useConnections,
  usePorticoAccount,
  usePorticoNetwork,
  type ChainNamespace,
  type PorticoConnection,
} from '../src'

/** A wallet and its account, written the same whichever hook told them: `name caipAddress`, or a dash. */
const shown = (name?: string, caipAddress?: string) => (name ? `${name} ${caipAddress ?? ''}`.trim() : '—')

/** The wallet that acts, with its account in `namespace`. */
const actingIn = (connection?: PorticoConnection, namespace?: ChainNamespace) =>
  shown(connection?.wallet.name, namespace && connection?.namespaces[namespace]?.caipAddress)

export function WalletsAtOnce() {
  const { connections } = useConnections()
  const acting = useActiveConnection()
  const actingEvm = useActiveConnection('eip155')
  const actingSolana = useActiveConnection('solana')
  const account = usePorticoAccount()
  const evmAccount = usePorticoAccount('eip155')
  const solanaAccount = usePorticoAccount('solana')
  // The namespace useActiveConnection() reads by default: the active network's.
  const activeNamespace = usePorticoNetwork().caipNetwork?.chainNamespace
  return (
    <section className="demo-card" aria-labelledby="wallets-title" data-testid="wallets-at-once">
      <h2 id="wallets-title">Wallets at once</h2>
      <ol aria-label="Connected wallets (useConnections)">
        {connections.map(({ connectorId, wallet, namespaces, active }) => (
          <li key={connectorId} data-connector-id={connectorId} data-active={active.join(' ')}>
            <strong data-field="name">{wallet.name}</strong>
            {Object.values(namespaces).map((record) => (
              <span key={record.caipAddress} className="demo-mono" data-field="account">
                {' '}
                {record.caipAddress}
              </span>
            ))}
            {active.length > 0 && <em> acting on {active.join(', ')}</em>}
          </li>
        ))}
      </ol>
      <dl className="demo-pairs">
        <dt>Acting (useActiveConnection)</dt>
        <dd className="demo-mono" data-testid="acting">
          {actingIn(acting, activeNamespace)}
        </dd>
        <dt>Acting on EVM (useActiveConnection(&apos;eip155&apos;))</dt>
        <dd className="demo-mono" data-testid="acting-eip155">
          {actingIn(actingEvm, 'eip155')}
        </dd>
        <dt>Acting on Solana (useActiveConnection(&apos;solana&apos;))</dt>
        <dd className="demo-mono" data-testid="acting-solana">
          {actingIn(actingSolana, 'solana')}
        </dd>
        <dt>Account (usePorticoAccount())</dt>
        <dd className="demo-mono" data-testid="account">
          {shown(account.connectedWalletInfo?.name, account.caipAddress)}
        </dd>
        <dt>EVM account (usePorticoAccount(&apos;eip155&apos;))</dt>
        <dd className="demo-mono" data-testid="account-eip155">
          {shown(evmAccount.connectedWalletInfo?.name, evmAccount.caipAddress)}
        </dd>
        <dt>Solana account (usePorticoAccount(&apos;solana&apos;))</dt>
        <dd className="demo-mono" data-testid="account-solana">
          {shown(solanaAccount.connectedWalletInfo?.name, solanaAccount.caipAddress)}
        </dd>
      </dl>
    </section>
  )
}
