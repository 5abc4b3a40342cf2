// The demo wallet as an ERC-4337 smart account on real parts: the demo chain with the EntryPoint
// v0.7, the SimpleAccount factory and the verifying paymaster, Pimlico's Alto bundler, and the
// ERC-7677 paymaster service (startSponsoredChain, once for the file), plus a bare node. Each
// test's wallet has a fresh key: its owner holds no ETH, and its account is not deployed yet.
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseUnits,
  recoverMessageAddress,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { entryPoint } from '../../mocks/chain/aa/entryPoint'
import { sponsorDemoCalls, startPaymasterService } from '../../mocks/chain/aa/paymasterService'
import { simpleAccountFactoryAbi, simpleAccountFactoryAddress } from '../../mocks/chain/aa/simpleAccount'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { demoChain } from '../../mocks/wallets/chains'
import { createDemoWallet, type ApprovalMode, type DemoWallet } from '../../mocks/wallets/demoWallet'
import { flowSteps, nodeStartBound } from '../support/waits'
import { sponsoredChainForFile } from '../support/sponsoredChainForFile'
import { givePtc as givePtcOn } from '../support/demoTokens'

const sponsoredChain = sponsoredChainForFile()
let bare: Anvil
beforeAll(async () => void (bare = await startAnvil({ chainId: 31339 })), nodeStartBound)
afterAll(() => bare?.stop())

const node = () => createPublicClient({ transport: http(sponsoredChain().chain.url), cacheTime: 0 })
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

/** A smart-account wallet on a fresh key, the site permitted; its owner's address beside it. */
async function smartWallet(mode: ApprovalMode = 'approve') {
  const privateKey = generatePrivateKey()
  const wallet = createDemoWallet({
    rpcUrl: sponsoredChain().chain.url,
    privateKey,
    smartAccount: { bundlerUrl: sponsoredChain().bundlerUrl },
    knownChains: [{ id: 31339, rpcUrls: { default: { http: [bare.url] } } }],
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setMode(mode)
  return { wallet, owner: privateKeyToAddress(privateKey) }
}

/** The methods the wallet asked its user about, each approved as it comes. */
function approvingEach(wallet: DemoWallet): string[] {
  const asked: string[] = []
  wallet.setMode('manual')
  wallet.onPendingChange((pending) => {
    for (const request of pending) if (wallet.approve(request.id)) asked.push(request.method)
  })
  return asked
}

const givePtc = (to: Address, amount: bigint) => givePtcOn(sponsoredChain().chain.url, to, amount)

const ptcOf = (address: Address) =>
  node().readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const ethOf = (address: Address) => node().getBalance({ address })
const depositOf = () =>
  node().readContract({ ...entryPoint, functionName: 'balanceOf', args: [sponsoredChain().paymaster.address] })
const codeOf = (address: Address) => node().getCode({ address })
const someone = () => privateKeyToAddress(generatePrivateKey())
const transferPtc = (to: Address, amount: bigint) => ({
  to: demoTokenAddress,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})

const request = (wallet: DemoWallet, method: string, params: readonly unknown[]) =>
  wallet.provider.request({ method, params })
const sendCalls = (wallet: DemoWallet, calls: readonly unknown[], capabilities?: object) =>
  request(wallet, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      from: wallet.address,
      chainId: '0x7a69',
      atomicRequired: true,
      calls,
      ...(capabilities && { capabilities }),
    },
  ]) as Promise<{ id: string }>
/** viem's wallet client over the demo wallet's provider: what an app's EIP-5792 calls send. */
const client = (wallet: DemoWallet) =>
  createWalletClient({
    account: wallet.address,
    chain: demoChain({ id: 31337 }, sponsoredChain().chain.url),
    transport: custom(wallet.provider),
  })

/** Nothing of the account's reached the chain: still undeployed, its PTC where it was. */
async function expectNothingSent(account: Address, ptcBefore: bigint) {
  expect(await codeOf(account)).toBeUndefined()
  expect(await ptcOf(account)).toBe(ptcBefore)
}

describe('the account: the key’s SimpleAccount, at its factory’s counterfactual address', () => {
  it('eth_requestAccounts names the address the factory gives the owner, before it is deployed', async () => {
    const { wallet, owner } = await smartWallet()
    const counterfactual = await node().readContract({
      address: simpleAccountFactoryAddress,
      abi: simpleAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    expect(await request(wallet, 'eth_requestAccounts', [])).toEqual([counterfactual])
    expect(await request(wallet, 'eth_accounts', [])).toEqual([counterfactual])
    expect(wallet.address).toBe(counterfactual)
    expect(await codeOf(counterfactual)).toBeUndefined()
  })

  it('wallet_getCapabilities: atomic and paymasterService where the EntryPoint, the factory and the bundler are; no key elsewhere', async () => {
    const { wallet } = await smartWallet()
    expect(await request(wallet, 'wallet_getCapabilities', [wallet.address])).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    expect(await request(wallet, 'wallet_getCapabilities', [wallet.address, ['0x7a6b', '0x1']])).toEqual({})
  })

  it('personal_sign stays the owner’s signature (SimpleAccount v0.7 has no ERC-1271)', async () => {
    const { wallet, owner } = await smartWallet()
    const message = 'Sign in to Portico'
    const signature = (await request(wallet, 'personal_sign', [toHex(message), wallet.address])) as Hex
    expect(await recoverMessageAddress({ message, signature })).toBe(owner)
  })
})

describe('wallet_sendCalls with an ERC-7677 paymaster service: one approval, one sponsored user operation', () => {
  it(
    'two PTC transfers from an account whose owner and account hold no ETH: one approval, both on chain, the deposit pays; again once deployed',
    async () => {
      const { wallet, owner } = await smartWallet()
      const asked = approvingEach(wallet)
      const [alice, bob] = [someone(), someone()]
      await givePtc(wallet.address, parseUnits('100', 18))
      const depositBefore = await depositOf()

      // viem's sendCalls, as an app sends it: the capability at the top level (EIP-5792 v2).
      const { id } = await client(wallet).sendCalls({
        calls: [transferPtc(alice, parseUnits('10', 18)), transferPtc(bob, parseUnits('20', 18))],
        capabilities: { paymasterService: { url: sponsoredChain().paymasterUrl } },
        forceAtomic: true,
      })
      expect(asked).toEqual(['wallet_sendCalls'])
      const status = await client(wallet).waitForCallsStatus({ id, pollingInterval: 100, timeout: 10_000 })
      expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true, chainId: 31337 })
      expect(status.receipts).toHaveLength(1)
      expect(status.receipts![0]).toMatchObject({ status: 'success', transactionHash: expect.any(String) })

      expect(await ptcOf(alice)).toBe(parseUnits('10', 18))
      expect(await ptcOf(bob)).toBe(parseUnits('20', 18))
      expect(await ptcOf(wallet.address)).toBe(parseUnits('70', 18))
      expect(await codeOf(wallet.address)).toMatch(/^0x[0-9a-f]+$/)
      expect(await ethOf(wallet.address)).toBe(0n)
      expect(await ethOf(owner)).toBe(0n)
      const depositAfterFirst = await depositOf()
      expect(depositAfterFirst).toBeLessThan(depositBefore)

      // The second runs on the deployed account; the capability keyed by chain (ERC-7677's first form).
      const second = await sendCalls(wallet, [transferPtc(alice, parseUnits('5', 18))], {
        paymasterService: { '0x7a69': { url: sponsoredChain().paymasterUrl, context: { campaign: 'demo' } } },
      })
      expect(asked).toEqual(['wallet_sendCalls', 'wallet_sendCalls'])
      await expect
        .poll(() => request(wallet, 'wallet_getCallsStatus', [second.id]), { timeout: 10_000, interval: 100 })
        .toMatchObject({ status: 200, receipts: [{ status: '0x1' }] })
      expect(await ptcOf(alice)).toBe(parseUnits('15', 18))
      expect(await ethOf(wallet.address)).toBe(0n)
      expect(await ethOf(owner)).toBe(0n)
      expect(await depositOf()).toBeLessThan(depositAfterFirst)
      const stubRequest = sponsoredChain()
        .paymasterService.requests()
        .findLast((r) => r.method === 'pm_getPaymasterStubData')
      expect((stubRequest?.params as unknown[])[3]).toEqual({ campaign: 'demo' })
    },
    flowSteps(4).timeout,
  )

  it('declined by the user: 4001, nothing sent', async () => {
    const { wallet } = await smartWallet('reject')
    await givePtc(wallet.address, parseUnits('10', 18))
    const error = await failureOf(
      sendCalls(wallet, [transferPtc(someone(), parseUnits('1', 18))], {
        paymasterService: { url: sponsoredChain().paymasterUrl },
      }),
    )
    expect(error).toMatchObject({ code: 4001 })
    await expectNothingSent(wallet.address, parseUnits('10', 18))
  })

  it(
    'a call the policy does not sponsor: the service’s message, naming the target; nothing asked, nothing sent',
    async () => {
      const { wallet } = await smartWallet()
      const asked = approvingEach(wallet)
      await givePtc(wallet.address, parseUnits('10', 18))
      const elsewhere = getAddress(someone())
      const error = await failureOf(
        sendCalls(wallet, [transferPtc(someone(), 1n), { to: elsewhere, data: '0x12345678' }], {
          paymasterService: { url: sponsoredChain().paymasterUrl },
        }),
      )
      expect(error).toMatchObject({ message: expect.stringContaining(`Not sponsored: a call to ${elsewhere}`) })
      expect(asked).toEqual([])
      await expectNothingSent(wallet.address, parseUnits('10', 18))
      expect(sponsoredChain().paymasterService.requests()).toContainEqual({
        method: 'pm_getPaymasterStubData',
        params: expect.arrayContaining([expect.objectContaining({ sender: wallet.address })]),
      })
    },
    flowSteps(2).timeout,
  )

  it('the paymaster service down: it could not be reached; nothing asked, nothing sent', async () => {
    const service = await startPaymasterService({
      rpcUrl: sponsoredChain().chain.url,
      paymaster: sponsoredChain().paymaster.address,
      policy: sponsorDemoCalls,
    })
    await service.stop()
    const { wallet } = await smartWallet()
    const asked = approvingEach(wallet)
    await givePtc(wallet.address, parseUnits('10', 18))
    const error = await failureOf(
      sendCalls(wallet, [transferPtc(someone(), 1n)], { paymasterService: { url: service.url } }),
    )
    expect(error).toMatchObject({
      message: `The paymaster service at ${service.url} could not be reached.`,
    })
    expect(asked).toEqual([])
    await expectNothingSent(wallet.address, parseUnits('10', 18))
  })

  it(
    'no paymaster and no ETH: the bundler’s reason (the EntryPoint’s AA21); nothing asked, nothing sent',
    async () => {
      const { wallet } = await smartWallet()
      const asked = approvingEach(wallet)
      await givePtc(wallet.address, parseUnits('10', 18))
      const error = await failureOf(sendCalls(wallet, [transferPtc(someone(), 1n)]))
      expect(error).toMatchObject({ message: expect.stringMatching(/AA21/) })
      expect(asked).toEqual([])
      await expectNothingSent(wallet.address, parseUnits('10', 18))
    },
    flowSteps(2).timeout,
  )

  it('a paymasterService without a URL: -32602, nothing asked', async () => {
    const { wallet } = await smartWallet()
    const asked = approvingEach(wallet)
    const error = await failureOf(
      sendCalls(wallet, [transferPtc(someone(), 1n)], { paymasterService: { context: {} } }),
    )
    expect(error).toMatchObject({ code: -32602 })
    expect(asked).toEqual([])
  })
})

describe('eth_sendTransaction: one user operation the account pays for', () => {
  it(
    'answers the transaction that included it; the account’s ETH pays the gas, the owner’s stays 0',
    async () => {
      const { wallet, owner } = await smartWallet()
      const asked = approvingEach(wallet)
      await node().request({
        method: 'anvil_setBalance' as never,
        params: [wallet.address, toHex(10n ** 18n)] as never,
      })
      await givePtc(wallet.address, parseUnits('10', 18))
      const to = someone()
      const hash = (await request(wallet, 'eth_sendTransaction', [
        { from: wallet.address, ...transferPtc(to, parseUnits('3', 18)) },
      ])) as Hex
      expect(asked).toEqual(['eth_sendTransaction'])
      const receipt = await node().getTransactionReceipt({ hash })
      expect(receipt.to).toBe(entryPoint.address.toLowerCase())
      expect(await ptcOf(to)).toBe(parseUnits('3', 18))
      expect(await ethOf(wallet.address)).toBeLessThan(10n ** 18n)
      expect(await ethOf(owner)).toBe(0n)
    },
    flowSteps(2).timeout,
  )
})
