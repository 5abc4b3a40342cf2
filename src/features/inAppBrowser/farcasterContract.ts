// How a page running inside a Farcaster client (a mini app) is found, and its host's wallet
// reached. The Mini App SDK (@farcaster/miniapp-sdk) sets no global: it talks to its host by
// messages (its `isInMiniApp()` asks the host for its context; `wallet.getEthereumProvider()`
// wraps the host's EIP-1193 provider in those messages). Portico does not bundle the SDK, so it
// takes the host's wallet from one of, in this order:
//
// 1. `window.farcasterMiniApp = { ethereum, name?, icon?, rdns? }`: a host, a test page, or the
//    app itself (`window.farcasterMiniApp = { ethereum: await sdk.wallet.getEthereumProvider() }`)
//    hands over an EIP-1193 provider: found at once, before anything is asked.
// 2. `window.farcasterMiniApp = sdk`: the SDK object the app loaded; its `isInMiniApp()` and
//    `wallet.getEthereumProvider()` are called.
// 3. Neither: when the page runs in a frame or a React Native WebView (where mini apps run),
//    Portico asks the host itself, as the SDK does (miniAppHost.ts), for at most a second.
//
// Here, the contract's shapes and names, which the parts that ask the host (farcasterHost.ts) and
// the Connect list (inAppWallet.ts) share; the look at the window as Portico starts is
// miniAppWindow.ts, the first load's.
import type { Eip1193Provider } from '../../connectors/eip1193Provider'

export interface FarcasterMiniAppGlobal {
  /** The host's EIP-1193 provider. */
  ethereum?: Eip1193Provider
  /** The wallet's name as the host says it ("Farcaster Wallet" when absent). */
  name?: string
  /** A data:image/ URI. */
  icon?: string
  rdns?: string
  /** The SDK's own (when the SDK object itself is given). */
  isInMiniApp?: (timeoutMs?: number) => Promise<boolean>
  wallet?: { getEthereumProvider?: () => Promise<unknown> }
}

export interface MiniAppWindow {
  farcasterMiniApp?: FarcasterMiniAppGlobal
  /** A React Native WebView's bridge (a phone client's mini app). */
  ReactNativeWebView?: { postMessage?: unknown }
  parent?: unknown
}

/** The host's wallet as a connector (farcasterHost.ts), listed first in Connect. */
export const farcasterConnectorId = 'farcasterMiniApp'
/** What the Farcaster Mini App connector calls its wallet when the host gives no name. */
export const farcasterWalletName = 'Farcaster Wallet'
/** The rdns the Farcaster mini app wallet announces (@farcaster/miniapp-wagmi-connector's). */
export const farcasterWalletRdns = 'xyz.farcaster.MiniAppWallet'

/** The host's wallet named as it says, else as the Farcaster Mini App connector names it. */
export const farcasterWalletNamed = (name: unknown) =>
  typeof name === 'string' && name.trim() ? name.trim() : farcasterWalletName
