// A host that draws its own connect UI on portico/headless: no modal, none of its code. Each part
// is one hook of Portico's: the wallets (useConnectWallets, useWalletSearch), WalletConnect's QR
// code (useWalletConnect), the email login (useEmailLogin), a connection's state (useConnection),
// the sign-in (useSiwx) and the account.
import { PorticoHeadlessProvider, useConnection, useDisconnect, usePorticoAccount } from 'portico/headless'
import { config } from './config'
import { EmailLogin } from './EmailLogin'
import { SignInPrompt } from './SignInPrompt'
import { WalletConnectQr } from './WalletConnectQr'
import { WalletList } from './WalletList'

function Account() {
  const { address, isConnected } = usePorticoAccount()
  const { disconnect } = useDisconnect()
  if (!isConnected) return <p>Not connected</p>
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Connected</h2>
      <p>
        Account <output aria-label="Account address">{address}</output>
      </p>
      <button type="button" onClick={disconnect}>
        Disconnect
      </button>
    </section>
  )
}

/** A browser wallet's connection as it stands: waiting for the wallet, or why it did not connect. */
function Attempt() {
  const { status, wallet, error, retry } = useConnection()
  if (status === 'connecting') return <p role="status">Approve the connection in {wallet?.name ?? 'your wallet'}…</p>
  if (!error) return null
  return (
    <p role="alert">
      {error}{' '}
      <button type="button" onClick={retry}>
        Try again
      </button>
    </p>
  )
}

function Connect() {
  const { isConnected } = usePorticoAccount()
  if (isConnected) return null
  return (
    <>
      <Attempt />
      <WalletList />
      <WalletConnectQr />
      <EmailLogin />
    </>
  )
}

export function App() {
  return (
    <PorticoHeadlessProvider config={config}>
      <main>
        <h1>Headless host</h1>
        <Account />
        <SignInPrompt />
        <Connect />
      </main>
    </PorticoHeadlessProvider>
  )
}
