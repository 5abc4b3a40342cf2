// The token picker's list (section 2's optional screens), pure: the visitor's recent picks first (the latest first),
// then the tokens the account holds, then section 9's suggested and popular ones in their order,
// then the rest by symbol; a search keeps the tokens whose symbol, name or contract contains it
// (any case).
import { popularSwapSymbols, suggestedSwapSymbols } from './constants'
import type { SwapToken } from './swapSlice'

const rank = (symbol: string) => {
  const upper = symbol.toUpperCase()
  const suggested = (suggestedSwapSymbols as readonly string[]).indexOf(upper)
  if (suggested >= 0) return suggested
  const popular = (popularSwapSymbols as readonly string[]).indexOf(upper)
  return popular >= 0 ? suggestedSwapSymbols.length + popular : Number.POSITIVE_INFINITY
}

export function orderSwapTokens(
  tokens: readonly SwapToken[],
  held: { has(lowercasedCaipAddress: string): boolean },
  search = '',
  recent: readonly string[] = [],
): SwapToken[] {
  const wanted = search.trim().toLowerCase()
  const matches = (token: SwapToken) =>
    !wanted || [token.symbol, token.name, token.caipAddress].some((text) => text.toLowerCase().includes(wanted))
  const heldFirst = (token: SwapToken) => (held.has(token.caipAddress.toLowerCase()) ? 0 : 1)
  const recentFirst = (token: SwapToken) => {
    const at = recent.indexOf(token.caipAddress)
    return at >= 0 ? at : recent.length
  }
  return tokens
    .filter(matches)
    .sort(
      (a, b) =>
        recentFirst(a) - recentFirst(b) ||
        heldFirst(a) - heldFirst(b) ||
        rank(a.symbol) - rank(b.symbol) ||
        (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
    )
}
