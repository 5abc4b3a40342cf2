// What a request did on the chain, read the way the preview claims it: the account's holdings
// before and after (ETH with the network fee added back, since the preview leaves the fee
// apart), and the allowances left. The request is sent as the demo wallet sends it: one call as
// eth_sendTransaction, several as one atomic wallet_sendCalls.
import { erc20Abi, numberToHex, type Address, type Hex, type PublicClient } from 'viem'
import { expect, vi } from 'vitest'
import type { DemoWallet } from '../../../mocks/wallets/demoWallet'
import type { PreviewCall } from '../../../src/features/preview/previewTypes'

/** An asset as the comparison keys it: 'native', or a token's contract in lowercase. */
export const assetKey = (asset: string) => (asset === 'native' ? 'native' : asset.toLowerCase())

/** The account's holdings of `assets` ('native' or token contracts), keyed by assetKey. */
export async function holdings(node: PublicClient, me: Address, assets: readonly string[]) {
  const amounts = await Promise.all(
    assets.map((asset) =>
      asset === 'native'
        ? node.getBalance({ address: me })
        : node.readContract({ address: asset as Address, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    ),
  )
  return new Map(assets.map((asset, i) => [assetKey(asset), amounts[i]!]))
}

export const allowanceOf = (node: PublicClient, token: Address, owner: Address, spender: Address) =>
  node.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })

export interface Executed {
  /** success: mined and ran; reverted: mined and reverted; refused: never sent (the wallet or the node would not). */
  outcome: 'success' | 'reverted' | 'refused'
  /** The network fee the account paid, in wei. */
  fee: bigint
  /** Why it was refused. */
  refusal?: string
}

/** Sends the very calls as the demo wallet's account and waits until they are mined. */
export async function executeAsWallet(
  wallet: DemoWallet,
  node: PublicClient,
  me: Address,
  calls: readonly PreviewCall[],
): Promise<Executed> {
  let hash: Hex
  try {
    hash =
      calls.length === 1
        ? ((await wallet.provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: me, ...calls[0] }],
          })) as Hex)
        : await batchHash(wallet, node, me, calls)
  } catch (error) {
    return { outcome: 'refused', fee: 0n, refusal: error instanceof Error ? error.message : String(error) }
  }
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return {
    outcome: receipt.status === 'success' ? 'success' : 'reverted',
    fee: receipt.gasUsed * receipt.effectiveGasPrice,
  }
}

/** wallet_sendCalls, atomic, followed until the wallet reports the batch's transaction. */
async function batchHash(wallet: DemoWallet, node: PublicClient, me: Address, calls: readonly PreviewCall[]) {
  const { id } = (await wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: numberToHex(await node.getChainId()),
        from: me,
        atomicRequired: true,
        calls,
      },
    ],
  })) as { id: string }
  return vi.waitFor(async () => {
    const status = (await wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      receipts?: { transactionHash: Hex }[]
    }
    const hash = status.receipts?.[0]?.transactionHash
    expect(hash, `the batch ${id} has its transaction`).toBeDefined()
    return hash!
  })
}
