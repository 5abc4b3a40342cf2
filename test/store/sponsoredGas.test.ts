// Sponsored gas on a real store (ERC-7677 over EIP-5792): the host configures its paymaster
// service, and a visitor whose wallet is an ERC-4337 smart account (the demo wallet on a fresh
// key: tokens, no ETH, the account not deployed) swaps. Everything is real but the swap
// service (the Node mocks, quoting the demo pool): the demo chain with the EntryPoint, Pimlico's
// Alto bundler, the verifying paymaster and its local service (startSponsoredChain, once here).
// The visitor's ETH stays 0, the paymaster's deposit pays; a service that cannot be reached is
// said in words with the form as typed, and paying the fee oneself then goes through.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSponsoredChain, type SponsoredChain } from '../../mocks/chain/aa/sponsoredChain'
import { entryPoint } from '../../mocks/chain/aa/entryPoint'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { createNodeMocks } from '../../mocks/node'
import { createDemoWallet, type PendingRequest } from '../../mocks/wallets/demoWallet'
import type { PorticoConfigInput } from '../../src/config/schema'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { swapAmountTyped, swapOwnFeeChosen, swapRequested, swapTokenChosen } from '../../src/features/swap/actions'
import { selectSwap, selectSwapSponsorship } from '../../src/features/swap/selectors'
import { anvil } from '../../src/networks'
import { recordApprovals } from '../support/approvals'
import { anvilNetwork, onAnvil } from '../support/chainWithMocks'
import { givePtc } from '../support/demoTokens'
import { demoWalletConnector, demoWalletInfo } from '../support/demoWalletConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { flowStep, flowSteps, nodeStartBound } from '../support/waits'

let sponsored: SponsoredChain
let mocks: ReturnType<typeof createNodeMocks>
beforeAll(async () => {
  sponsored = await startSponsoredChain()
  mocks = createNodeMocks({ anvil: { url: sponsored.chain.url, caipNetworkIds: [anvilNetwork] } })
  mocks.server.listen({ onUnhandledFrame: 'bypass' })
  // The chain, its contracts, and the bundler deploying its own before it answers.
}, nodeStartBound)
afterAll(async () => {
  mocks?.server.close()
  await sponsored?.stop()
})

const node = () => createPublicClient({ transport: http(sponsored.chain.url), cacheTime: 0 })
const ethOf = (address: Address) => node().getBalance({ address })
const tokenOf = (token: Address, owner: Address) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const depositOf = () =>
  node().readContract({ ...entryPoint, functionName: 'balanceOf', args: [sponsored.paymaster.address] })

/**
 * A visitor on Swap with a smart-account wallet on a fresh key holding 100 PTC and no ETH, the
 * host's sponsorship as `paymasterUrl` says; their wallet's user answers each request at once.
 */
async function visitorOnSwap(paymasterUrl = sponsored.paymasterUrl) {
  const privateKey = generatePrivateKey()
  const wallet = createDemoWallet({
    rpcUrl: sponsored.chain.url,
    privateKey,
    smartAccount: { bundlerUrl: sponsored.bundlerUrl },
  })
  const account = wallet.address as Address
  await givePtc(sponsored.chain.url, account, parseUnits('100', 18))
  const config: Partial<PorticoConfigInput> = {
    networks: [anvil(sponsored.chain.url)],
    baseUrls: mockedHosts,
    swapNetworks: [anvilNetwork] as never,
    sponsorship: { paymasterUrl },
  }
  const p = porticoForTest(config)
  p.registry.add(demoWalletConnector(wallet))
  p.store.dispatch(connectRequested({ connectorId: demoWalletInfo.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
  const prompts: string[] = []
  wallet.setMode('manual')
  wallet.onPendingChange((pending: PendingRequest[]) => {
    for (const request of pending) if (wallet.approve(request.id)) prompts.push(request.method)
  })
  const asked = recordApprovals(p.store)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Swap' }))
  const swap = () => selectSwap(p.store.getState())
  await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
  p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: onAnvil(demoTokenAddress) }))
  p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: onAnvil(dollarToken.address) }))
  /** Types the amount, waits for its quote, and swaps; resolves once the swap ended, one way or the other. */
  const swapFor = async (amount: string) => {
    p.store.dispatch(swapAmountTyped({ amount }))
    await vi.waitFor(() => expect(swap().quote.value?.amount).toBe(parseUnits(amount, 18).toString()), flowStep)
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step === 'done' || swap().error !== undefined).toBe(true), flowSteps(2))
  }
  return { p, swap, swapFor, account, owner: privateKeyToAddress(privateKey), prompts, asked }
}

describe('a sponsored swap, for a visitor with tokens and no ETH', flowSteps(8), () => {
  it("goes through twice in a row, one prompt each; the visitor's ETH stays 0 and the paymaster's deposit pays", async () => {
    const { p, swap, swapFor, account, owner, prompts, asked } = await visitorOnSwap()
    await vi.waitFor(() => expect(selectSwapSponsorship(p.store.getState())).toBe('sponsored'), flowStep)
    const [ptc, pusd, deposit] = await Promise.all([
      tokenOf(demoTokenAddress, account),
      tokenOf(dollarToken.address, account),
      depositOf(),
    ])
    await swapFor('20')
    expect(swap()).toMatchObject({ step: 'done', error: undefined })
    // The approval and the swap together (the account's first operation deploys it too).
    expect(prompts).toEqual(['wallet_sendCalls'])
    expect(asked).toEqual([expect.objectContaining({ kind: 'batch', feePaidByApp: true })])
    await swapFor('30')
    expect(swap()).toMatchObject({ step: 'done', error: undefined })
    expect(prompts).toEqual(['wallet_sendCalls', 'wallet_sendCalls'])
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc - parseUnits('50', 18))
    expect(await tokenOf(dollarToken.address, account)).toBeGreaterThan(pusd)
    expect([await ethOf(account), await ethOf(owner)]).toEqual([0n, 0n])
    expect(await depositOf()).toBeLessThan(deposit)
  })

  it('a paymaster service that cannot be reached: said in words, the form as typed, nothing moved; paying the fee oneself then swaps', async () => {
    const { swap, swapFor, account, prompts, p } = await visitorOnSwap('http://127.0.0.1:9/paymaster')
    const ptc = await tokenOf(demoTokenAddress, account)
    await swapFor('5')
    expect(swap()).toMatchObject({ step: 'form', amount: '5', sponsorRefused: true })
    expect(swap().error).toBe(
      'The app could not pay the network fee, so nothing was swapped: The paymaster service at http://127.0.0.1:9/paymaster could not be reached.',
    )
    expect(prompts).toEqual([])
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc)
    // The visitor pays the fee themselves: ETH for it first, as they would top up.
    await node().request({
      method: 'anvil_setBalance' as never,
      params: [account, `0x${parseEther('1').toString(16)}`] as never,
    })
    p.store.dispatch(swapOwnFeeChosen())
    expect(selectSwapSponsorship(p.store.getState())).toBe('none')
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap()).toMatchObject({ step: 'done', error: undefined }), flowSteps(2))
    expect(prompts).toEqual(['wallet_sendCalls'])
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc - parseUnits('5', 18))
    expect(await ethOf(account)).toBeLessThan(parseEther('1'))
  })
})
