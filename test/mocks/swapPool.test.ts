// The demo's exchange on a real anvil: Portico Dollar and the pool at their fixed addresses, the
// pools seeded in the mock db's price ratios from anvil's third account (the demo wallet's
// balances untouched); a quote is the constant-product formula with the 0.3 % fee, and a swap
// moves exactly the quoted amounts — token for token with an allowance, the native coin as the
// value — or reverts when the price moved past the slippage.
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { demoChainForFile } from '../support/demoChainForFile'
import { demoToken, demoTokenAddress } from '../../mocks/chain/demoToken'
import { deploySwapPool, dollarToken, nativeToken, seededPools, swapPool } from '../../mocks/chain/swapPool'
import { fixtures } from '../../mocks/db/fixtures'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { demoChain } from '../../mocks/wallets/chains'

const chain = demoChainForFile()

const node = () => createPublicClient({ transport: http(chain().url), cacheTime: 0 })
/** anvil's second account: a visitor with PTC, PUSD and ETH, not the liquidity's provider. */
const visitor = () =>
  createWalletClient({
    account: privateKeyToAccount(anvilPrivateKeys[1]),
    chain: demoChain({ id: 31337 }, chain().url),
    transport: http(chain().url),
  })
const balanceOf = (token: Address, owner: Address) =>
  token === nativeToken
    ? node().getBalance({ address: owner })
    : node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const reserves = (tokenIn: Address, tokenOut: Address) =>
  node().readContract({
    address: swapPool.address,
    abi: swapPool.abi,
    functionName: 'reserves',
    args: [tokenIn, tokenOut],
  }) as Promise<readonly [bigint, bigint]>
const quote = (tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
  node().readContract({
    address: swapPool.address,
    abi: swapPool.abi,
    functionName: 'getAmountOut',
    args: [tokenIn, tokenOut, amountIn],
  }) as Promise<bigint>
const mined = async (hash: `0x${string}`) => {
  const receipt = await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
}

describe('deployed and seeded at start', () => {
  it('Portico Dollar and the pool hold their fixed addresses; each pool holds its seed, the demo wallet is untouched', async () => {
    expect(await node().readContract({ address: dollarToken.address, abi: erc20Abi, functionName: 'symbol' })).toBe(
      'PUSD',
    )
    for (const pool of seededPools) expect(await reserves(pool.a, pool.b)).toEqual([pool.amountA, pool.amountB])
    const demoWallet = demoToken.holders[0]!
    expect(await balanceOf(demoTokenAddress, demoWallet)).toBe(demoToken.amountEach)
    expect(await balanceOf(dollarToken.address, demoWallet)).toBe(dollarToken.amountEach)
    expect(await deploySwapPool(chain().url)).toEqual({ seeded: false })
  })

  it('Portico Dollar is the address the mock db lists and prices', () =>
    expect(`eip155:31337:${dollarToken.address}`).toBe(fixtures.tokenAddresses.anvilDollarToken))

  it('prices follow the mock db: 1 PTC buys about 1.25 PUSD, 1 ETH about 3,120 PUSD', async () => {
    const ptcInPusd = await quote(demoTokenAddress, dollarToken.address, parseUnits('1', 18))
    expect(Number(ptcInPusd) / 1e18).toBeCloseTo(1.25 * 0.997, 2)
    const ethInPusd = await quote(nativeToken, dollarToken.address, parseEther('1'))
    expect(Number(ethInPusd) / 1e18).toBeGreaterThan(3000)
    expect(Number(ethInPusd) / 1e18).toBeLessThan(3120.45)
  })
})

describe('a quote is x·y = k with the fee, and a swap moves exactly what was quoted', () => {
  it('PTC for PUSD, after an allowance', async () => {
    const wallet = visitor()
    const me = wallet.account.address
    const amountIn = parseUnits('250', 18)
    const [reserveIn, reserveOut] = await reserves(demoTokenAddress, dollarToken.address)
    const expected = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
    expect(await quote(demoTokenAddress, dollarToken.address, amountIn)).toBe(expected)
    const [ptcBefore, pusdBefore] = await Promise.all([
      balanceOf(demoTokenAddress, me),
      balanceOf(dollarToken.address, me),
    ])
    await mined(
      await wallet.writeContract({
        address: demoTokenAddress,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapPool.address, amountIn],
      }),
    )
    await mined(
      await wallet.writeContract({
        address: swapPool.address,
        abi: swapPool.abi,
        functionName: 'swap',
        args: [demoTokenAddress, dollarToken.address, amountIn, expected, me],
      }),
    )
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptcBefore - amountIn)
    expect(await balanceOf(dollarToken.address, me)).toBe(pusdBefore + expected)
    expect(await reserves(demoTokenAddress, dollarToken.address)).toEqual([reserveIn + amountIn, reserveOut - expected])
  })

  it('the native coin for PTC, sent as the value', async () => {
    const wallet = visitor()
    const me = wallet.account.address
    const amountIn = parseEther('0.5')
    const expected = await quote(nativeToken, demoTokenAddress, amountIn)
    const [ethBefore, ptcBefore] = await Promise.all([balanceOf(nativeToken, me), balanceOf(demoTokenAddress, me)])
    const { fee } = await mined(
      await wallet.writeContract({
        address: swapPool.address,
        abi: swapPool.abi,
        functionName: 'swap',
        args: [nativeToken, demoTokenAddress, amountIn, expected, me],
        value: amountIn,
      }),
    )
    expect(await balanceOf(nativeToken, me)).toBe(ethBefore - amountIn - fee)
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptcBefore + expected)
  })

  it('a price moved past the slippage reverts, and nothing moves', async () => {
    const wallet = visitor()
    const me = wallet.account.address
    const amountIn = parseUnits('10', 18)
    const quoted = await quote(dollarToken.address, demoTokenAddress, amountIn)
    await mined(
      await wallet.writeContract({
        address: dollarToken.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapPool.address, amountIn],
      }),
    )
    const before = await balanceOf(dollarToken.address, me)
    await expect(
      wallet.writeContract({
        address: swapPool.address,
        abi: swapPool.abi,
        functionName: 'swap',
        args: [dollarToken.address, demoTokenAddress, amountIn, quoted + 1n, me],
      }),
    ).rejects.toThrow(/price moved beyond the slippage/)
    expect(await balanceOf(dollarToken.address, me)).toBe(before)
  })
})
