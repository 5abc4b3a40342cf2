// Account names (section 5): the label a visitor types, the zone the server registers names in,
// and the name service's coin type of a chain (ENSIP-11).

/** The zone the Blockchain API registers names in: `alice` becomes `alice.reown.id`. */
export const accountNameZone = 'reown.id'

/** Section 5: letters, digits and hyphen only, at least 4 characters. */
export function nameLabelProblem(label: string): 'characters' | 'length' | undefined {
  if (!/^[a-zA-Z0-9-]*$/.test(label)) return 'characters'
  if (label.length < 4) return 'length'
  return undefined
}

export const fullNameOf = (label: string) => `${label.toLowerCase()}.${accountNameZone}`

/** Section 8's words for a name-service chain id out of range (section 5: below 2147483648). */
export const invalidChainId = 'Invalid chainId'

/** ENSIP-11: Ethereum is 60; any other EVM chain is 0x80000000 | chainId, for a chain id below 2^31. */
export function coinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= 2 ** 31) throw new Error(invalidChainId)
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
