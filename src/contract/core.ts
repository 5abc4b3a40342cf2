// The entities the first load of a page needs (the host config names networks; storage keeps
// a network id), in zod/mini: it keeps only what is used, where classic zod brings all of
// itself. The contract table builds on these with classic zod, in the lazy api chunk.
import * as z from 'zod/mini'

export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export const chainNamespace = z.enum(chainNamespaces)
export type ChainNamespace = z.infer<typeof chainNamespace>

export const namespacePattern = chainNamespaces.join('|')

/** CAIP-2 network id: two parts, a known namespace and a reference. */
export const caipNetworkId = z.string().check(z.regex(new RegExp(`^(${namespacePattern}):[-_a-zA-Z0-9]{1,64}$`), 'Invalid CAIP network id'))
export type CaipNetworkId = z.infer<typeof caipNetworkId>

/** The namespace of a CAIP network id (`eip155` of `eip155:1`). */
export const namespaceOf = (id: CaipNetworkId) => id.split(':')[0] as ChainNamespace
/** The reference of a CAIP network id (`1` of `eip155:1`). */
export const referenceOf = (id: CaipNetworkId) => id.split(':')[1] ?? ''

const nonNegativeInt = z.int().check(z.nonnegative())

export const networkAssets = z.object({ imageUrl: z.optional(z.string()), imageId: z.optional(z.string()) })

export const caipNetwork = z.object({
  id: z.union([nonNegativeInt, z.string().check(z.minLength(1))]),
  caipNetworkId,
  chainNamespace,
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: nonNegativeInt }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }) }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
  testnet: z.optional(z.boolean()),
  assets: z.optional(networkAssets),
})
export type CaipNetwork = z.infer<typeof caipNetwork>
