// How rows are keyed. EVM addresses are case-insensitive (the mixed case is only a
// checksum) and may come without 0x, while Solana addresses are case-sensitive; the db keys
// rows by one normal form so a lookup finds the row whatever form the client sent.

const evm = /^(0x)?[0-9a-fA-F]{40}$/

/** The normal form of an account address: EVM lowercased with 0x, anything else as is. */
export function accountKey(address: string): string {
  if (!evm.test(address)) return address
  return (address.startsWith('0x') ? address : `0x${address}`).toLowerCase()
}

/** The normal form of a CAIP-10 address (`eip155:1:0xAbc…` → `eip155:1:0xabc…`). */
export function caipKey(caipAddress: string): string {
  const [namespace, reference, address] = caipAddress.split(':')
  if (namespace === undefined || reference === undefined || address === undefined) return caipAddress
  return `${namespace}:${reference}:${accountKey(address)}`
}

export const balanceId = (account: string, tokenId: string) => `${accountKey(account)}|${tokenId}`
export const allowanceId = (user: string, token: string) => `${caipKey(user)}|${caipKey(token)}`
