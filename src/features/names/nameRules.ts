// Account names (section 5): the label a visitor types, the zone the server registers names in,
// and the name service's coin type of a chain (ENSIP-11).

/** The zone the Blockchain API registers names in: `alice` becomes `alice.reown.id`. */
export const accountNameZone = 'reown.id'

/**
 * Section 5: letters, digits and hyphen only, at least 4 characters. And, as every DNS-style
 * label (RFC 5891 4.2.3.1, ENSIP-15's hyphen check): no hyphen first or last, and none in both
 * the 3rd and 4th places, which mark an encoded name (`xn--…` reads as another script's letters
 * in browsers and wallets that decode it). `----` or `xn--80ak6aa92e` are not offered.
 */
export function nameLabelProblem(label: string): 'characters' | 'length' | 'hyphens' | undefined {
  if (!/^[a-zA-Z0-9-]*$/.test(label)) return 'characters'
  if (label.length < 4) return 'length'
  if (label.startsWith('-') || label.endsWith('-') || label.slice(2, 4) === '--') return 'hyphens'
  return undefined
}

/** A name the server suggests, offered only when it keeps the same rule (`alice.reown.id`'s label). */
export const isOfferableName = (name: string) => nameLabelProblem(name.split('.')[0] ?? '') === undefined

export const fullNameOf = (label: string) => `${label.toLowerCase()}.${accountNameZone}`

/** Section 8's words for a name-service chain id out of range (section 5: below 2147483648). */
export const invalidChainId = 'Invalid chainId'

/** ENSIP-11: Ethereum is 60; any other EVM chain is 0x80000000 | chainId, for a chain id below 2^31. */
export function coinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= 2 ** 31) throw new Error(invalidChainId)
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
