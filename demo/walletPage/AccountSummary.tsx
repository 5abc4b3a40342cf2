// The wallet's own accounts: the keys it signs with and what they hold on anvil.
import { formatEther, type Address } from 'viem'
import type { WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { useBalances } from './useBalances'

function balanceText(balances: ReturnType<typeof useBalances>, address: Address): string {
  if (balances === undefined) return 'reading…'
  if (balances === 'unreachable') return 'anvil unreachable'
  const wei = balances.get(address)
  return wei === undefined ? '—' : `${formatEther(wei)} ETH`
}

export function AccountSummary({
  wallet,
  anvilUrl,
  relayUrl,
}: {
  wallet: WalletConnectWallet
  anvilUrl: string
  relayUrl: string
}) {
  const balances = useBalances(anvilUrl, wallet.addresses)
  return (
    <section className="wallet-card" aria-labelledby="accounts-title">
      <h2 id="accounts-title">Accounts</h2>
      <p className="wallet-muted">
        Anvil&apos;s test keys, signing in this page. A new session gets the first account; &ldquo;Add account&rdquo;
        gives it the others.
      </p>
      <ul className="wallet-accounts" aria-label="Accounts and anvil balances">
        {wallet.addresses.map((address) => (
          <li key={address}>
            <span className="wallet-mono">{address}</span>
            <span data-testid="balance">{balanceText(balances, address)}</span>
          </li>
        ))}
        {wallet.solanaAddress && (
          <li>
            <span className="wallet-mono">{wallet.solanaAddress}</span>
            <span>Solana (signs messages only)</span>
          </li>
        )}
      </ul>
      <p className="wallet-muted">
        Chain: anvil at <code>{anvilUrl}</code>. Relay: <code>{relayUrl}</code>.
      </p>
    </section>
  )
}
