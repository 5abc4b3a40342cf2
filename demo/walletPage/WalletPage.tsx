// The demo's WalletConnect wallet, a second tab beside the demo: pair with the dapp's URI, answer
// its connection request and its signing requests, and change or end the session from here.
import type { WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { AccountSummary } from './AccountSummary'
import { PairForm } from './PairForm'
import { ProposalList } from './ProposalList'
import { RequestList } from './RequestList'
import { SessionList } from './SessionList'

export function WalletPage({
  wallet,
  anvilUrl,
  relayUrl,
}: {
  wallet: WalletConnectWallet
  anvilUrl: string
  relayUrl: string
}) {
  return (
    <>
      <header className="wallet-header">
        <h1>Portico demo wallet</h1>
        <p className="wallet-muted">A WalletConnect wallet running in this tab, for the Portico offline demo.</p>
      </header>
      <main className="wallet-layout">
        <div className="wallet-column">
          <PairForm wallet={wallet} />
          <ProposalList wallet={wallet} />
          <RequestList wallet={wallet} />
        </div>
        <div className="wallet-column">
          <SessionList wallet={wallet} />
          <AccountSummary wallet={wallet} anvilUrl={anvilUrl} relayUrl={relayUrl} />
        </div>
      </main>
    </>
  )
}
