// CAIP names as plain data and functions, without a schema library: the first load of a page
// uses these (a network's namespace, a reference), and must not carry zod for them. The
// schemas that check such values (core.ts) build on the same lists.

export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type ChainNamespace = (typeof chainNamespaces)[number]

export const namespacePattern = chainNamespaces.join('|')

/** CAIP-2 network id: two parts, a known namespace and a reference. */
export const caipNetworkIdPattern = new RegExp(`^(${namespacePattern}):[-_a-zA-Z0-9]{1,64}$`)

/** The namespace of a CAIP network id (`eip155` of `eip155:1`). */
export const namespaceOf = (id: string) => id.split(':')[0] as ChainNamespace
/** The reference of a CAIP network id (`1` of `eip155:1`). */
export const referenceOf = (id: string) => id.split(':')[1] ?? ''
/** The network (CAIP-2) of a CAIP-10 address (`eip155:1` of `eip155:1:0x…`). */
export const networkOf = (caipAddress: string) => `${namespaceOf(caipAddress)}:${referenceOf(caipAddress)}` as const
/** The account part of a CAIP-10 address, `namespace:reference:address`. */
export const accountOf = (caipAddress: string) => caipAddress.split(':').slice(2).join(':')
