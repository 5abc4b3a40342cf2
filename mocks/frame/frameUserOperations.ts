// The frame's smart account as the ERC-4337 v0.7 account it also is (PorticoSmartAccount's
// validateUserOp): viem's SmartAccount for it, and batches sent as its user operations through a
// bundler, their gas paid by the paymaster the app names (ERC-7677), as the demo wallet's
// ERC-4337 account sends its own (erc4337Account.ts, whose steps these are). The owner's key
// signs each operation after the user's one approval; the owner needs no ETH, nor the account:
// an account not deployed yet is deployed by its first operation (the factory's createAccount as
// its initCode), which the paymaster pays for too. Runs in Node and in the browser.
import { createPublicClient, encodeFunctionData, http, type Hex, type LocalAccount } from 'viem'
import {
  createBundlerClient,
  getUserOperationHash,
  toSmartAccount,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'
import { accountFactoryAbi, accountFactoryAddress, smartAccountOf } from '../chain/smartAccount'
import { demoChain } from '../wallets/chains'
import type { Call } from '../wallets/eip5792Batches'
import {
  inServicesWords,
  operationsInTurn,
  sendUserOperation,
  userOperationCallsStatus,
  type PaymasterService,
} from '../wallets/erc4337Account'
import { simpleAccountCallData, simpleAccountEntryPoint, stubSignature } from '../wallets/simpleAccountV07'

/**
 * viem's SmartAccount for the owner's PorticoSmartAccount, deployed or not. Its calls have
 * SimpleAccount's shape, its operations the same signature (the owner's EIP-191 signature of the
 * operation's hash); its messages are the owner's signatures, which its ERC-1271 accepts.
 */
export function toPorticoSmartAccount({
  client,
  owner,
}: {
  /** A client of the node, with its chain. */
  client: SmartAccountImplementation['client']
  owner: LocalAccount
}) {
  const address = smartAccountOf(owner.address)
  const factoryData = encodeFunctionData({
    abi: accountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address],
  })
  return toSmartAccount({
    client,
    entryPoint: simpleAccountEntryPoint,
    getAddress: async () => address,
    // Asked only while the account has no code: its first operation deploys it.
    getFactoryArgs: async () => ({ factory: accountFactoryAddress, factoryData }),
    getStubSignature: async () => stubSignature,
    encodeCalls: async (calls) => simpleAccountCallData(calls),
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new Error('toPorticoSmartAccount: no chain id to sign for')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: simpleAccountEntryPoint.address,
        entryPointVersion: simpleAccountEntryPoint.version,
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: (typedData) => owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0]),
  })
}

export interface UserOperationsOptions {
  owner: LocalAccount
  rpcUrl: string
  bundlerUrl: string
}

/** The account's sponsored batches: sent as user operations, and their EIP-5792 status. */
export function createUserOperations({ owner, rpcUrl, bundlerUrl }: UserOperationsOptions) {
  const services = [
    { name: 'The bundler', url: bundlerUrl },
    { name: 'The node', url: rpcUrl },
  ]
  /** The operations this frame sent: a batch id among them is a user operation's hash. */
  const sent = new Set<string>()
  const inTurn = operationsInTurn()
  /** Made at the first operation (the node's chain read then); a failure is tried again at the next. */
  const clientsOn = async () => {
    const transport = http(rpcUrl, { retryCount: 0, timeout: 5_000 })
    const chainId = await createPublicClient({ transport }).getChainId()
    const node = createPublicClient({
      chain: demoChain({ id: chainId, name: 'Anvil' }, rpcUrl),
      transport,
      cacheTime: 0,
    })
    const bundler = createBundlerClient({
      client: node,
      transport: http(bundlerUrl, { retryCount: 0, timeout: 10_000 }),
      // The next operation waits for the last one's inclusion (operationsInTurn): seen at once.
      pollingInterval: 100,
    })
    return { chainId, bundler, account: await toPorticoSmartAccount({ client: node, owner }) }
  }
  let clients: ReturnType<typeof clientsOn> | undefined
  const clientsOnce = () =>
    (clients ??= clientsOn().catch((error: unknown) => {
      clients = undefined
      throw inServicesWords(error, services)
    }))

  return {
    /**
     * Sends the calls as one user operation paid by `paymaster`, once `ask` (the user's approval)
     * resolved; a paymaster's refusal comes before the question, and nothing is sent.
     */
    async send(calls: readonly Call[], paymaster: PaymasterService, ask: () => Promise<void>): Promise<Hex> {
      const { chainId, bundler, account } = await clientsOnce()
      const hash = await inTurn(bundler, () =>
        sendUserOperation({ bundler, account, chainId, calls, paymaster, ask, services }),
      )
      sent.add(hash)
      return hash
    },
    has: (id: string) => sent.has(id),
    async status(id: Hex) {
      const { chainId, bundler } = await clientsOnce()
      return userOperationCallsStatus(bundler, { id, chainId, userOpHash: id, services })
    },
  }
}

export type UserOperations = ReturnType<typeof createUserOperations>
