// Which wallet the page runs inside, for the Connect list (connectList.ts): the Farcaster host's
// wallet in a mini app (listed first, the others after it), or a wallet app's own browser (its
// provider listed alone: the visitor is inside that wallet, so the other browser wallets,
// WalletConnect and the directory's wallets are hidden). Email and social logins are connect
// methods, not wallets: they stay as the host configured them.
import type { ConnectorInfo } from '../../connectors/types'
import type { Environment } from '../options/optionsSlice'
import { farcasterConnectorId } from './farcasterContract'

export interface InAppWallet {
  /** The connectors that are that wallet (its EVM and Solana sides, or their merged entry), in order. */
  connectorIds: string[]
  /** Only that wallet is listed. */
  alone: boolean
}

const isBrowserWallet = (c: ConnectorInfo) =>
  c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN'

/**
 * The wallet the page runs inside, once its connector is on the page; undefined otherwise (the
 * list stays as it is, rather than empty, while a late provider is on its way).
 */
export function inAppWallet(connectors: ConnectorInfo[], environment: Environment): InAppWallet | undefined {
  if (environment.farcaster && connectors.some((c) => c.id === farcasterConnectorId))
    return { connectorIds: [farcasterConnectorId], alone: false }
  const wallet = environment.inAppBrowser?.wallet
  if (!wallet) return undefined
  const ownRdns = (c: ConnectorInfo) => !!c.rdns && wallet.rdns.includes(c.rdns)
  const browserWallets = connectors.filter(isBrowserWallet)
  // Known by its provider's flag alone: another wallet announcing means a browser with extensions, not the wallet's own.
  if (wallet.by === 'provider' && browserWallets.some((c) => c.type === 'ANNOUNCED' && !ownRdns(c))) return undefined
  const announced = browserWallets.filter((c) => c.type === 'ANNOUNCED' && ownRdns(c))
  // Without its announcement, the page's window.ethereum is the wallet's own (its browser injects it).
  const own = announced.length > 0 ? announced : browserWallets.filter((c) => c.type === 'INJECTED' && c.installed)
  if (own.length === 0) return undefined
  const ids = new Set(own.map((c) => c.id))
  // A wallet merged across namespaces is listed by its merged entry (browserWalletsOf).
  const merged = browserWallets.filter(
    (c) => c.type === 'MULTI_CHAIN' && (ownRdns(c) || (c.connectors ?? []).some((id) => ids.has(id))),
  )
  const connectorIds = merged.length > 0 ? merged.map((c) => c.id) : own.map((c) => c.id)
  return { connectorIds, alone: true }
}
