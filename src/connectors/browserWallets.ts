// Finds the browser wallets on the page: EIP-6963 announcements first, then the legacy
// window.ethereum (each wallet of its `providers` array, when it has one) once announcements had
// a moment to arrive, so the injected entry can carry the rdns of the announced wallet it
// duplicates. (Solana wallets: solana/walletStandard.ts.) Touches `window` only when called,
// so importing it on the server is safe.
import { createEip1193Connector } from './eip1193Connector'
import type { Eip1193Provider } from './eip1193Provider'
import { watchAnnouncedProviders, type Eip6963ProviderDetail } from './eip6963'
import { createInjectedConnector, injectedConnectorIdOf, legacyProviders } from './injected'
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
  /**
   * The legacy entries, each bound for good to the provider window.ethereum held when it was
   * read: a wallet that takes window.ethereum later gets no entry of theirs, nor a connection.
   */
  const legacy: { id: string; provider: Eip1193Provider; rdns?: string }[] = []

  const registerLegacy = (entry: (typeof legacy)[number]) => {
    const connector = createInjectedConnector(entry.provider, announced, entry.id)
    entry.rdns = connector.info.rdns
    registry.add(connector)
    onFound([connector.info])
  }
  const registerInjected = () => {
    for (const provider of legacyProviders(page.ethereum)) {
      const taken = legacy.map((entry) => entry.id)
      const entry = { id: injectedConnectorIdOf(provider, taken), provider }
      legacy.push(entry)
      registerLegacy(entry)
    }
  }

  const watch = watchAnnouncedProviders(page, (detail) => {
    const at = announced.findIndex((known) => known.info.rdns === detail.info.rdns)
    if (at === -1) announced.push(detail)
    else announced[at] = detail
    const connector = createEip1193Connector(announcedConnectorInfo(detail), detail.provider)
    registry.add(connector)
    onFound([connector.info])
    // A wallet that announces after its legacy entry was registered, with the same provider
    // object: update the entry so the selectors can still merge the two.
    for (const entry of legacy)
      if (entry.provider === detail.provider && entry.rdns !== detail.info.rdns) registerLegacy(entry)
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
