// The local chain of the offline demo and the browser tests: an anvil node with the demo's
// contracts already deployed, each by anvil's first account at a fixed nonce (deployAtNonce.ts):
// the demo token (0), the embedded wallet's smart account factory (1), the swap pool's second
// token and the pool with its liquidity (2, 3), and the code the demo wallet delegates to with
// EIP-7702 for its batches (4). startAnvil stays a bare node, for tests that want nothing on it.
import { startAnvil, type Anvil, type AnvilOptions } from './anvil'
import { deployBatchDelegate } from './batchDelegate'
import { deployDemoToken } from './demoToken'
import { deployAccountFactory } from './smartAccount'
import { deploySwapPool } from './swapPool'
import type { Address } from 'viem'

export interface DemoChain extends Anvil {
  /** The demo token's address (demoTokenAddress). */
  tokenAddress: Address
  /** How long the deployment took, in ms (the node's start is not counted). */
  deployMs: number
}

export async function startDemoChain(options: AnvilOptions = {}): Promise<DemoChain> {
  const anvil = await startAnvil(options)
  try {
    const started = performance.now()
    const { address } = await deployDemoToken(anvil.url)
    await deployAccountFactory(anvil.url)
    await deploySwapPool(anvil.url)
    await deployBatchDelegate(anvil.url)
    return { ...anvil, tokenAddress: address, deployMs: performance.now() - started }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
