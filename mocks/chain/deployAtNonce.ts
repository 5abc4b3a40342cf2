// The demo's contracts on a local anvil land at fixed addresses: each is deployed by anvil's first
// account as its transaction number `nonce` (demoChain.ts lists them in order), so the mock db
// and the pages can name them before the node starts.
import {
  createPublicClient,
  createWalletClient,
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

export const deployer = privateKeyToAccount(anvilPrivateKeys[0])

/** Where the deployer's transaction number `nonce` puts its contract on every fresh anvil. */
export const fixedAddress = (nonce: number): Address =>
  getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })

export interface FixedDeployment {
  address: Address
  /** False when the node already had the contract (nothing was sent). */
  deployed: boolean
}

export interface FixedContract {
  /** What it is, for the errors. */
  what: string
  nonce: number
  abi: Abi
  bytecode: Hex
  args?: readonly unknown[]
}

/**
 * Deploys the contract unless the node has it. It has to be the deployer's transaction number
 * `nonce`: on a node where the deployer has sent another and the contract is missing, its
 * address cannot be had and this throws.
 */
export async function deployAtNonce(anvilUrl: string, contract: FixedContract): Promise<FixedDeployment> {
  const address = fixedAddress(contract.nonce)
  const node = createPublicClient({ transport: http(anvilUrl, { retryCount: 0 }), cacheTime: 0 })
  if (await node.getCode({ address })) return { address, deployed: false }
  const sent = await node.getTransactionCount({ address: deployer.address })
  if (sent !== contract.nonce) {
    throw new Error(
      `${contract.what} belongs at ${address}, the contract of ${deployer.address}'s transaction ${contract.nonce}, and it has already sent ${sent} transaction(s) on ${anvilUrl}. Deploy it on a fresh anvil.`,
    )
  }
  const chain = demoChain({ id: await node.getChainId(), name: 'Anvil' }, anvilUrl)
  const wallet = createWalletClient({ account: deployer, chain, transport: http(anvilUrl, { retryCount: 0 }) })
  const hash = await wallet.deployContract({
    abi: contract.abi,
    bytecode: contract.bytecode,
    args: contract.args ?? [],
    nonce: contract.nonce,
  } as never)
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`${contract.what}'s deployment reverted (${hash})`)
  if (!receipt.contractAddress || getAddress(receipt.contractAddress) !== address) {
    throw new Error(`${contract.what} landed at ${receipt.contractAddress}, not ${address}`)
  }
  return { address, deployed: true }
}
