// The embedded wallet's smart accounts on a local anvil: one factory (PorticoAccountFactory,
// compiled from ./account/PorticoSmartAccount.sol), deployed by anvil's first account as its
// second transaction (the token is its first), so it always lands at the same address; each
// owner's account is a CREATE2 of it, so its address is known before it is deployed.
import {
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoChain } from '../wallets/chains'
import { anvilPrivateKeys } from '../wallets/anvilKeys'
import factoryArtifact from './account/PorticoAccountFactory.json' with { type: 'json' }
import accountArtifact from './account/PorticoSmartAccount.json' with { type: 'json' }

const deployer = privateKeyToAccount(anvilPrivateKeys[0])

/** The deployer's nonce-1 contract: the same on every fresh anvil with the demo token. */
export const accountFactoryAddress: Address = getContractAddress({ from: deployer.address, nonce: 1n })

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

/** Deploys the factory unless the node has it; it must be the deployer's second transaction. */
export async function deployAccountFactory(anvilUrl: string): Promise<{ address: Address; deployed: boolean }> {
  const node = createPublicClient({ transport: http(anvilUrl, { retryCount: 0 }), cacheTime: 0 })
  if (await node.getCode({ address: accountFactoryAddress })) return { address: accountFactoryAddress, deployed: false }
  const nonce = await node.getTransactionCount({ address: deployer.address })
  if (nonce !== 1) {
    throw new Error(
      `The smart account factory belongs at ${accountFactoryAddress}, the second contract of ${deployer.address}, which has sent ${nonce} transaction(s) on ${anvilUrl}. Deploy it on a fresh anvil, after the demo token.`,
    )
  }
  const chain = demoChain({ id: await node.getChainId(), name: 'Anvil' }, anvilUrl)
  const wallet = createWalletClient({ account: deployer, chain, transport: http(anvilUrl, { retryCount: 0 }) })
  const hash = await wallet.deployContract({
    abi: accountFactoryAbi,
    bytecode: factoryArtifact.bytecode as Hex,
    nonce: 1,
  })
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || getAddress(receipt.contractAddress ?? '0x') !== accountFactoryAddress) {
    throw new Error(`The smart account factory's deployment failed (${hash})`)
  }
  return { address: accountFactoryAddress, deployed: true }
}
