// Section 9's swap numbers, and the swap's own failures as its flow keeps them: where the flow and
// the view both read them.
import type { MessageKey } from '../../i18n/en'

/** The default debounce: a quote is asked this long after the form's last change. */
export const swapQuoteDebounceMs = 500
/** The swap slippage tolerance, in percent. */
export const swapSlippagePercent = 1

/**
 * The gas a swap and an approval take, for the network fee shown before the wallet estimates
 * (the pool's swap measured on anvil: about 110k; an ERC-20 approval: about 46k), rounded up.
 */
export const swapGasUnits = 150_000n
export const approvalGasUnits = 60_000n

/** Section 9's suggested and popular swap tokens (the list is not shown in detail): listed first, in this order. */
export const suggestedSwapSymbols = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC'] as const
export const popularSwapSymbols = ['UNI', 'LINK', 'AAVE', 'ARB', 'OP', 'POL', 'MATIC'] as const

/** The token picker's recent picks (the latest first), kept in storage for the next visit. */
export const maxRecentSwapTokens = 4

/**
 * Section 8's words for a network the swap service does not serve ("Network not supported for
 * Swaps", the service's own, as the call fails with them), kept as a catalogue key: the view says
 * them in the visitor's language, and offers nothing to try again (the network stays unserved).
 */
export const swapsUnsupportedSaid = 'swap.networkUnsupported' satisfies MessageKey

/** The service had no quote for the pair, kept as a catalogue key: said in the visitor's language. */
export const noQuoteSaid = 'swap.noQuote' satisfies MessageKey
