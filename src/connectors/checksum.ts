// Account addresses as the store keeps them: EIP-55 checksummed. A chunk of its own (the
// checksum is a keccak hash, about 3 KiB gzip with viem's helpers): loaded with a wallet's
// first answer, never in the page's first load.
import { getAddress, isAddress } from 'viem'

/** Checksummed addresses; anything a wallet sends that is not an address is dropped. */
export function checksummed(accounts: unknown): `0x${string}`[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter((a): a is string => typeof a === 'string' && isAddress(a, { strict: false })).map((a) => getAddress(a))
}
