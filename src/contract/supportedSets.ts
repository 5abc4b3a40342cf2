// Section 9 "Supported sets" that the contract table refers to.
import type { CaipNetworkId, ChainNamespace } from './entities'

/** Swap networks (eip155 ids). */
export const swapChainIds = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const
export const swapCaipNetworkIds: readonly CaipNetworkId[] = swapChainIds.map((id) => `eip155:${id}`)

/** Balances: eip155 and solana. */
export const balanceNamespaces = ['eip155', 'solana'] as const
/** Activity: eip155. */
export const activityNamespaces = ['eip155'] as const
/** Send: eip155 and solana. */
export const sendNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']
/** Names: eip155. */
export const nameNamespaces: readonly ChainNamespace[] = ['eip155']
/** On-ramp: eip155 and solana. */
export const onrampNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']
/** Swaps: eip155 (section 9's swap networks, and a host's own EVM ones). */
export const swapNamespaces: readonly ChainNamespace[] = ['eip155']
