// The fake frame's smart account for a signed-in user: the user's frame key owns a
// PorticoSmartAccount on the local chain (mocks/chain/smartAccount.ts), deployed through the
// factory when first chosen. With the smart account preferred, the wallet answers for it:
// accounts name it, signatures are its owner's (ERC-1271 accepts them for it), transactions go
// through its `execute`, and a batch of calls (EIP-5792's wallet_sendCalls) through its
// `executeBatch`: one approval, all or nothing; its status is the batch transaction's receipt;
// smart-session permissions (ERC-7715) are granted and revoked by the owner's signature
// (permissionMessages.ts). Everything else is the owner's own wallet.
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
import { demoTokenAddress } from '../chain/demoToken'
import { accountFactoryAbi, accountFactoryAddress, smartAccountAbi, smartAccountOf } from '../chain/smartAccount'
import { fixtures } from '../db/fixtures'
import type { DemoWallet } from '../wallets/demoWallet'
import { atomicCallsStatus } from '../wallets/eip5792Batches'
import type { GrantPermissionsRequest } from '../../src/connectors/types'
import { grantMessage, revokeMessage } from './permissionMessages'
import { demoChain } from '../wallets/chains'
import { privateKeyToAccount } from 'viem/accounts'

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
 * `ownerKey` deploys the account as the backend's own act (no approval asked); what the user
 * asks for goes through the owner's wallet, and its approvals.
 */
export function createFrameSmartAccount(owner: DemoWallet, ownerKey: Hex, rpcUrl: string) {
  const node = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }), cacheTime: 0 })
  const address = smartAccountOf(owner.address as Address)
  const ownerRequest = (method: string, params?: unknown) =>
    owner.provider.request({ method, params: params as readonly unknown[] | undefined })
  const sent = async (hash: unknown) => {
    const receipt = await node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash as string} reverted`)
  }

  return {
    address,
    deployed: async () => !!(await node.getCode({ address })),
    /** Deploys the account (the owner pays the gas) and funds it, once. */
    async deploy() {
      if (await node.getCode({ address })) return
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
    },
    /** One request, answered for the smart account. */
    async request(method: string, params?: readonly unknown[]): Promise<unknown> {
      switch (method) {
        case 'wallet_getCapabilities': {
          const chainId = numberToHex(await node.getChainId())
          return { [chainId]: { atomic: { status: 'supported' } } }
        }
        case 'wallet_sendCalls': {
          const { calls } = (params?.[0] ?? {}) as { calls: { to: Address; value?: Hex; data?: Hex }[] }
          const data = encodeFunctionData({
            abi: smartAccountAbi,
            functionName: 'executeBatch',
            args: [calls.map((call) => ({ to: call.to, value: BigInt(call.value ?? '0x0'), data: call.data ?? '0x' }))],
          })
          // The batch's id is its transaction's hash: the status call reads its receipt.
          const hash = await ownerRequest('eth_sendTransaction', [{ from: owner.address, to: address, data }])
          return { id: hash }
        }
        case 'wallet_getCallsStatus': {
          const id = params?.[0] as Hex
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
          const data = encodeFunctionData({
            abi: smartAccountAbi,
            functionName: 'execute',
            args: [tx.to, BigInt(tx.value ?? '0x0'), tx.data ?? '0x'],
          })
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
  if (!tokens) return
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
