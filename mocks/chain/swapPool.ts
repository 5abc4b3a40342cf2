// The offline demo's exchange on anvil (the swaps of section 2's optional screens): a second demo token, Portico Dollar
// (PUSD, the demo token's contract with another name), and PorticoSwapPool (./swap/*.sol,
// `npm run build:contracts` writes its artifact) with three pools priced as the mock db prices
// the assets (ETH 3,120.45 USD, PTC 1.25, PUSD 1.00). Both are deployed by anvil's first account
// as its transactions 2 and 3, so they land at fixed addresses; the liquidity comes from anvil's
// third account (unlocked on the node, as the smart accounts' faucet), not from the demo wallet's.
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { fixtures } from '../db/fixtures'
import { demoToken, demoTokenAddress } from './demoToken'
import { deployAtNonce, fixedAddress } from './deployAtNonce'
import poolArtifact from './swap/PorticoSwapPool.json' with { type: 'json' }

/** The Blockchain API's name for the native coin, which the pool uses too. */
export const nativeToken: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export const dollarToken = {
  ...demoToken,
  address: fixedAddress(2),
  name: 'Portico Dollar',
  symbol: 'PUSD',
} as const

export const swapPool = {
  address: fixedAddress(3),
  abi: poolArtifact.abi as Abi,
  bytecode: poolArtifact.bytecode as Hex,
  /** Who adds the liquidity: anvil's third account, unlocked on the node. */
  provider: getAddress(fixtures.anvilAccounts[2]!),
} as const

/** The pools at start: each pair's two amounts, in the ratio of the mock db's prices. */
export const seededPools: readonly { a: Address; b: Address; amountA: bigint; amountB: bigint }[] = [
  { a: demoTokenAddress, b: dollarToken.address, amountA: parseUnits('100000', 18), amountB: parseUnits('125000', 18) },
  { a: nativeToken, b: dollarToken.address, amountA: parseEther('40'), amountB: parseUnits('124818', 18) },
  { a: nativeToken, b: demoTokenAddress, amountA: parseEther('40'), amountB: parseUnits('99854.4', 18) },
]

/**
 * Deploys Portico Dollar and the pool (anvil's first account's transactions 2 and 3) and seeds
 * the pools, unless the node has them. Comes after the demo token and the account factory.
 */
export async function deploySwapPool(anvilUrl: string): Promise<{ seeded: boolean }> {
  await deployAtNonce(anvilUrl, {
    what: 'Portico Dollar',
    nonce: 2,
    abi: dollarToken.abi,
    bytecode: dollarToken.bytecode,
    args: [dollarToken.name, dollarToken.symbol, dollarToken.holders, dollarToken.amountEach],
  })
  const { deployed } = await deployAtNonce(anvilUrl, {
    what: 'The swap pool',
    nonce: 3,
    abi: swapPool.abi,
    bytecode: swapPool.bytecode,
  })
  if (!deployed) return { seeded: false }
  const node = createPublicClient({ transport: http(anvilUrl, { retryCount: 0 }), cacheTime: 0 })
  /** A transaction from the unlocked provider account, mined before the next. */
  const send = async (to: Address, data: Hex, value = 0n) => {
    const hash = await node.request({
      method: 'eth_sendTransaction' as never,
      params: [{ from: swapPool.provider, to, data, value: `0x${value.toString(16)}` }] as never,
    })
    const receipt = await node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Seeding the swap pool reverted (${hash as string})`)
  }
  const unlimited = 2n ** 256n - 1n
  for (const token of [demoTokenAddress, dollarToken.address])
    await send(
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swapPool.address, unlimited] }),
    )
  for (const pool of seededPools) {
    const value = (pool.a === nativeToken ? pool.amountA : 0n) + (pool.b === nativeToken ? pool.amountB : 0n)
    await send(
      swapPool.address,
      encodeFunctionData({
        abi: swapPool.abi,
        functionName: 'addLiquidity',
        args: [pool.a, pool.b, pool.amountA, pool.amountB],
      }),
      value,
    )
  }
  return { seeded: true }
}
