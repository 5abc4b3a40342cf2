// What the demo page is told at start: the anvil node to use and how the demo wallet begins.
// The server bakes in its anvil URL (`define`, see demo/vite.config.ts); the query string
// overrides it, so one page can be pointed at any node: `?rpc=http://127.0.0.1:8546`.
// Other parameters: `wallet=manual|approve|reject`, `wallets=5000` (directory size),
// `mocks=http://127.0.0.1:4010` (an HTTP mock server instead of the service worker).
import type { ApprovalMode } from '../mocks/wallets'

declare const __PORTICO_DEMO_ANVIL_URL__: string | undefined

export interface DemoSettings {
  /** The local node the demo wallet and the Anvil network use. */
  anvilUrl: string
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
  const mode = query.get('wallet')
  const count = Number(query.get('wallets'))
  return {
    anvilUrl: query.get('rpc') ?? baked ?? 'http://127.0.0.1:8545',
    walletMode: modes.find((m) => m === mode),
    walletCount: Number.isSafeInteger(count) && count > 0 ? count : undefined,
    mockServer: query.get('mocks') ?? undefined,
  }
}

/** What the Sign a message box starts with (the browser tests sign and verify this). */
export const defaultMessage = 'Hello from the Portico offline demo'
