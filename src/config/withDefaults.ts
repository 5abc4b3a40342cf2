// The config as production builds take it: typed by the host's compiler, checked in full by
// development builds (parseConfig), so here only filled in with the defaults of defaults.ts
// and reduced to the fields Portico knows, as the schema would. What would break later (no
// network, a default network that is not configured) still fails here, in the same words.
import type { CaipNetwork } from '../contract/core'
import { checkDefaultNetwork, configError, noNetworksMessage } from './configError'
import { configDefaults, metadataDefaults, siwxDefaults } from './defaults'
import type { PorticoConfig, PorticoConfigInput } from './schema'

/** `defaults` with the given values over them; an undefined value takes the default, as in zod. */
function filled<T extends object>(defaults: T, given: object | undefined): T {
  const out = { ...defaults } as Record<string, unknown>
  for (const [key, value] of Object.entries(given ?? {})) if (value !== undefined) out[key] = value
  return out as T
}

/** A network's fields (the schema's caipNetwork): a viem chain's extra fields are left out. */
export const networkFields = [
  'id',
  'caipNetworkId',
  'chainNamespace',
  'name',
  'nativeCurrency',
  'rpcUrls',
  'blockExplorers',
  'testnet',
  'assets',
] as const

function networkOf(network: CaipNetwork): CaipNetwork {
  const out: Record<string, unknown> = {}
  for (const key of networkFields) if (network[key] !== undefined) out[key] = network[key]
  return out as CaipNetwork
}

export function configWithDefaults(input: PorticoConfigInput): PorticoConfig {
  if (!Array.isArray(input?.networks) || input.networks.length === 0) throw configError('networks', noNetworksMessage)
  const { metadata, siwx, defaultNetwork } = input
  const config: PorticoConfig = {
    ...filled(configDefaults, pick(input, Object.keys(configDefaults))),
    features: filled(configDefaults.features, input.features),
    wallets: filled(configDefaults.wallets, input.wallets),
    walletConnect: filled(configDefaults.walletConnect, input.walletConnect),
    networks: input.networks.map(networkOf),
    ...(metadata && { metadata: filled(metadataDefaults, metadata) as PorticoConfig['metadata'] }),
    ...(siwx && { siwx: filled(siwxDefaults, siwx) }),
    ...(defaultNetwork !== undefined && {
      defaultNetwork: typeof defaultNetwork === 'string' ? defaultNetwork : networkOf(defaultNetwork),
    }),
    // Optional, without defaults: as given.
    ...pick(input, optionalFields),
  } as PorticoConfig
  checkDefaultNetwork(config)
  return config
}

/**
 * The config's optional fields that have no defaults, taken as given. One left out here was
 * dropped from every production build: the app's paymaster (`sponsorship`) and Buy's country and
 * provider page (`onramp`) were, and sponsored gas never reached a host's live site.
 */
export const optionalFields = ['namespaces', 'sponsorship', 'onramp'] as const

function pick(input: object, keys: readonly string[]): object {
  return Object.fromEntries(Object.entries(input).filter(([key]) => keys.includes(key)))
}
