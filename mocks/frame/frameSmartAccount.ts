// The fake frame's smart account for a signed-in user: the user's frame key owns a
// PorticoSmartAccount on the local chain (mocks/chain/smartAccount.ts), deployed through the
// factory when first chosen (or by its first user operation: see Faucet). With the smart
// account preferred, the wallet answers for it: accounts name it, signatures are its owner's
// (ERC-1271 accepts them for it), transactions go through its `execute`, and a batch of calls
// (EIP-5792's wallet_sendCalls) through its `executeBatch`: one approval, all or nothing; its
// status is the batch transaction's receipt; smart-session permissions (ERC-7715) are granted
// and revoked by the owner's signature (permissionMessages.ts). Everything else is the owner's
// own wallet.
// With a bundler, the account is an ERC-4337 one too: a batch that names an ERC-7677 paymaster
// service (`capabilities.paymasterService`) goes as one user operation the app's paymaster pays
// for, signed by the owner's key after the user's one approval (frameUserOperations.ts); its id
// is the operation's hash and its status the bundler's receipt of it.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  parseUnits,
  numberToHex,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoTokenAddress } from '../chain/demoToken'
import { accountFactoryAbi, accountFactoryAddress, smartAccountOf } from '../chain/smartAccount'
import { fixtures } from '../db/fixtures'
import type { DemoWallet } from '../wallets/demoWallet'
import { atomicCallsStatus, type Call } from '../wallets/eip5792Batches'
import { paymasterServiceParam } from '../wallets/erc4337Account'
import { unsupportedCapability, unsupportedChainId, userRejected } from '../wallets/providerErrors'
import { simpleAccountCallData } from '../wallets/simpleAccountV07'
import type { GrantPermissionsRequest } from '../../src/connectors/types'
import { grantMessage, revokeMessage } from './permissionMessages'
import { demoChain } from '../wallets/chains'
import { createUserOperations } from './frameUserOperations'

/** What the fake backend gives a new account on the local chain, so the demo can sign and send at once. */
export const faucet = { eth: parseEther('10'), ptc: parseUnits('1000', 18) }

const erc20Transfer = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const
const erc20BalanceOf = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

/**
 * What the fake backend's faucet gives a new user on the local chain: `true`, ETH to the owner
 * (who pays the account's deployment) and ETH and PTC to the account; `'tokens'`, PTC to the
 * account and nothing else: a visitor with tokens and no ETH, whose account the first sponsored
 * operation deploys.
 */
export type Faucet = boolean | 'tokens'

export interface FrameSmartAccountOptions {
  faucet?: Faucet
  /** An ERC-4337 bundler for the chain: with it, batches naming a paymaster service are sponsored. */
  bundlerUrl?: string
}

/** The batch's calls, as the frame's schema lets them through (src/frame/rpcMethods.ts). */
interface CallsRequest {
  chainId?: string | number
  calls: { to: Address; value?: Hex; data?: Hex }[]
  capabilities?: Record<string, { optional?: boolean }>
}

/**
 * `ownerKey` deploys the account as the backend's own act (no approval asked), and signs its
 * user operations once the user approved them; what else the user asks for goes through the
 * owner's wallet, and its approvals.
 */
export function createFrameSmartAccount(
  owner: DemoWallet,
  ownerKey: Hex,
  rpcUrl: string,
  { faucet, bundlerUrl }: FrameSmartAccountOptions = {},
) {
  const node = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }), cacheTime: 0 })
  const address = smartAccountOf(owner.address as Address)
  const ownerRequest = (method: string, params?: unknown) =>
    owner.provider.request({ method, params: params as readonly unknown[] | undefined })
  const sent = async (hash: unknown) => {
    const receipt = await node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash as string} reverted`)
  }
  const userOperations =
    bundlerUrl === undefined
      ? undefined
      : createUserOperations({ owner: privateKeyToAccount(ownerKey), rpcUrl, bundlerUrl })

  /** ERC-7677's paymaster service a batch names, if this account can take it (5700 if not, unless optional). */
  const paymasterOf = (request: CallsRequest, chainId: number) => {
    const capability = request.capabilities?.paymasterService
    if (!capability) return undefined
    if (!userOperations) {
      if (capability.optional === true) return undefined
      throw unsupportedCapability('paymasterService')
    }
    return paymasterServiceParam(request.capabilities, chainId)
  }

  return {
    address,
    /**
     * Readies the account, once: deployed (the owner pays the gas) and funded. With the faucet
     * giving tokens only, the owner has no ETH to deploy it: it is given PTC where it will be,
     * and its first user operation deploys it. Whether it is deployed is the answer.
     */
    async prepare(): Promise<boolean> {
      if (await node.getCode({ address })) return true
      if (faucet === 'tokens') {
        await giveTokens(node, address)
        return false
      }
      const deployer = createWalletClient({
        account: privateKeyToAccount(ownerKey),
        chain: demoChain({ id: await node.getChainId(), name: 'Anvil' }, rpcUrl),
        transport: http(rpcUrl, { retryCount: 0 }),
      })
      await sent(
        await deployer.writeContract({
          address: accountFactoryAddress,
          abi: accountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address as Address],
        }),
      )
      await fund(node, address)
      return true
    },
    /** One request, answered for the smart account. */
    async request(method: string, params?: readonly unknown[]): Promise<unknown> {
      switch (method) {
        case 'wallet_getCapabilities': {
          const chainId = numberToHex(await node.getChainId())
          return {
            [chainId]: {
              atomic: { status: 'supported' },
              ...(userOperations && { paymasterService: { supported: true } }),
            },
          }
        }
        case 'wallet_sendCalls': {
          const request = (params?.[0] ?? {}) as CallsRequest
          const chainId = await node.getChainId()
          if (request.chainId !== undefined && Number(request.chainId) !== chainId)
            throw unsupportedChainId(numberToHex(Number(request.chainId)))
          const calls: Call[] = request.calls.map((call) => ({
            to: call.to,
            value: BigInt(call.value ?? '0x0'),
            data: call.data ?? '0x',
          }))
          const paymaster = paymasterOf(request, chainId)
          // Sponsored: one user operation, its id its hash; the user approves it in the frame.
          if (paymaster)
            return {
              id: await userOperations!.send(calls, paymaster, async () => {
                if (!(await owner.ask('wallet_sendCalls', params ?? []))) throw userRejected()
              }),
            }
          // The batch's id is its transaction's hash: the status call reads its receipt.
          const data = simpleAccountCallData(calls)
          const hash = await ownerRequest('eth_sendTransaction', [{ from: owner.address, to: address, data }])
          return { id: hash }
        }
        case 'wallet_getCallsStatus': {
          const id = params?.[0] as Hex
          if (userOperations?.has(id)) return userOperations.status(id)
          const receipt = await node.getTransactionReceipt({ hash: id }).catch(() => undefined)
          return atomicCallsStatus(id, await node.getChainId(), receipt)
        }
        // ERC-7715: the grant is the owner's signature of what is granted (the approval shows it).
        case 'wallet_grantPermissions': {
          const request = params?.[0] as GrantPermissionsRequest | undefined
          if (!request || typeof request.expiry !== 'number' || !Array.isArray(request.permissions))
            throw new Error('Invalid permissions request')
          if (Number(request.chainId) !== (await node.getChainId())) throw new Error('Chain is not supported')
          if (request.expiry * 1000 <= Date.now()) throw new Error('The permissions have already expired')
          const granted = { ...request, address }
          const context = await ownerRequest('personal_sign', [toHex(grantMessage(address, granted)), owner.address])
          return { ...granted, context }
        }
        case 'wallet_revokePermissions': {
          const pci = (params?.[0] as { pci?: unknown } | undefined)?.pci
          if (typeof pci !== 'string' || !pci) throw new Error('Invalid permissions request')
          return ownerRequest('personal_sign', [toHex(revokeMessage(address, pci)), owner.address])
        }
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [address]
        case 'personal_sign':
          return ownerRequest(method, [params?.[0], owner.address])
        case 'eth_signTypedData_v4':
          return ownerRequest(method, [owner.address, params?.[1]])
        case 'eth_sendTransaction': {
          const tx = (params?.[0] ?? {}) as { to: Address; value?: Hex; data?: Hex }
          const data = simpleAccountCallData([{ to: tx.to, value: BigInt(tx.value ?? '0x0'), data: tx.data ?? '0x' }])
          return ownerRequest('eth_sendTransaction', [{ from: owner.address, to: address, data }])
        }
        default:
          return ownerRequest(method, params)
      }
    },
  }
}

export type FrameSmartAccount = ReturnType<typeof createFrameSmartAccount>

/** The fake backend's faucet on the local chain: ETH for gas, and demo tokens to send. */
export async function fund(node: ReturnType<typeof createPublicClient>, to: Address, tokens = true) {
  if ((await node.getBalance({ address: to })) < faucet.eth / 2n)
    await node.request({ method: 'anvil_setBalance' as never, params: [to, toHex(faucet.eth)] as never })
  if (tokens) await giveTokens(node, to)
}

/** The faucet's demo tokens, unless the address holds some already. */
async function giveTokens(node: ReturnType<typeof createPublicClient>, to: Address) {
  const held = await node.readContract({
    address: demoTokenAddress,
    abi: erc20BalanceOf,
    functionName: 'balanceOf',
    args: [to],
  })
  if (held > 0n) return
  // Anvil's third account holds PTC and is unlocked on the node: it sends without a key here.
  const from = fixtures.anvilAccounts[2] as Address
  const data = encodeFunctionData({ abi: erc20Transfer, functionName: 'transfer', args: [to, faucet.ptc] })
  const hash = await node.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from, to: demoTokenAddress, data }] as never,
  })
  await node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
}
