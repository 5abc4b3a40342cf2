// The keys the wallet signs with: viem local accounts for EVM (nothing is ever signed by the
// node's unlocked accounts) and, when enabled, one derived Solana account.
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { solanaAccountFrom, type SolanaAccount } from '../solanaAccount'

export interface WalletKeys {
  /** In the order of the private keys given; a new session gets the first. */
  evm: readonly PrivateKeyAccount[]
  /** The account for an address, whatever its case; undefined when the wallet does not hold it. */
  evmAccount(address: unknown): PrivateKeyAccount | undefined
  solana?: SolanaAccount
}

export function walletKeysFrom(privateKeys: readonly Hex[], withSolana: boolean): WalletKeys {
  if (privateKeys.length === 0) throw new Error('A WalletConnect wallet needs at least one private key')
  const evm = privateKeys.map((key) => privateKeyToAccount(key))
  const byAddress = new Map<Address, PrivateKeyAccount>(evm.map((account) => [account.address, account]))
  return {
    evm,
    evmAccount: (address) =>
      typeof address === 'string' && isAddress(address, { strict: false })
        ? byAddress.get(getAddress(address))
        : undefined,
    solana: withSolana ? solanaAccountFrom(privateKeys[0]!) : undefined,
  }
}
