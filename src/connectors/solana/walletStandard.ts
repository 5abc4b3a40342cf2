// Wallet Standard discovery: how Solana wallets (Phantom, Solflare, Backpack, …) make themselves
// known. The app listens for `wallet-standard:register-wallet` (a wallet that loads later calls
// back with it) and says `wallet-standard:app-ready` (wallets loaded earlier register on it), so
// it works whichever comes first. A chunk of its own, loaded after the first render: registrations
// come from any script on the page, so each is checked before it can reach the store or the DOM,
// and only wallets that speak Solana and can connect are kept.
import { createLazyConnector } from '../lazyConnector'
import { createMultiChainConnector } from '../multiChainConnector'
import type { ConnectorInfo, ConnectorRegistry } from '../types'

export const registerWalletEvent = 'wallet-standard:register-wallet'
export const appReadyEvent = 'wallet-standard:app-ready'

/** An account a Wallet Standard wallet exposes. */
export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
}

/** A Wallet Standard wallet as Portico reads it: the fields it uses, its features by name. */
export interface StandardWallet {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

interface RegisterApi {
  register(...wallets: unknown[]): () => void
}

/** The standard's wallet icons are data URIs of these image types. */
const iconPattern = /^data:image\/(svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/=]+$/
const nameLimit = 64

const hasMethod = (feature: unknown, method: string) =>
  typeof feature === 'object' && feature !== null && typeof (feature as Record<string, unknown>)[method] === 'function'

/**
 * A registration Portico can list (Solana chains, a name, a data-URI icon and a connect feature);
 * 'otherChains' for a wallet of other chains only (Sui, Aptos: the standard is theirs too), which is
 * none of Portico's business; 'malformed' for anything else.
 */
export function checkStandardWallet(raw: unknown): StandardWallet | 'otherChains' | 'malformed' {
  if (typeof raw !== 'object' || raw === null) return 'malformed'
  const wallet = raw as Partial<StandardWallet>
  const { name, icon, chains, features } = wallet
  if (!Array.isArray(chains)) return 'malformed'
  if (!chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))) return 'otherChains'
  if (typeof name !== 'string' || !name.trim() || name.length > nameLimit) return 'malformed'
  if (typeof icon !== 'string' || !iconPattern.test(icon)) return 'malformed'
  if (typeof features !== 'object' || features === null) return 'malformed'
  if (!hasMethod(features['standard:connect'], 'connect')) return 'malformed'
  return wallet as StandardWallet
}

export const standardConnectorInfo = (wallet: StandardWallet): ConnectorInfo => ({
  id: `standard:${wallet.name}`,
  type: 'ANNOUNCED',
  name: wallet.name,
  imageUrl: wallet.icon,
  chain: 'solana',
  installed: true,
})

/**
 * Listens for registrations and asks wallets already loaded to register. `onWallet` gets each
 * valid wallet once; a second wallet claiming a known name is ignored (the first keeps it, so a
 * late script cannot take over a wallet's place), as is one that unregistered.
 */
export function watchStandardWallets(target: EventTarget, onWallet: (wallet: StandardWallet) => void): () => void {
  const byName = new Map<string, unknown>()
  let stopped = false
  const api: RegisterApi = {
    register(...wallets) {
      for (const raw of wallets) {
        if (stopped) break
        const wallet = checkStandardWallet(raw)
        if (wallet === 'malformed')
          console.warn('[portico] a Wallet Standard registration Portico cannot use was ignored', raw)
        if (typeof wallet === 'string' || byName.has(wallet.name)) continue
        byName.set(wallet.name, raw)
        onWallet(wallet)
      }
      // Unregistering takes the wallet off the page's side; a listed connector stays until reload.
      return () => {}
    },
  }
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      ;(callback as (api: RegisterApi) => void)(api)
    } catch (error) {
      console.warn('[portico] a Wallet Standard wallet failed to register', error)
    }
  }
  target.addEventListener(registerWalletEvent, onRegister)
  target.dispatchEvent(new CustomEvent(appReadyEvent, { detail: api }))
  return () => {
    stopped = true
    target.removeEventListener(registerWalletEvent, onRegister)
  }
}

/**
 * A wallet that announced itself for eip155 (EIP-6963) and registered for Solana under the same
 * name is one wallet: each such pair, whichever came first, gets one merged connector.
 */
function mergeSameWallets(registry: ConnectorRegistry, onFound: (infos: ConnectorInfo[]) => void): () => void {
  const merged = new Set<string>()
  const merge = () => {
    const byName = new Map<string, ReturnType<ConnectorRegistry['list']>>()
    for (const connector of registry.list()) {
      if (connector.info.type !== 'ANNOUNCED') continue
      const name = connector.info.name.trim().toLowerCase()
      byName.set(name, [...(byName.get(name) ?? []), connector])
    }
    for (const [name, parts] of byName) {
      const chains = new Set(parts.map((p) => p.info.chain))
      if (merged.has(name) || chains.size < 2) continue
      merged.add(name)
      // One part per namespace, the eip155 one first (its name and icon lead).
      const ordered = [...chains].sort().map((chain) => parts.find((p) => p.info.chain === chain)!)
      const connector = createMultiChainConnector(ordered)
      registry.add(connector)
      onFound([connector.info])
    }
  }
  const stop = registry.onAdded((connector) => connector.info.type === 'ANNOUNCED' && merge())
  merge()
  return stop
}

/** Adds each Solana wallet the page registers to the registry; its connector's code loads on first use. */
export function startStandardWalletDiscovery(options: {
  target: EventTarget
  registry: ConnectorRegistry
  onFound: (infos: ConnectorInfo[]) => void
}): () => void {
  const stopMerging = mergeSameWallets(options.registry, options.onFound)
  const stopWatching = watchStandardWallets(options.target, (wallet) => {
    const info = standardConnectorInfo(wallet)
    options.registry.add(
      createLazyConnector(info, async () =>
        (await import('./standardConnector')).createStandardWalletConnector(info, wallet),
      ),
    )
    options.onFound([info])
  })
  return () => {
    stopMerging()
    stopWatching()
  }
}
