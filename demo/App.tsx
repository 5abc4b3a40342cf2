// The host app of the offline demo: what a site embedding Portico writes. Everything below the
// header uses Portico's public hooks only; the wallet panel on the side is the "extension".
import { useEffect, useState } from 'react'
import { createPublicClient, http, parseEther, stringToHex, type Hex } from 'viem'
import { fixtures } from '../mocks/db/fixtures'
import { demoTokenAddress } from '../mocks/chain/demoToken'
import { solanaLocalnet as solanaLocalnetId } from '../mocks/db/chains'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
// Portico's public entry, as a host imports it ('portico').
import {
  AccountButton,
  anvil,
  bitcoin,
  mainnet,
  NetworkButton,
  polygon,
  PorticoProvider,
  solana,
  solanaLocalnet,
  useDisconnect,
  usePorticoAccount,
  usePorticoNetwork,
  useWalletConnectPairing,
  useSiwx,
  useSmartSessions,
  usePay,
  useWalletProvider,
  type PayError,
  type PorticoConfig,
} from '../src'
import { DemoWalletPanel } from './DemoWalletPanel'
import { WalletsAtOnce } from './WalletsAtOnce'
import { InboxPanel } from './InboxPanel'
import { EventLog } from './EventLog'
import type { ReceivedEvents } from './receivedEvents'
import { announcePairingUri } from './walletBridge'
import { defaultMessage, readSettings, type DemoSettings } from './settings'
import { secondDemoWallet, type DemoWalletHandle } from './wallet'

export function demoConfig(
  anvilUrl: string,
  mockServer?: string,
  settings: Pick<
    DemoSettings,
    | 'relayUrl'
    | 'solana'
    | 'solanaUrl'
    | 'bitcoin'
    | 'frameUrl'
    | 'checkoutUrl'
    | 'siwx'
    | 'smartSessions'
    | 'analytics'
    | 'locale'
    | 'paymasterUrl'
    | 'multiWallet'
    | 'farcasterMiniApp'
  > = readSettings(),
): PorticoConfig {
  return {
    // The mocked directory knows this project; any 32-hex id would do offline.
    projectId: fixtures.projectId,
    metadata: { name: 'Portico offline demo', url: window.location.origin },
    networks: [
      anvil(anvilUrl),
      mainnet,
      polygon,
      // The local Solana chain (scripts/dev.ts), named by its genesis hash.
      ...(settings.solanaUrl
        ? [solanaLocalnet({ genesisHash: solanaLocalnetId.split(':')[1]!, rpcUrl: settings.solanaUrl })]
        : []),
      ...(settings.solana ? [solana] : []),
      ...(settings.bitcoin ? [bitcoin] : []),
    ],
    // Swaps on the local chain too: the mocks quote from its pool (mocks/chain/swapPool.ts).
    swapNetworks: ['eip155:31337'],
    // The local relay (scripts/dev.ts); Verify is a public service, unreachable offline.
    walletConnect: { relayUrl: settings.relayUrl, verify: false },
    // The embedded wallet's fake frame on its own origin (scripts/dev.ts's second server); without
    // it, none: offline, the public secure site cannot answer.
    embeddedWallet: settings.frameUrl ? { frameUrl: settings.frameUrl } : false,
    // Buying: the Meld-type provider's page is the fake provider too (the Coinbase-type one's
    // URL comes from the mocks' generator, which leads there as well).
    ...(settings.checkoutUrl && { onramp: { meldUrl: settings.checkoutUrl } }),
    // Sign in with the wallet: Portico's own messages and session store (its storage, verified).
    ...(settings.siwx && { siwx: { required: settings.siwx === 'required' } }),
    // Sponsored gas (`?sponsorship=1`): the local ERC-7677 service (scripts/dev.ts) pays the fee.
    ...(settings.paymasterUrl && { sponsorship: { paymasterUrl: settings.paymasterUrl } }),
    // Several wallets at once (`?multi=1`): each stays connected, one of each namespace acts.
    ...(settings.multiWallet && { multiWallet: true }),
    ...(settings.farcasterMiniApp && { farcasterMiniApp: true }),
    // The modal's language: `?locale=ja`, or `?locale=auto` for the browser's.
    ...(settings.locale && { locale: settings.locale }),
    // Pay is off by default (section 9); the demo asks for a payment from its Pay card.
    features: { pay: true, analytics: settings.analytics, ...(settings.smartSessions && { smartSessions: true }) },
    // Without a mock server, the service worker answers Portico's default hosts.
    ...(mockServer && {
      baseUrls: {
        blockchain: `${mockServer}/blockchain`,
        directory: `${mockServer}/directory`,
        analytics: `${mockServer}/analytics`,
      },
    }),
  }
}

type Signing =
  | { state: 'idle' }
  | { state: 'waiting' }
  | { state: 'signed'; message: string; signature: Hex; valid: boolean }
  | { state: 'failed'; error: string }

/**
 * Checked on the local node: an EOA's signature by recovery, a smart account's (the embedded
 * wallet's) by its ERC-1271 answer, as viem's verifyMessage does with a client.
 */
function SignMessage({ address, anvilUrl }: { address: Hex; anvilUrl: string }) {
  const { provider } = useWalletProvider()
  const [message, setMessage] = useState(defaultMessage)
  const [signing, setSigning] = useState<Signing>({ state: 'idle' })

  const sign = async () => {
    if (!provider) return
    setSigning({ state: 'waiting' })
    try {
      const request = (provider as { request(args: { method: string; params: unknown[] }): Promise<unknown> }).request
      const signature = (await request({ method: 'personal_sign', params: [stringToHex(message), address] })) as Hex
      const node = createPublicClient({ transport: http(anvilUrl) })
      setSigning({
        state: 'signed',
        message,
        signature,
        valid: await node.verifyMessage({ address, message, signature }),
      })
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

/** What the wallet page needs: the pairing URI the modal shows as a QR code, to paste or to receive by itself. */
function WalletConnectPairing() {
  const { status, uri } = useWalletConnectPairing()
  // The wallet page (a second tab on this origin) picks the URI up by itself.
  useEffect(() => {
    if (uri) announcePairingUri(uri)
  }, [uri])
  return (
    <section className="demo-card" aria-labelledby="pairing-title">
      <h2 id="pairing-title">WalletConnect</h2>
      <p>
        Open the{' '}
        <a href="/wallet.html" target="_blank" rel="noopener">
          demo wallet page
        </a>{' '}
        in a second tab, then choose <em>WalletConnect</em> in the modal: the page receives the pairing URI by itself,
        or paste it from here.
      </p>
      <label className="demo-field">
        Pairing URI
        <input
          readOnly
          value={uri ?? ''}
          placeholder={status === 'loading' ? 'Creating a pairing…' : 'Choose WalletConnect in the modal'}
        />
      </label>
    </section>
  )
}

type Sending =
  { state: 'idle' } | { state: 'waiting' } | { state: 'sent'; hash: Hex } | { state: 'failed'; error: string }

/** anvil's second account: a recipient the demo wallet does not hold. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function SendTransaction({ address }: { address: Hex }) {
  const { provider } = useWalletProvider()
  const [sending, setSending] = useState<Sending>({ state: 'idle' })
  const send = async () => {
    if (!provider) return
    setSending({ state: 'waiting' })
    try {
      const request = (provider as { request(args: { method: string; params: unknown[] }): Promise<unknown> }).request
      const hash = (await request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` }],
      })) as Hex
      setSending({ state: 'sent', hash })
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      setSending({
        state: 'failed',
        error: `${message ?? String(error)}${code !== undefined ? ` (code ${code})` : ''}`,
      })
    }
  }
  return (
    <section className="demo-card" aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <p>
        0.01 ETH to <code className="demo-mono">{recipient}</code> (anvil&apos;s second account).
      </p>
      <button type="button" onClick={() => void send()} disabled={!provider || sending.state === 'waiting'}>
        Send transaction
      </button>
      <div role="status" aria-live="polite">
        {sending.state === 'waiting' && <p>Waiting for the wallet…</p>}
        {sending.state === 'failed' && <p className="demo-error">Not sent: {sending.error}</p>}
        {sending.state === 'sent' && (
          <p>
            Sent:{' '}
            <output className="demo-mono" data-testid="transaction">
              {sending.hash}
            </output>
          </p>
        )}
      </div>
    </section>
  )
}

/** Sign in with the wallet as the host reads it (useSiwx): shown when the page asks for it (`?siwx=on|required`). */
function SignIn() {
  const { status, session, signIn, signOut } = useSiwx()
  if (!readSettings().siwx) return null
  return (
    <section className="demo-card" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in with the wallet</h2>
      <dl className="demo-pairs">
        <dt>Sign-in</dt>
        <dd data-testid="siwx-status">{status}</dd>
        {session?.expirationTime && (
          <>
            <dt>Until</dt>
            <dd>{new Date(session.expirationTime).toLocaleString()}</dd>
          </>
        )}
      </dl>
      {status === 'signedIn' ? (
        <button type="button" onClick={signOut}>
          Sign out (useSiwx)
        </button>
      ) : (
        <button type="button" onClick={signIn}>
          Sign in (useSiwx)
        </button>
      )}
    </section>
  )
}

type Granting = { state: 'idle' | 'waiting' } | { state: 'granted'; context: Hex } | { state: 'failed'; error: string }

/**
 * Smart sessions as a host asks for them (useSmartSessions), shown with `?smartSessions=1`: a key
 * of the page's own may move PTC for the account for a day. The smart account's owner approves
 * in the embedded wallet's frame; the Account view lists the session and revokes it.
 */
function SmartSession() {
  const { grantPermissions, sessions } = useSmartSessions()
  const { caipNetwork } = usePorticoNetwork()
  const [granting, setGranting] = useState<Granting>({ state: 'idle' })
  if (!readSettings().smartSessions) return null
  const grant = async () => {
    setGranting({ state: 'waiting' })
    try {
      const { context } = await grantPermissions({
        chainId: `0x${Number(caipNetwork?.id ?? 0).toString(16)}`,
        expiry: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey().publicKey }] } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: demoTokenAddress, abi: [], functions: [{ functionName: 'transfer' }] },
          },
        ],
        policies: [],
      })
      setGranting({ state: 'granted', context })
    } catch (error) {
      setGranting({ state: 'failed', error: (error as Error).message })
    }
  }
  const live = sessions.filter((s) => s.context !== null && s.revokedAt === null).length
  return (
    <section className="demo-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Smart sessions</h2>
      <dl className="demo-pairs">
        <dt>Grant</dt>
        <dd data-testid="grant-status">{granting.state}</dd>
        <dt>Live sessions</dt>
        <dd data-testid="live-sessions">{live}</dd>
        {granting.state === 'granted' && (
          <>
            <dt>Context</dt>
            <dd className="demo-mono">{granting.context.slice(0, 18)}…</dd>
          </>
        )}
        {granting.state === 'failed' && (
          <>
            <dt>Error</dt>
            <dd role="alert">{granting.error}</dd>
          </>
        )}
      </dl>
      <button type="button" disabled={granting.state === 'waiting'} onClick={() => void grant()}>
        Grant a session (useSmartSessions)
      </button>
    </section>
  )
}

type Paying =
  | { state: 'idle' | 'waiting' }
  | { state: 'paid'; hash: string; method: string }
  | { state: 'failed'; code: string; error: string }

/** What the demo asks for: 0.01 ETH on the local chain to anvil's third account. */
const demoPayment = {
  recipient: fixtures.anvilAccounts[2]!,
  amount: '0.01',
  network: 'eip155:31337',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const

/** A payment as a host asks for one (usePay): the promise's outcome, as the host gets it. */
function PayCard() {
  const { pay } = usePay()
  const [paying, setPaying] = useState<Paying>({ state: 'idle' })
  const ask = async () => {
    setPaying({ state: 'waiting' })
    try {
      const result = await pay({ ...demoPayment })
      setPaying({ state: 'paid', hash: result.hash, method: result.method })
    } catch (error) {
      const { code, message } = error as PayError
      setPaying({ state: 'failed', code, error: message })
    }
  }
  return (
    <section className="demo-card" aria-labelledby="pay-title">
      <h2 id="pay-title">Pay</h2>
      <p>The demo asks for {demoPayment.amount} ETH on Anvil, paid to anvil&apos;s third account.</p>
      <dl className="demo-pairs">
        <dt>Payment</dt>
        <dd data-testid="pay-status">{paying.state}</dd>
        {paying.state === 'paid' && (
          <>
            <dt>Transaction</dt>
            <dd className="demo-mono" data-testid="pay-hash">
              {paying.hash}
            </dd>
          </>
        )}
        {paying.state === 'failed' && (
          <>
            <dt>Error</dt>
            <dd role="alert">{`${paying.code}: ${paying.error}`}</dd>
          </>
        )}
      </dl>
      <button type="button" disabled={paying.state === 'waiting'} onClick={() => void ask()}>
        Pay {demoPayment.amount} ETH (usePay)
      </button>
    </section>
  )
}

/** The page's session key: what the granted session lets act for the account (kept for the visit). */
let pageKey: ReturnType<typeof privateKeyToAccount> | undefined
const sessionKey = () => (pageKey ??= privateKeyToAccount(generatePrivateKey()))

function Session({ anvilUrl, multiWallet }: { anvilUrl: string; multiWallet?: boolean }) {
  const { address, status, isConnected } = usePorticoAccount()
  const solanaAccount = usePorticoAccount('solana')
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
          {solanaAccount.isConnected && (
            <>
              <dt>Solana account</dt>
              <dd className="demo-mono" data-testid="solana-address">
                {solanaAccount.address}
              </dd>
            </>
          )}
        </dl>
        {isConnected && (
          <button type="button" onClick={disconnect}>
            Disconnect (useDisconnect)
          </button>
        )}
      </section>
      {multiWallet && <WalletsAtOnce />}
      {isConnected && <SignIn />}
      {isConnected && <SmartSession />}
      <PayCard />
      {isConnected && address && <SignMessage address={address as Hex} anvilUrl={anvilUrl} />}
      {isConnected && address && <SendTransaction address={address as Hex} />}
      {!isConnected && <WalletConnectPairing />}
    </>
  )
}

export function App({
  anvilUrl,
  mockServer,
  wallet,
  secondWallet,
  received,
}: {
  anvilUrl: string
  mockServer?: string
  wallet: DemoWalletHandle
  /** The second EIP-6963 demo wallet (`?multi=1`), with a panel of its own. */
  secondWallet?: DemoWalletHandle
  /** What the in-page mock analytics service received; absent with an HTTP mock server. */
  received?: ReceivedEvents
}) {
  // Created once: PorticoProvider reads its config on the first render only.
  const [config] = useState(() => demoConfig(anvilUrl, mockServer))
  const frameUrl = config.embeddedWallet ? config.embeddedWallet.frameUrl : undefined
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
              {mockServer ? (
                <>
                  {' '}
                  at <code>{mockServer}</code>
                </>
              ) : (
                ' in a service worker'
              )}
              , the chain is a local anvil node at <code>{anvilUrl}</code>, and the wallet is simulated in the page
              (right).
            </p>
            <ol>
              <li>
                <strong>Connect Wallet</strong>, pick <em>Portico Demo Wallet</em>, then approve the request in the demo
                wallet panel.
              </li>
              <li>
                Or choose <strong>WalletConnect</strong> and pair the{' '}
                <a href="/wallet.html" target="_blank" rel="noopener">
                  demo wallet page
                </a>{' '}
                in a second tab, through the local relay.
              </li>
              <li>
                Switch networks with the network button; the wallet follows. Put the wallet on OP Mainnet to see an
                unsupported network.
              </li>
              {frameUrl && (
                <li>
                  Or sign in with an email: the embedded wallet&apos;s fake frame sends a device link and a code to the
                  inbox on the right, and keeps the wallet&apos;s key on its own origin.
                </li>
              )}
              {config.multiWallet && (
                <li>
                  Several wallets at once: connect one, then <em>Add a wallet</em> in the account view for{' '}
                  <em>{secondDemoWallet.name}</em> (its own panel, right), the Solana wallet or an email. Each stays
                  connected; <em>Switch</em> chooses the one that acts.
                </li>
              )}
              <li>Sign a message below, then disconnect from the account button.</li>
              <li>
                The event log (right) lists each step as the page hears it through <code>usePorticoEvents</code>, and
                what the mock analytics service received once the page was quiet for a second.
              </li>
            </ol>
          </section>
          <Session anvilUrl={anvilUrl} multiWallet={config.multiWallet} />
        </main>
        <div className="demo-side">
          <DemoWalletPanel handle={wallet} />
          {secondWallet && (
            <DemoWalletPanel
              handle={secondWallet}
              title="Second demo wallet"
              about={
                <>
                  Another browser wallet in this page (EIP-6963), &quot;{secondDemoWallet.name}&quot;, signing with
                  anvil&apos;s third test key: connected beside the first, it answers here.
                </>
              }
            />
          )}
          {frameUrl && <InboxPanel frameUrl={frameUrl} />}
          <EventLog analytics={config.features?.analytics !== false} received={received} />
        </div>
      </div>
    </PorticoProvider>
  )
}
