// The local chain of the offline demo and the browser tests: an anvil node with the demo token,
// the embedded wallet's smart account factory, and the swap pool (with its second token and its
// liquidity) already deployed. startAnvil stays a bare
// node, for tests that want nothing on it.
import { startAnvil, type Anvil, type AnvilOptions } from './anvil'
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
    return { ...anvil, tokenAddress: address, deployMs: performance.now() - started }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
