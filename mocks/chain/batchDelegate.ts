// The code the demo wallet's account delegates to with EIP-7702 to run EIP-5792 batches
// (PorticoBatchDelegate, compiled from ./batch/PorticoBatchDelegate.sol): deployed by anvil's
// first account as its fifth transaction (after the token, the account factory, Portico Dollar
// and the swap pool), so every fresh demo chain has it at the same address. A chain without it
// is one where the wallet has no batches (mocks/wallets/eip5792Batches.ts).
import { concatHex, type Abi, type Address, type Hex } from 'viem'
import { deployAtNonce, fixedAddress } from './deployAtNonce'
import artifact from './batch/PorticoBatchDelegate.json' with { type: 'json' }

/** The deployer's nonce-4 contract: the same on every fresh demo chain. */
export const batchDelegateAddress: Address = fixedAddress(4)

export const batchDelegateAbi = artifact.abi as Abi

/** EIP-7702: the code of an account that delegates to `address` (0xef0100 ++ address). */
export const delegationCode = (address: Address): Hex => concatHex(['0xef0100', address])

/** Deploys the delegate (the deployer's transaction 4, after the swap pool) unless the node has it. */
export const deployBatchDelegate = (anvilUrl: string) =>
  deployAtNonce(anvilUrl, {
    what: 'The batch delegate',
    nonce: 4,
    abi: batchDelegateAbi,
    bytecode: artifact.bytecode as Hex,
  })
