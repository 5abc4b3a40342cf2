// The host app of the offline demo: what a site embedding Portico writes. Everything below the
// header uses Portico's public hooks only; the wallet panel on the side is the "extension".
import { useState } from 'react'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { fixtures } from '../mocks/db/fixtures'
// Portico's public entry, as a host imports it ('portico').
import {
  AccountButton,
  anvil,
  mainnet,
  NetworkButton,
  polygon,
  PorticoProvider,
  useDisconnect,
  usePorticoAccount,
  usePorticoNetwork,
  useWalletProvider,
  type PorticoConfig,
} from '../src'
import { DemoWalletPanel } from './DemoWalletPanel'
import { defaultMessage } from './settings'
import type { DemoWalletHandle } from './wallet'

export function demoConfig(anvilUrl: string, mockServer?: string): PorticoConfig {
  return {
    // The mocked directory knows this project; any 32-hex id would do offline.
    projectId: fixtures.projectId,
    metadata: { name: 'Portico offline demo', url: window.location.origin },
    networks: [anvil(anvilUrl), mainnet, polygon],
    // Without a mock server, the service worker answers Portico's default hosts.
    ...(mockServer && {
      baseUrls: { blockchain: `${mockServer}/blockchain`, directory: `${mockServer}/directory`, analytics: `${mockServer}/analytics` },
    }),
  }
}

type Signing = { state: 'idle' } | { state: 'waiting' } | { state: 'signed'; message: string; signature: Hex; valid: boolean } | { state: 'failed'; error: string }

function SignMessage({ address }: { address: Hex }) {
  const { provider } = useWalletProvider()
  const [message, setMessage] = useState(defaultMessage)
  const [signing, setSigning] = useState<Signing>({ state: 'idle' })

  const sign = async () => {
    if (!provider) return
    setSigning({ state: 'waiting' })
    try {
      const request = (provider as { request(args: { method: string; params: unknown[] }): Promise<unknown> }).request
      const signature = (await request({ method: 'personal_sign', params: [stringToHex(message), address] })) as Hex
      setSigning({ state: 'signed', message, signature, valid: await verifyMessage({ address, message, signature }) })
    } catch (error) {
      const { code, message: text } = error as { code?: number; message?: string }
      setSigning({ state: 'failed', error: `${text ?? String(error)}${code !== undefined ? ` (code ${code})` : ''}` })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label className="demo-field">
        Message
        <input value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <button type="button" onClick={() => void sign()} disabled={!provider || signing.state === 'waiting'}>
        Sign message
      </button>
      <div role="status" aria-live="polite">
        {signing.state === 'waiting' && <p>Waiting for the wallet… (answer it in the demo wallet panel)</p>}
        {signing.state === 'failed' && <p className="demo-error">Not signed: {signing.error}</p>}
        {signing.state === 'signed' && (
          <>
            <p>Signature {signing.valid ? '(verified against the address)' : '(does NOT verify)'}:</p>
            <output className="demo-mono" data-testid="signature">
              {signing.signature}
            </output>
          </>
        )}
      </div>
    </section>
  )
}

function Session() {
  const { address, status, isConnected } = usePorticoAccount()
  const { caipNetwork } = usePorticoNetwork()
  const { disconnect } = useDisconnect()
  return (
    <>
      <section className="demo-card" aria-labelledby="session-title">
        <h2 id="session-title">Session</h2>
        <dl className="demo-pairs">
          <dt>Status</dt>
          <dd data-testid="status">{status}</dd>
          <dt>Address</dt>
          <dd className="demo-mono" data-testid="address">
            {address ?? '—'}
          </dd>
          <dt>Network</dt>
          <dd data-testid="network">{caipNetwork ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})` : '—'}</dd>
        </dl>
        {isConnected && (
          <button type="button" onClick={disconnect}>
            Disconnect (useDisconnect)
          </button>
        )}
      </section>
      {isConnected && address && <SignMessage address={address as Hex} />}
    </>
  )
}

export function App({ anvilUrl, mockServer, wallet }: { anvilUrl: string; mockServer?: string; wallet: DemoWalletHandle }) {
  // Created once: PorticoProvider reads its config on the first render only.
  const [config] = useState(() => demoConfig(anvilUrl, mockServer))
  return (
    <PorticoProvider config={config}>
      <header className="demo-header">
        <strong>Portico offline demo</strong>
        <nav className="demo-buttons">
          <NetworkButton />
          {/* AccountButton is the ConnectButton while disconnected. */}
          <AccountButton />
        </nav>
      </header>
      <div className="demo-layout">
        <main>
          <section className="demo-card">
            <h1>Connect a wallet, offline</h1>
            <p>
              Everything on this page runs on your machine: Portico&apos;s services are answered by mocks
              {mockServer ? <> at <code>{mockServer}</code></> : ' in a service worker'}, the
              chain is a local anvil node at <code>{anvilUrl}</code>, and the wallet is simulated in the page (right).
            </p>
            <ol>
              <li>
                <strong>Connect Wallet</strong>, pick <em>Portico Demo Wallet</em>, then approve the request in the demo wallet panel.
              </li>
              <li>Switch networks with the network button; the wallet follows. Put the wallet on OP Mainnet to see an unsupported network.</li>
              <li>Sign a message below, then disconnect from the account button.</li>
            </ol>
          </section>
          <Session />
        </main>
        <DemoWalletPanel handle={wallet} />
      </div>
    </PorticoProvider>
  )
}
