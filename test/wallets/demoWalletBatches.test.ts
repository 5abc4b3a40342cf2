// The demo wallet as an EIP-7702 delegated EOA answering EIP-5792 v2 on real anvil nodes: the
// demo chain (the delegate deployed), a second demo chain, and a bare node (no delegate). Each
// test's wallet has a fresh key, so its account starts undelegated. Requests go through viem's
// own EIP-5792 actions where a client would use them, raw where the wire itself is the rule.
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseUnits,
} from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { batchDelegateAddress, delegationCode } from '../../mocks/chain/batchDelegate'
import { startDemoChain, type DemoChain } from '../../mocks/chain/demoChain'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken, swapPool } from '../../mocks/chain/swapPool'
import { fund } from '../../mocks/frame/frameSmartAccount'
import { demoChain } from '../../mocks/wallets/chains'
import { createDemoWallet, type DemoWallet, type DemoWalletOptions } from '../../mocks/wallets/demoWallet'
import { flowSteps, nodeStartBound } from '../support/waits'

let chain: DemoChain
let otherChain: DemoChain
let bare: Anvil
beforeAll(async () => {
  ;[chain, otherChain, bare] = await Promise.all([
    startDemoChain(),
    startDemoChain({ chainId: 31338 }),
    startAnvil({ chainId: 31339 }),
  ])
}, nodeStartBound)
afterAll(() => Promise.all([chain?.stop(), otherChain?.stop(), bare?.stop()]))

const node = () => createPublicClient({ transport: http(chain.url), cacheTime: 0 })
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

/** A wallet with batches on a fresh key, funded with ETH and PTC, the site permitted (then `mode`). */
async function batchingWallet({ mode = 'approve', ...options }: Partial<DemoWalletOptions> = {}) {
  const wallet = createDemoWallet({
    rpcUrl: chain.url,
    privateKey: generatePrivateKey(),
    batches: 'eip7702',
    knownChains: [
      { id: 31338, rpcUrls: { default: { http: [otherChain.url] } } },
      { id: 31339, rpcUrls: { default: { http: [bare.url] } } },
    ],
    ...options,
  })
  await fund(node(), wallet.address)
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setMode(mode)
  return wallet
}
const request = (wallet: DemoWallet, method: string, params: readonly unknown[]) =>
  wallet.provider.request({ method, params })
/** viem's wallet client over the demo wallet's provider: what an app's EIP-5792 calls send. */
const client = (wallet: DemoWallet) =>
  createWalletClient({
    account: wallet.address,
    chain: demoChain({ id: 31337 }, chain.url),
    transport: custom(wallet.provider),
  })
const atomicStatuses = (wallet: DemoWallet, chainIds?: string[]) =>
  request(wallet, 'wallet_getCapabilities', chainIds ? [wallet.address, chainIds] : [wallet.address])

const amountIn = parseUnits('250', 18)
const quote = () =>
  node().readContract({
    address: swapPool.address,
    abi: swapPool.abi,
    functionName: 'getAmountOut',
    args: [demoTokenAddress, dollarToken.address, amountIn],
  }) as Promise<bigint>
/** The swap's two calls: an allowance of twice what is swapped (half stays), then the swap. */
const approveThenSwap = (wallet: DemoWallet, minAmountOut: bigint) => [
  {
    to: demoTokenAddress,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swapPool.address, 2n * amountIn] }),
  },
  {
    to: swapPool.address,
    data: encodeFunctionData({
      abi: swapPool.abi,
      functionName: 'swap',
      args: [demoTokenAddress, dollarToken.address, amountIn, minAmountOut, wallet.address],
    }),
  },
]
const allowance = (wallet: DemoWallet) =>
  node().readContract({
    address: demoTokenAddress,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [wallet.address, swapPool.address],
  })
const balanceOf = (token: `0x${string}`, wallet: DemoWallet) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] })
const sendCalls = (wallet: DemoWallet, calls: readonly unknown[], extra: Record<string, unknown> = {}) =>
  request(wallet, 'wallet_sendCalls', [
    { version: '2.0.0', from: wallet.address, chainId: '0x7a69', atomicRequired: true, calls, ...extra },
  ]) as Promise<{ id: string }>

describe('wallet_getCapabilities: atomic per chain, from the account’s code', () => {
  it("is 'ready' where the delegate is deployed and the account does not delegate yet; a chain without it has no key", async () => {
    const wallet = await batchingWallet()
    expect(await atomicStatuses(wallet)).toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
      '0x7a6a': { atomic: { status: 'ready' } },
    })
    expect(await atomicStatuses(wallet, ['0x7a6b', '0x1'])).toEqual({})
  })

  it(
    "turns 'supported' on the chain of the first batch only (the EIP-7702 authorization is per chain)",
    async () => {
      const wallet = await batchingWallet()
      const { id } = await client(wallet).sendCalls({ calls: approveThenSwap(wallet, 0n), forceAtomic: true })
      await client(wallet).waitForCallsStatus({ id, pollingInterval: 50 })
      expect(await node().getCode({ address: wallet.address })).toBe(delegationCode(batchDelegateAddress).toLowerCase())
      expect(await atomicStatuses(wallet, ['0x7a69', '0x7a6a'])).toEqual({
        '0x7a69': { atomic: { status: 'supported' } },
        '0x7a6a': { atomic: { status: 'ready' } },
      })
      expect(await client(wallet).getCapabilities({ chainId: 31337 })).toEqual({ atomic: { status: 'supported' } })
    },
    flowSteps(2).timeout,
  )

  it('an unpermitted site, or another address, gets 4100', async () => {
    const wallet = createDemoWallet({ rpcUrl: chain.url, privateKey: generatePrivateKey(), batches: 'eip7702' })
    expect(await failureOf(atomicStatuses(wallet))).toMatchObject({ code: 4100 })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(await failureOf(request(wallet, 'wallet_getCapabilities', [swapPool.provider]))).toMatchObject({
      code: 4100,
    })
  })
})

describe('wallet_sendCalls: one approval, one transaction, all or nothing', () => {
  it(
    'an approve and a swap ask the user once, land in one transaction, and both show; status 200 with its receipt',
    async () => {
      const wallet = await batchingWallet({ mode: 'manual' })
      const expected = await quote()
      const [ptcBefore, pusdBefore, nonceBefore] = await Promise.all([
        balanceOf(demoTokenAddress, wallet),
        balanceOf(dollarToken.address, wallet),
        node().getTransactionCount({ address: wallet.address }),
      ])
      const asked: string[] = []
      wallet.onPendingChange((pending) => pending.forEach((p) => asked.includes(p.id) || asked.push(p.id)))
      const sent = sendCalls(wallet, approveThenSwap(wallet, expected))
      await expect.poll(() => wallet.pending()).toHaveLength(1)
      expect(wallet.pending()[0]).toMatchObject({ method: 'wallet_sendCalls' })
      wallet.approve(wallet.pending()[0]!.id)
      const { id } = await sent
      expect(asked).toHaveLength(1)

      const status = await client(wallet).waitForCallsStatus({ id, pollingInterval: 50 })
      expect(status).toMatchObject({
        status: 'success',
        statusCode: 200,
        atomic: true,
        chainId: 31337,
        version: '2.0.0',
      })
      expect(status.receipts).toHaveLength(1)
      const [receipt] = status.receipts!
      const transaction = await node().getTransaction({ hash: receipt!.transactionHash })
      expect(transaction).toMatchObject({
        type: 'eip7702',
        from: wallet.address.toLowerCase(),
        to: wallet.address.toLowerCase(),
      })
      expect(await node().getTransactionCount({ address: wallet.address })).toBe(nonceBefore + 2) // the transaction, then the authorization
      // The approve's and the swap's events, in one receipt: the token's, the pool's and PUSD's.
      expect(new Set(receipt!.logs.map((log) => getAddress(log.address)))).toEqual(
        new Set([demoTokenAddress, swapPool.address, dollarToken.address]),
      )

      expect(await allowance(wallet)).toBe(amountIn)
      expect(await balanceOf(demoTokenAddress, wallet)).toBe(ptcBefore - amountIn)
      expect(await balanceOf(dollarToken.address, wallet)).toBe(pusdBefore + expected)
      expect(await request(wallet, 'wallet_showCallsStatus', [id])).toBeNull()
    },
    flowSteps(3).timeout,
  )

  it(
    'the raw status answer is EIP-5792’s: version, id, hex chainId, atomic, status and the receipt’s subset',
    async () => {
      const wallet = await batchingWallet()
      const { id } = await sendCalls(wallet, approveThenSwap(wallet, 0n), { id: 'the-swap' })
      expect(id).toBe('the-swap')
      await client(wallet).waitForCallsStatus({ id, pollingInterval: 50 })
      const answer = (await request(wallet, 'wallet_getCallsStatus', [id])) as { receipts: Record<string, unknown>[] }
      expect(answer).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200 })
      expect(Object.keys(answer.receipts[0]!).sort()).toEqual(
        ['blockHash', 'blockNumber', 'gasUsed', 'logs', 'status', 'transactionHash'].sort(),
      )
      expect(answer.receipts[0]).toMatchObject({ status: '0x1', blockNumber: expect.stringMatching(/^0x[0-9a-f]+$/) })
    },
    flowSteps(2).timeout,
  )

  it('declined: 4001, nothing on chain, and the account is still ready', async () => {
    const wallet = await batchingWallet({ mode: 'reject' })
    expect(await failureOf(sendCalls(wallet, approveThenSwap(wallet, 0n)))).toMatchObject({ code: 4001 })
    expect(await node().getTransactionCount({ address: wallet.address })).toBe(0)
    expect(await node().getCode({ address: wallet.address })).toBeUndefined()
    expect(await allowance(wallet)).toBe(0n)
    expect(await atomicStatuses(wallet, ['0x7a69'])).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })
  })

  it(
    'a failing call reverts the whole batch: status 500, the approval before it absent',
    async () => {
      const wallet = await batchingWallet()
      const ptcBefore = await balanceOf(demoTokenAddress, wallet)
      // The swap asks for one more than the pool gives: it reverts, after the approve ran.
      const { id } = await sendCalls(wallet, approveThenSwap(wallet, (await quote()) + 1n))
      const status = await client(wallet).waitForCallsStatus({ id, pollingInterval: 50 })
      expect(status).toMatchObject({ status: 'failure', statusCode: 500, atomic: true })
      expect(status.receipts?.[0]?.status).toBe('reverted')
      expect(await allowance(wallet)).toBe(0n)
      expect(await balanceOf(demoTokenAddress, wallet)).toBe(ptcBefore)
    },
    flowSteps(2).timeout,
  )
})

describe('the wire’s errors', () => {
  it('an old-style wallet (no batches) refuses every EIP-5792 method with 4200', async () => {
    const wallet = createDemoWallet({ rpcUrl: chain.url, privateKey: generatePrivateKey() })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    for (const [method, params] of [
      ['wallet_getCapabilities', [wallet.address]],
      ['wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [] }]],
      ['wallet_getCallsStatus', ['0x01']],
      ['wallet_showCallsStatus', ['0x01']],
    ] as const)
      expect(await failureOf(request(wallet, method, params)), method).toMatchObject({ code: 4200 })
  })

  const call = { to: demoTokenAddress, data: '0x' }
  const valid = { version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [call] }
  it.each([
    ['no request object', []],
    ['version 1.0', [{ ...valid, version: '1.0' }]],
    ['no atomicRequired', [{ ...valid, atomicRequired: undefined }]],
    ['a chain id with a leading zero', [{ ...valid, chainId: '0x07a69' }]],
    ['a decimal chain id', [{ ...valid, chainId: 31337 }]],
    ['no calls', [{ ...valid, calls: [] }]],
    ['a call without `to` (a deployment)', [{ ...valid, calls: [{ data: '0x00' }] }]],
    ['data that is not hex bytes', [{ ...valid, calls: [{ ...call, data: '0x123' }] }]],
    ['a decimal value', [{ ...valid, calls: [{ ...call, value: 5 }] }]],
    ['an unknown field', [{ ...valid, gasLimit: '0x1' }]],
    ['a capability that is not an object', [{ ...valid, capabilities: { paymasterService: true } }]],
  ])('wallet_sendCalls with %s is -32602', async (_, params) => {
    const wallet = await batchingWallet()
    const error = await failureOf(request(wallet, 'wallet_sendCalls', params))
    expect(error).toMatchObject({ code: -32602, message: expect.stringMatching(/wallet_sendCalls/) })
  })

  it('another chain than the wallet’s is 5710, and so is a chain without the delegate', async () => {
    const wallet = await batchingWallet()
    expect(await failureOf(sendCalls(wallet, [call], { chainId: '0x1' }))).toMatchObject({ code: 5710 })
    await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6b' }])
    expect(await failureOf(sendCalls(wallet, [call], { chainId: '0x7a6b' }))).toMatchObject({ code: 5710 })
  })

  it('a capability not marked optional is 5700; an optional one is ignored', async () => {
    const wallet = await batchingWallet()
    const paymaster = { url: 'https://paymaster.invalid' }
    expect(await failureOf(sendCalls(wallet, [call], { capabilities: { paymasterService: paymaster } }))).toMatchObject(
      { code: 5700 },
    )
    expect(
      await failureOf(sendCalls(wallet, [{ ...call, capabilities: { paymasterService: paymaster } }])),
    ).toMatchObject({ code: 5700 })
    expect(
      await sendCalls(wallet, [call], { capabilities: { paymasterService: { ...paymaster, optional: true } } }),
    ).toMatchObject({
      id: expect.any(String),
    })
  })

  it('an id already submitted is 5720', async () => {
    const wallet = await batchingWallet()
    await sendCalls(wallet, [call], { id: 'once' })
    expect(await failureOf(sendCalls(wallet, [call], { id: 'once' }))).toMatchObject({ code: 5720 })
  })

  it('an unknown id is 5730 for the status and for showing it', async () => {
    const wallet = await batchingWallet()
    expect(await failureOf(request(wallet, 'wallet_getCallsStatus', ['0xabc']))).toMatchObject({ code: 5730 })
    expect(await failureOf(request(wallet, 'wallet_showCallsStatus', ['0xabc']))).toMatchObject({ code: 5730 })
  })
})
