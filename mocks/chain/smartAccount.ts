// The embedded wallet's smart accounts on a local anvil: one factory (PorticoAccountFactory,
// compiled from ./account/PorticoSmartAccount.sol), deployed by anvil's first account as its
// second transaction (the token is its first), so it always lands at the same address; each
// owner's account is a CREATE2 of it, so its address is known before it is deployed.
import { concatHex, encodeAbiParameters, getContractAddress, type Abi, type Address, type Hex } from 'viem'
import { deployAtNonce, fixedAddress } from './deployAtNonce'
import factoryArtifact from './account/PorticoAccountFactory.json' with { type: 'json' }
import accountArtifact from './account/PorticoSmartAccount.json' with { type: 'json' }

/** The deployer's nonce-1 contract: the same on every fresh anvil with the demo token. */
export const accountFactoryAddress: Address = fixedAddress(1)

export const smartAccountAbi = accountArtifact.abi as Abi
export const accountFactoryAbi = factoryArtifact.abi as Abi

/** The owner's smart account address (CREATE2 of the factory, salt 0), deployed or not. */
export function smartAccountOf(owner: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: accountFactoryAddress,
    salt: `0x${'00'.repeat(32)}`,
    bytecode: concatHex([accountArtifact.bytecode as Hex, encodeAbiParameters([{ type: 'address' }], [owner])]),
  })
}

/** Deploys the factory (the deployer's second transaction, after the token) unless the node has it. */
export const deployAccountFactory = (anvilUrl: string) =>
  deployAtNonce(anvilUrl, {
    what: 'The smart account factory',
    nonce: 1,
    abi: accountFactoryAbi,
    bytecode: factoryArtifact.bytecode as Hex,
  })
