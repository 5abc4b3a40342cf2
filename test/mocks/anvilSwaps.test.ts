// Swaps on the anvil network through the mocked Blockchain API and the real client: the quote
// is the demo pool's, the allowance is the chain's, and the approval and the swap the mocks
// build are sent as they come by a wallet, moving balances on the chain by what was quoted.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken, nativeToken, swapPool } from '../../mocks/chain/swapPool'
import { fixtures } from '../../mocks/db/fixtures'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { demoChain } from '../../mocks/wallets/chains'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { anvilNetwork, chainWithMocks } from '../support/chainWithMocks'

const setup = chainWithMocks()
const chain = () => setup.chain()

const node = () => createPublicClient({ transport: http(chain().url), cacheTime: 0 })
/** anvil's second account: holds ETH, PTC and PUSD, and is nobody's liquidity. */
const wallet = () =>
  createWalletClient({
    account: privateKeyToAccount(anvilPrivateKeys[1]),
    chain: demoChain({ id: 31337 }, chain().url),
    transport: http(chain().url),
  })
const me = () => wallet().account.address
const caip = (asset: Address) => `${anvilNetwork}:${asset}` as const
const balanceOf = (token: Address, owner: Address) =>
  token === nativeToken
    ? node().getBalance({ address: owner })
    : node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** One call through the real client (its schemas check the mocks' answer). */
async function ask<T>(thunk: Parameters<typeof outcomeOf>[1]): Promise<T> {
  const outcome = await outcomeOf(testStore(), thunk)
  expect(outcome.error).toBeUndefined()
  return outcome.data as T
}

/** Sends a built transaction as a wallet does, the native amount as its value. */
async function send(tx: { to: string; data: string }, value = 0n) {
  const hash = await wallet().sendTransaction({
    to: tx.to.split(':')[2] as Address,
    data: tx.data as Hex,
    value,
  })
  const receipt = await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

describe('a swap on the anvil network, as the mocks serve it', () => {
  it('PTC for PUSD: quoted by the pool, allowance from the chain, approve then swap, balances move by the quote', async () => {
    const amount = parseUnits('120', 18)
    const from = caip(demoTokenAddress)
    const to = caip(dollarToken.address)
    const started = performance.now()
    const { quotes } = await ask<{ quotes: { toAmount: string }[] }>(
      blockchainApi.endpoints.convertQuotes.initiate({ query: { amount: amount.toString(), from, to } }),
    )
    const pooled = (await node().readContract({
      address: swapPool.address,
      abi: swapPool.abi,
      functionName: 'getAmountOut',
      args: [demoTokenAddress, dollarToken.address, amount],
    })) as bigint
    expect(quotes[0]!.toAmount).toBe(pooled.toString())

    const allowance = (tokenAddress: string) =>
      ask<{ allowance: string }>(
        blockchainApi.endpoints.convertAllowance.initiate({ query: { tokenAddress, userAddress: caip(me()) } }),
      )
    expect((await allowance(from)).allowance).toBe('0')
    const approve = await ask<{ tx: { to: string; data: string } }>(
      blockchainApi.endpoints.convertBuildApprove.initiate({ query: { from, to: from, amount: amount.toString() } }),
    )
    expect(approve.tx.to).toBe(from)
    await send(approve.tx)
    expect((await allowance(from)).allowance).toBe(amount.toString())

    const [ptcBefore, pusdBefore] = await Promise.all([
      balanceOf(demoTokenAddress, me()),
      balanceOf(dollarToken.address, me()),
    ])
    const built = await ask<{ tx: { to: string; data: string; amount: string } }>(
      blockchainApi.endpoints.convertBuildTransaction.initiate({
        body: {
          amount: amount.toString(),
          from,
          to,
          userAddress: caip(me()),
          eip155: { slippage: 1 },
          projectId: fixtures.projectId,
        },
      }),
    )
    expect(built.tx).toMatchObject({ to: caip(swapPool.address), amount: pooled.toString() })
    await send(built.tx)
    console.log(`[anvil swaps] quote → swap mined: ${(performance.now() - started).toFixed(0)} ms`)
    expect(await balanceOf(demoTokenAddress, me())).toBe(ptcBefore - amount)
    expect(await balanceOf(dollarToken.address, me())).toBe(pusdBefore + pooled)
  })

  it('the native coin needs no allowance; its swap goes with the amount as the value', async () => {
    const amount = parseEther('0.25')
    const from = caip(nativeToken)
    const to = caip(demoTokenAddress)
    const { allowance } = await ask<{ allowance: string }>(
      blockchainApi.endpoints.convertAllowance.initiate({ query: { tokenAddress: from, userAddress: caip(me()) } }),
    )
    expect(BigInt(allowance)).toBe(2n ** 256n - 1n)
    const built = await ask<{ tx: { to: string; data: string; amount: string } }>(
      blockchainApi.endpoints.convertBuildTransaction.initiate({
        body: {
          amount: amount.toString(),
          from,
          to,
          userAddress: caip(me()),
          eip155: { slippage: 1 },
          projectId: fixtures.projectId,
        },
      }),
    )
    const ptcBefore = await balanceOf(demoTokenAddress, me())
    await send(built.tx, amount)
    expect(await balanceOf(demoTokenAddress, me())).toBe(ptcBefore + BigInt(built.tx.amount))
  })

  it('tokens of two networks are refused in the server’s words', async () => {
    const outcome = await outcomeOf(
      testStore(),
      blockchainApi.endpoints.convertQuotes.initiate({
        query: {
          amount: '1000',
          from: caip(demoTokenAddress),
          to: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
      }),
    )
    expect(outcome.error).toMatchObject({
      reason: 'Invalid parameter: `from` and `to` chain IDs must have the same value',
    })
  })
})
