// What the demo pages are told at start: the anvil node and the WalletConnect relay to use, and
// how the demo wallet begins. The server bakes in its anvil and relay URLs (`define`, see
// demo/vite.config.ts); the query string overrides them, so one page can be pointed at any node
// or relay: `?rpc=http://127.0.0.1:8546`, `?relay=ws://127.0.0.1:5556`,
// `?solanaRpc=http://127.0.0.1:8900` (the local Solana chain; `?solana=0`: none). Other parameters:
// `wallet=manual|approve|reject`, `wallets=5000` (directory size), `mocks=http://127.0.0.1:4010`
// (an HTTP mock server instead of the service worker), `frame=http://127.0.0.1:5174/frame.html`
// (the embedded wallet's fake frame, on an origin of its own; `frame=` turns it off),
// `siwx=on|required` (sign in with the wallet after connecting; `required`: no way around it),
// `smartSessions=1` (the smart sessions switch: grant one from the page, list and revoke in Account),
// `bitcoin=1` (Bitcoin configured too: a WalletConnect session's Bitcoin addresses show),
// `dual=1` (the demo wallet speaks eip155 and Solana as one extension),
// `multi=1` (several wallets at once: the config's `multiWallet`, and a second EIP-6963 demo wallet with its panel),
// `batches=7702` (the demo wallet is an EIP-7702 account that runs EIP-5792 batches: one prompt for approve-and-swap),
// `batches=4337` (the demo wallet is an ERC-4337 smart account: batches, and a paymaster it takes),
// `sponsorship=1` (the app's paymaster service, ERC-7677, pays the fee where the wallet takes it),
// `analytics=0` (the analytics switch off: the event log still hears the path, the service gets nothing),
// `phone=ios|android|telegramIos|telegramAndroid|walletBrowser|instagram` (the page as seen from inside
// that phone or app: demo/phones.ts; open it in a phone-sized window, or the browser's device mode).
import type { ApprovalMode } from '../mocks/wallets'
import { isPhoneId, phones, type Phone } from './phones'

declare const __PORTICO_DEMO_ANVIL_URL__: string | undefined
declare const __PORTICO_DEMO_SOLANA_URL__: string | null | undefined
declare const __PORTICO_DEMO_RELAY_URL__: string | null | undefined
declare const __PORTICO_DEMO_FRAME_URL__: string | null | undefined
declare const __PORTICO_DEMO_BUNDLER_URL__: string | null | undefined
declare const __PORTICO_DEMO_PAYMASTER_URL__: string | null | undefined

export interface DemoSettings {
  /** The local node the demo wallet and the Anvil network use. */
  anvilUrl: string
  /** The local Solana chain the demo Solana wallet and the Solana Localnet network use; `?solana=0`: no Solana at all. */
  solanaUrl?: string
  /** The local WalletConnect relay (mocks/relay) Portico and the wallet page pair through. */
  relayUrl: string
  /** The embedded wallet's fake frame (demo/frame.html on the second server): email and social logins. */
  frameUrl?: string
  /**
   * The fake on-ramp provider's checkout page (demo/checkout.html), on the frame's origin: one
   * that is not the app's, as a provider's is. Absent without a frame.
   */
  checkoutUrl?: string
  /** `?solana=1`: Solana mainnet is configured too, so a WalletConnect session can carry a Solana account there. */
  solana?: boolean
  /** `?bitcoin=1`: Bitcoin is configured too, so a WalletConnect session can carry Bitcoin addresses. */
  bitcoin?: boolean
  /**
   * `?dual=1`: the demo Solana wallet registers under the demo wallet's name, as one extension
   * speaking both namespaces does (Phantom): Portico lists the two as one wallet.
   */
  dualWallet?: boolean
  /**
   * `?multi=1`: several wallets at once (the config's `multiWallet`), a second EIP-6963 demo
   * wallet announced beside the first, with its own panel, and the page's list of the wallets
   * as the hooks read them.
   */
  multiWallet?: boolean
  /**
   * `?phone=ios`: the page as seen from inside a phone or an app's browser (demo/phones.ts): no
   * browser wallet on a phone (it has no extensions), the demo wallet as the app's own in a
   * wallet's browser, Telegram's SDK in a Telegram mini app.
   */
  phone?: Phone
  /** `?miniApp=1`: the page is a Farcaster mini app (the config's `farcasterMiniApp`): miniAppHost.html's. */
  farcasterMiniApp?: boolean
  /**
   * `?batches=7702`: the demo wallet is an EIP-7702 delegated account that runs EIP-5792 batches
   * (Swap's approval and swap in one prompt); without it, an old-style wallet (two prompts).
   */
  batches?: 'eip7702' | 'erc4337'
  /** The ERC-4337 bundler beside the node (`npm run dev`'s), for an ERC-4337 wallet. */
  bundlerUrl?: string
  /** `?sponsorship=1`: the app's paymaster service (ERC-7677) beside the node, as the config's `sponsorship`. */
  paymasterUrl?: string
  /** Sign in with the wallet (SIWX) after connecting: asked, or required. */
  siwx?: 'on' | 'required'
  /** `?smartSessions=1`: the feature switch on, and a card that asks for a session. */
  smartSessions?: boolean
  /** The `analytics` feature switch (on, as Portico's default); `?analytics=0` turns it off. */
  analytics: boolean
  /** `?locale=ja` (or `auto`): the modal's language (the config's `locale`); English when absent. */
  locale?: string
  /** The wallet's approval mode for this visit; the wallet panel remembers the last choice. */
  walletMode?: ApprovalMode
  /** Directory size of the mocked wallet directory (the default seed has 600). */
  walletCount?: number
  /**
   * An HTTP mock server's origin (`npm run mock-server`): Portico calls it over the network
   * instead of the in-page service worker. The bench uses it, so the page's main thread and
   * its script loads carry no mock work.
   */
  mockServer?: string
}

const modes: readonly ApprovalMode[] = ['manual', 'approve', 'reject']

export function readSettings(search: string = window.location.search): DemoSettings {
  const query = new URLSearchParams(search)
  const baked = typeof __PORTICO_DEMO_ANVIL_URL__ === 'string' ? __PORTICO_DEMO_ANVIL_URL__ : undefined
  const bakedRelay = typeof __PORTICO_DEMO_RELAY_URL__ === 'string' ? __PORTICO_DEMO_RELAY_URL__ : undefined
  const bakedFrame = typeof __PORTICO_DEMO_FRAME_URL__ === 'string' ? __PORTICO_DEMO_FRAME_URL__ : undefined
  const bakedSolana = typeof __PORTICO_DEMO_SOLANA_URL__ === 'string' ? __PORTICO_DEMO_SOLANA_URL__ : undefined
  const frame = query.get('frame') ?? bakedFrame
  const bundler = typeof __PORTICO_DEMO_BUNDLER_URL__ === 'string' ? __PORTICO_DEMO_BUNDLER_URL__ : undefined
  const paymaster = typeof __PORTICO_DEMO_PAYMASTER_URL__ === 'string' ? __PORTICO_DEMO_PAYMASTER_URL__ : undefined
  const mode = query.get('wallet')
  const count = Number(query.get('wallets'))
  const phone = query.get('phone')
  return {
    anvilUrl: query.get('rpc') ?? baked ?? 'http://127.0.0.1:8545',
    // scripts/dev.ts's port, for a page served without a Solana chain baked in.
    solanaUrl:
      query.get('solana') === '0' ? undefined : (query.get('solanaRpc') ?? bakedSolana ?? 'http://127.0.0.1:8899'),
    // scripts/dev.ts's port, for a page served without a relay baked in (the bench's build).
    relayUrl: query.get('relay') ?? bakedRelay ?? 'ws://127.0.0.1:5555',
    frameUrl: frame || undefined,
    checkoutUrl: frame ? new URL('checkout.html', frame).href : undefined,
    solana: query.get('solana') === '1',
    dualWallet: query.get('dual') === '1',
    multiWallet: query.get('multi') === '1',
    farcasterMiniApp: query.get('miniApp') === '1',
    ...(isPhoneId(phone) && { phone: phones[phone] }),
    ...(query.get('batches') === '7702' && { batches: 'eip7702' as const }),
    ...(query.get('batches') === '4337' && bundler && { batches: 'erc4337' as const, bundlerUrl: bundler }),
    ...(query.get('sponsorship') === '1' && paymaster && { paymasterUrl: paymaster }),
    bitcoin: query.get('bitcoin') === '1',
    siwx: (['on', 'required'] as const).find((value) => value === query.get('siwx')),
    smartSessions: query.get('smartSessions') === '1',
    analytics: query.get('analytics') !== '0',
    locale: query.get('locale') ?? undefined,
    walletMode: modes.find((m) => m === mode),
    walletCount: Number.isSafeInteger(count) && count > 0 ? count : undefined,
    mockServer: query.get('mocks') ?? undefined,
  }
}

/** What the Sign a message box starts with (the browser tests sign and verify this). */
export const defaultMessage = 'Hello from the Portico offline demo'
