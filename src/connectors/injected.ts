// The legacy window.ethereum provider as the spec's "Browser Wallet" entry. It stays a
// separate connector even when an announced wallet is the same object: visibility and
// merging are the selectors' job, which is why the entry carries the rdns it can learn.
// Several wallets may share window.ethereum (the last one to load wins, or one routes to the
// others through a `providers` array): each provider found there is an entry of its own.
import { createEip1193Connector } from './eip1193Connector'
import { isEip1193Provider, type Eip1193Provider } from './eip1193Provider'
import type { Eip6963ProviderDetail } from './eip6963'
import type { Connector, ConnectorInfo } from './types'

export const injectedConnectorId = 'injected'

// Rabby and Brave also set isMetaMask for compatibility, so they are checked first.
const rdnsByFlag = [
  ['isRabby', 'io.rabby'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isMetaMask', 'io.metamask'],
] as const
type ProviderFlags = Partial<Record<(typeof rdnsByFlag)[number][0], unknown>>

/** The `is…` flags a provider sets to true (`isConnected` and the like are methods, not flags). */
function trueFlags(provider: Eip1193Provider): string[] {
  try {
    return Object.entries(provider).flatMap(([key, value]) => (/^is[A-Z]/.test(key) && value === true ? [key] : []))
  } catch {
    return []
  }
}

/**
 * The rdns the provider's own flags claim, if any. Many wallets set isMetaMask to be let in
 * beside a flag of their own (isTrust, isPhantom, isOkxWallet…): isMetaMask alone names MetaMask,
 * with another flag it names no one, or the other wallet would be hidden as MetaMask's double
 * and MetaMask's directory entry would connect it.
 */
export function rdnsFromFlags(provider: Eip1193Provider): string | undefined {
  const flags = provider as ProviderFlags
  const rdns = rdnsByFlag.find(([flag]) => flags[flag] === true)?.[1]
  if (rdns !== 'io.metamask') return rdns
  return trueFlags(provider).every((flag) => flag === 'isMetaMask') ? rdns : undefined
}

/**
 * The providers window.ethereum stands for: the members of its `providers` array when it has
 * one (the object itself then only routes each request to whichever member is selected, so
 * connecting through it could reach another wallet), else itself. Each one once.
 */
export function legacyProviders(ethereum: unknown): Eip1193Provider[] {
  if (!isEip1193Provider(ethereum)) return []
  let members: unknown
  try {
    members = (ethereum as { providers?: unknown }).providers
  } catch {
    members = undefined
  }
  const providers = Array.isArray(members) ? members.filter(isEip1193Provider) : []
  return [...new Set(providers.length > 0 ? providers : [ethereum])]
}

/**
 * The entry's id says which wallet it was, as far as the provider's own flags tell: a reload
 * brings back only the same wallet (the stored id), never one that took window.ethereum since.
 * `taken` are the ids already given on this page (two members alike get a number).
 */
export function injectedConnectorIdOf(provider: Eip1193Provider, taken: readonly string[] = []): string {
  const rdns = rdnsFromFlags(provider)
  const id = rdns ? `${injectedConnectorId}:${rdns}` : injectedConnectorId
  let unique = id
  for (let n = 2; taken.includes(unique); n++) unique = `${id}#${n}`
  return unique
}

/**
 * The Browser Wallet entry. An announced wallet that is the very same provider object names
 * it best (flags are often copied by other wallets); the flags come next; otherwise no rdns.
 */
export function injectedConnectorInfo(
  provider: Eip1193Provider,
  announced: readonly Eip6963ProviderDetail[] = [],
  id = injectedConnectorIdOf(provider),
): ConnectorInfo {
  const rdns = announced.find((detail) => detail.provider === provider)?.info.rdns ?? rdnsFromFlags(provider)
  return {
    id,
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
  id?: string,
): Connector {
  return createEip1193Connector(injectedConnectorInfo(provider, announced, id), provider)
}
