// The demo token on a local anvil: Portico Test Token (PTC), an ERC-20 compiled from
// ./token/PorticoTestToken.sol (`npm run build:contracts` writes the artifact deployed here).
// Deployed by anvil's first account as its first transaction, so it always lands at the same
// address, the one the mock db lists (fixtures.tokenAddresses.anvilTestToken) with its price
// and icon.
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  http,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { fixtures } from '../db/fixtures'
import { demoChain } from '../wallets/chains'
import { anvilPrivateKeys } from '../wallets/anvilKeys'
import artifact from './token/PorticoTestToken.json' with { type: 'json' }

const deployer = privateKeyToAccount(anvilPrivateKeys[0])

/** Where the deployer's nonce-0 contract lands: the same on every fresh anvil. */
export const demoTokenAddress: Address = getContractAddress({ from: deployer.address, nonce: 0n })

export const demoToken = {
  address: demoTokenAddress,
  name: 'Portico Test Token',
  symbol: 'PTC',
  decimals: 18,
  /** anvil's first three accounts, each minted `amountEach` by the constructor. */
  holders: fixtures.anvilAccounts.map((a) => getAddress(a)),
  amountEach: parseUnits('1000000', 18),
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
} as const

export interface DemoTokenDeployment {
  address: Address
  /** False when the node already had the token (nothing was sent). */
  deployed: boolean
}

/**
 * Deploys the demo token on the node at `anvilUrl`, unless it is already there. It has to be
 * the deployer's first transaction: on a node where anvil's first account has already sent
 * one and the token is missing, the address cannot be had and this throws.
 */
export async function deployDemoToken(anvilUrl: string): Promise<DemoTokenDeployment> {
  const node = createPublicClient({ transport: http(anvilUrl, { retryCount: 0 }), cacheTime: 0 })
  if (await node.getCode({ address: demoTokenAddress })) return { address: demoTokenAddress, deployed: false }
  const nonce = await node.getTransactionCount({ address: deployer.address })
  if (nonce !== 0) {
    throw new Error(
      `The demo token belongs at ${demoTokenAddress}, the first contract of ${deployer.address}, which has already sent ${nonce} transaction(s) on ${anvilUrl}. Deploy it on a fresh anvil.`,
    )
  }
  const chain = demoChain({ id: await node.getChainId(), name: 'Anvil' }, anvilUrl)
  const wallet = createWalletClient({ account: deployer, chain, transport: http(anvilUrl, { retryCount: 0 }) })
  const hash = await wallet.deployContract({
    abi: demoToken.abi,
    bytecode: demoToken.bytecode,
    args: [demoToken.name, demoToken.symbol, demoToken.holders, demoToken.amountEach],
    nonce: 0,
  })
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`The demo token's deployment reverted (${hash})`)
  if (!receipt.contractAddress || getAddress(receipt.contractAddress) !== demoTokenAddress) {
    throw new Error(`The demo token landed at ${receipt.contractAddress}, not ${demoTokenAddress}`)
  }
  return { address: demoTokenAddress, deployed: true }
}
