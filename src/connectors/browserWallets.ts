// Finds the browser wallets on the page: EIP-6963 announcements first, then the legacy
// window.ethereum once announcements had a moment to arrive, so the injected entry can
// carry the rdns of the announced wallet it duplicates. (Solana wallets: solana/walletStandard.ts.) Touches `window` only when called,
// so importing it on the server is safe.
import { createEip1193Connector } from './eip1193Connector'
import { isEip1193Provider } from './eip1193Provider'
import { watchAnnouncedProviders, type Eip6963ProviderDetail } from './eip6963'
import { createInjectedConnector } from './injected'
import type { ConnectorInfo, ConnectorRegistry } from './types'

export interface BrowserWalletWindow extends EventTarget {
  ethereum?: unknown
}

export interface BrowserWalletDiscoveryOptions {
  /** Defaults to the global window; without one (server, tests) nothing is discovered. */
  window?: BrowserWalletWindow
  registry: ConnectorRegistry
  /** Gets every connector found or updated, for the caller to dispatch `connectorsFound`. */
  onFound: (infos: ConnectorInfo[]) => void
}

export function announcedConnectorInfo({ info }: Eip6963ProviderDetail): ConnectorInfo {
  return {
    id: `announced:${info.rdns}`,
    type: 'ANNOUNCED',
    name: info.name,
    imageUrl: info.icon,
    rdns: info.rdns,
    chain: 'eip155',
    installed: true,
  }
}

export function startBrowserWalletDiscovery({
  window: target,
  registry,
  onFound,
}: BrowserWalletDiscoveryOptions): () => void {
  const page = target ?? (globalThis as { window?: BrowserWalletWindow }).window
  if (!page) return () => {}

  const announced: Eip6963ProviderDetail[] = []
  let injectedRdns: string | undefined
  let injectedRegistered = false

  const registerInjected = () => {
    const provider = page.ethereum
    if (!isEip1193Provider(provider)) return
    const connector = createInjectedConnector(provider, announced)
    injectedRegistered = true
    injectedRdns = connector.info.rdns
    registry.add(connector)
    onFound([connector.info])
  }

  const watch = watchAnnouncedProviders(page, (detail) => {
    const at = announced.findIndex((known) => known.info.rdns === detail.info.rdns)
    if (at === -1) announced.push(detail)
    else announced[at] = detail
    const connector = createEip1193Connector(announcedConnectorInfo(detail), detail.provider)
    registry.add(connector)
    onFound([connector.info])
    // A wallet that announces after the injected entry was registered, with the same
    // provider object: update the entry so the selectors can still merge the two.
    if (injectedRegistered && detail.provider === page.ethereum && injectedRdns !== detail.info.rdns) {
      registerInjected()
    }
  })

  // Announcements answering our request arrive synchronously; one macrotask covers wallets
  // that answer from a promise, and their checks are waited for. Later announcers are
  // handled above.
  let stopped = false
  const settle = setTimeout(() => void watch.checked().then(() => stopped || registerInjected()), 0)

  return () => {
    stopped = true
    clearTimeout(settle)
    watch.stop()
  }
}
