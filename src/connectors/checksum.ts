// Account addresses as the store keeps them: EIP-55 checksummed. A chunk of its own (the
// checksum is a keccak hash, about 3 KiB gzip with viem's helpers): loaded with a wallet's
// first answer, never in the page's first load.
import { getAddress, isAddress } from 'viem'

/** Checksummed addresses; anything a wallet sends that is not an address is dropped. */
export function checksummed(accounts: unknown): `0x${string}`[] {
  if (!Array.isArray(accounts)) return []
  return accounts
    .filter((a): a is string => typeof a === 'string' && isAddress(a, { strict: false }))
    .map((a) => getAddress(a))
}

/**
 * An accountsChanged payload: the accounts, checksummed; `lost` for the empty list, the one way
 * EIP-1193 wallets say the dapp lost access; `malformed` for anything else that is not a list
 * of addresses (a string, null, a non-address), which says nothing about access.
 */
export function accountsChange(accounts: unknown): { accounts: `0x${string}`[] } | 'lost' | 'malformed' {
  if (!Array.isArray(accounts)) return 'malformed'
  if (accounts.length === 0) return 'lost'
  const list = checksummed(accounts)
  return list.length === accounts.length ? { accounts: list } : 'malformed'
}
