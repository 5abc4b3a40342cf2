// The entities the first load of a page needs (the host config names networks; storage keeps
// a network id), in zod/mini: it keeps only what is used, where classic zod brings all of
// itself. The contract table builds on these with classic zod, in the lazy api chunk. Only
// code that checks loads this module; the names and lists alone are in caip.ts.
import * as z from 'zod/mini'
import { caipNetworkIdPattern, chainNamespaces } from './caip'
import { isSafeWebUrl, webUrlRule } from './webUrl'

export { chainNamespaces, namespaceOf, namespacePattern, referenceOf, type ChainNamespace } from './caip'

export const chainNamespace = z.enum(chainNamespaces)

/** The web address rule (webUrl.ts) as a schema: the contracts', the frame's and the config's addresses that Portico opens. */
export const webUrl = z.string().check(z.refine(isSafeWebUrl, webUrlRule))

export const caipNetworkId = z.string().check(z.regex(caipNetworkIdPattern, 'Invalid CAIP network id'))
export type CaipNetworkId = z.infer<typeof caipNetworkId>

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
