// The legacy window.ethereum provider as the spec's "Browser Wallet" entry. It stays a
// separate connector even when an announced wallet is the same object: visibility and
// merging are the selectors' job, which is why the entry carries the rdns it can learn.
import { createEip1193Connector } from './eip1193Connector'
import type { Eip1193Provider } from './eip1193Provider'
import type { Eip6963ProviderDetail } from './eip6963'
import type { Connector, ConnectorInfo } from './types'

export const injectedConnectorId = 'injected'

type ProviderFlags = Partial<Record<'isMetaMask' | 'isCoinbaseWallet' | 'isRabby' | 'isBraveWallet', unknown>>

// Rabby and Brave also set isMetaMask for compatibility, so they are checked first.
const rdnsByFlag = [
  ['isRabby', 'io.rabby'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isMetaMask', 'io.metamask'],
] as const

/** The rdns the provider's own flags claim, if any. */
export function rdnsFromFlags(provider: Eip1193Provider): string | undefined {
  const flags = provider as ProviderFlags
  return rdnsByFlag.find(([flag]) => flags[flag] === true)?.[1]
}

/**
 * The Browser Wallet entry. An announced wallet that is the very same provider object names
 * it best (flags are often copied by other wallets); the flags come next; otherwise no rdns.
 */
export function injectedConnectorInfo(
  provider: Eip1193Provider,
  announced: readonly Eip6963ProviderDetail[] = [],
): ConnectorInfo {
  const rdns = announced.find((detail) => detail.provider === provider)?.info.rdns ?? rdnsFromFlags(provider)
  return {
    id: injectedConnectorId,
    type: 'INJECTED',
    name: 'Browser Wallet',
    chain: 'eip155',
    installed: true,
    ...(rdns ? { rdns } : {}),
  }
}

export function createInjectedConnector(
  provider: Eip1193Provider,
  announced: readonly Eip6963ProviderDetail[] = [],
): Connector {
  return createEip1193Connector(injectedConnectorInfo(provider, announced), provider)
}
