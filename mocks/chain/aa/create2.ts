// Deployments through the deterministic CREATE2 deployer (Arachnid's, at 0x4e59…956c), the way
// the ERC-4337 contracts were put on every public chain: the address follows from the salt and
// the init code alone, so the published artifacts land at their canonical addresses on a local
// anvil too. Anvil has that deployer from its first block (unless started with `--no-create2`).
// Anyone may send these; the stack's create2Sender does (keys.ts).
import {
  concatHex,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { aaKeys } from './keys'

export const create2Deployer: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

export interface Create2Contract {
  /** What it is, for the errors. */
  what: string
  salt: Hex
  /** Creation bytecode with its constructor arguments appended. */
  initCode: Hex
}

export const create2Address = ({ salt, initCode }: Create2Contract): Address =>
  getContractAddress({ opcode: 'CREATE2', from: create2Deployer, salt, bytecode: initCode })

export interface Create2Deployment {
  address: Address
  /** False when the node already had the contract (nothing was sent). */
  deployed: boolean
}

/** Deploys the contract at its CREATE2 address unless the node has it there. */
export async function deployByCreate2(anvilUrl: string, contract: Create2Contract): Promise<Create2Deployment> {
  const address = create2Address(contract)
  const transport = http(anvilUrl, { retryCount: 0 })
  const node = createPublicClient({ transport, cacheTime: 0 })
  if (await node.getCode({ address })) return { address, deployed: false }
  if (!(await node.getCode({ address: create2Deployer }))) {
    throw new Error(`${contract.what} needs the CREATE2 deployer at ${create2Deployer}, missing on ${anvilUrl}.`)
  }
  const wallet = createWalletClient({ account: privateKeyToAccount(aaKeys.create2Sender), transport })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: create2Deployer,
    data: concatHex([contract.salt, contract.initCode]),
  })
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !(await node.getCode({ address }))) {
    throw new Error(`${contract.what} was not created at ${address} (${hash})`)
  }
  return { address, deployed: true }
}
