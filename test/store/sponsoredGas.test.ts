// Sponsored gas on a real store (ERC-7677 over EIP-5792): the host configures its paymaster
// service, and a visitor whose wallet is an ERC-4337 smart account (the demo wallet on a fresh
// key: tokens, no ETH, the account not deployed) swaps, sends, pays a host's payment, or runs a
// host's calls; and a visitor signed in to the embedded wallet swaps, sends and pays through its
// frame. Everything is real but the Blockchain API and the swap service (the Node mocks,
// reading the chain and quoting the demo pool): the demo chain with the EntryPoint, Pimlico's
// Alto bundler, the verifying paymaster and its local service (startSponsoredChain, once here).
// The visitor's ETH stays 0, the paymaster's deposit pays; a service that cannot be reached is
// said in words with the form as typed, and paying the fee oneself then goes through.
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { entryPoint } from '../../mocks/chain/aa/entryPoint'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { createNodeMocks } from '../../mocks/node'
import { createDemoWallet, type PendingRequest } from '../../mocks/wallets/demoWallet'
import type { PorticoConfigInput } from '../../src/config/schema'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { swapAmountTyped, swapOwnFeeChosen, swapRequested } from '../../src/features/swap/actions'
import { selectSwapSponsorship } from '../../src/features/swap/selectors'
import { sendRequested } from '../../src/features/send/actions'
import { selectSend, selectSendSponsorship } from '../../src/features/send/selectors'
import {
  amountChanged,
  receiverChanged,
  sendFailed,
  sendOwnFeeChosen,
  sendSlice,
  sendSucceeded,
  tokenChosen,
} from '../../src/features/send/sendSlice'
import { payAsked, payRequested, paySucceeded, payWithWalletPressed } from '../../src/features/pay/actions'
import { payAttemptFailed, payOwnFeeChosen, paySlice } from '../../src/features/pay/paySlice'
import { selectPay } from '../../src/features/pay/selectors'
import type { PayRequest } from '../../src/features/pay/constants'
import { selectSponsorship } from '../../src/features/batches/sponsorship'
import { createTranslator } from '../../src/i18n/translate'
import { snackbarRequested } from '../../src/features/snackbar/snackbarSlice'
import { anvil } from '../../src/networks'
import { faucet } from '../../mocks/frame/frameSmartAccount'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import { accountsOf, connectedPair } from '../frame/support/framePair'
import { signInByEmail } from '../support/emailSignIn'
import { recordApprovals } from '../support/approvals'
import { anvilNetwork, onAnvil } from '../support/chainWithMocks'
import { givePtc } from '../support/demoTokens'
import { hostSends } from '../support/hostCalls'
import { demoWalletConnector, demoWalletInfo } from '../support/demoWalletConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { flowStep, flowSteps } from '../support/waits'
import { onPtcForPusd } from '../support/swapOnAnvil'
import { sponsoredChainForFile } from '../support/sponsoredChainForFile'

// Registered first, so started first and stopped last.
const sponsoredChain = sponsoredChainForFile()
let mocks: ReturnType<typeof createNodeMocks>
beforeAll(() => {
  mocks = createNodeMocks({ anvil: { url: sponsoredChain().chain.url, caipNetworkIds: [anvilNetwork] } })
  mocks.server.listen({ onUnhandledFrame: 'bypass' })
})
afterAll(() => mocks?.server.close())

const node = () => createPublicClient({ transport: http(sponsoredChain().chain.url), cacheTime: 0 })
const ethOf = (address: Address) => node().getBalance({ address })
const tokenOf = (token: Address, owner: Address) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** ETH for the fee, as a visitor tops up before paying it themselves. */
const topUp = (account: Address) =>
  node().request({
    method: 'anvil_setBalance' as never,
    params: [account, `0x${parseEther('1').toString(16)}`] as never,
  })
const depositOf = () =>
  node().readContract({ ...entryPoint, functionName: 'balanceOf', args: [sponsoredChain().paymaster.address] })

/**
 * A visitor with a smart-account wallet on a fresh key holding 100 PTC and no ETH, connected, the
 * host's sponsorship as `paymasterUrl` says; their wallet's user answers each request at once.
 */
async function visitorWithPtc(paymasterUrl = sponsoredChain().paymasterUrl, config: Partial<PorticoConfigInput> = {}) {
  const privateKey = generatePrivateKey()
  const wallet = createDemoWallet({
    rpcUrl: sponsoredChain().chain.url,
    privateKey,
    smartAccount: { bundlerUrl: sponsoredChain().bundlerUrl },
  })
  const account = wallet.address as Address
  await givePtc(sponsoredChain().chain.url, account, parseUnits('100', 18))
  const p = porticoForTest({
    networks: [anvil(sponsoredChain().chain.url)],
    baseUrls: mockedHosts,
    sponsorship: { paymasterUrl },
    ...config,
  })
  p.registry.add(demoWalletConnector(wallet))
  p.store.dispatch(connectRequested({ connectorId: demoWalletInfo.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
  const prompts: string[] = []
  wallet.setMode('manual')
  wallet.onPendingChange((pending: PendingRequest[]) => {
    for (const request of pending) if (wallet.approve(request.id)) prompts.push(request.method)
  })
  const asked = recordApprovals(p.store)
  return { p, account, owner: privateKeyToAddress(privateKey), prompts, asked }
}

/** The visitor on Swap, PTC for PUSD chosen. */
async function visitorOnSwap(paymasterUrl = sponsoredChain().paymasterUrl) {
  const visitor = await visitorWithPtc(paymasterUrl, { swapNetworks: [anvilNetwork] as never })
  const { p } = visitor
  const swap = await onPtcForPusd(p)
  /** Types the amount, waits for its quote, and swaps; resolves once the swap ended, one way or the other. */
  const swapFor = async (amount: string) => {
    p.store.dispatch(swapAmountTyped({ amount }))
    await vi.waitFor(() => expect(swap().quote.value?.amount).toBe(parseUnits(amount, 18).toString()), flowStep)
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step === 'done' || swap().error !== undefined).toBe(true), flowSteps(2))
  }
  return { ...visitor, swap, swapFor }
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
    // The refusal kept as such, the reason in the service's words; the view says it as swap.notSponsored.
    const reason = 'The paymaster service at http://127.0.0.1:9/paymaster could not be reached.'
    expect(swap()).toMatchObject({ step: 'form', amount: '5', sponsorRefused: true, error: reason })
    expect(createTranslator()('swap.notSponsored', { message: reason })).toBe(
      `The app could not pay the network fee, so nothing was swapped: ${reason}`,
    )
    expect(prompts).toEqual([])
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc)
    // The visitor pays the fee themselves: ETH for it first.
    await topUp(account)
    p.store.dispatch(swapOwnFeeChosen())
    expect(selectSwapSponsorship(p.store.getState())).toBe('none')
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap()).toMatchObject({ step: 'done', error: undefined }), flowSteps(2))
    expect(prompts).toEqual(['wallet_sendCalls'])
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc - parseUnits('5', 18))
    expect(await ethOf(account)).toBeLessThan(parseEther('1'))
  })
})

/** A receiver on a fresh key: it holds nothing before the test sends to it. */
const freshAddress = () => privateKeyToAddress(generatePrivateKey())

/** The visitor on Send; `sendPtc` fills the form with PTC for `to` and sends, resolving once the send ended. */
async function visitorOnSend(paymasterUrl = sponsoredChain().paymasterUrl) {
  const visitor = await visitorWithPtc(paymasterUrl)
  const { p } = visitor
  await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'), flowStep)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Send' }))
  const send = () => selectSend(p.store.getState())
  const view = () => p.state().router.history.at(-1)?.view
  return { ...visitor, send, view, sendPtc: sendingPtc(p) }
}

/** Fills Send with PTC for `to` and sends; resolves once the send ended, one way or the other. */
const sendingPtc = (p: ReturnType<typeof porticoForTest>) => async (amount: string, to: Address) => {
  p.store.dispatch(pushed({ view: 'Send' }))
  p.store.dispatch(tokenChosen({ chainId: anvilNetwork, address: onAnvil(demoTokenAddress) }))
  p.store.dispatch(amountChanged(amount))
  p.store.dispatch(receiverChanged(to))
  const sent = p.dispatched(sendSucceeded.type).length
  p.store.dispatch(sendRequested())
  await vi.waitFor(
    () =>
      expect(p.dispatched(sendSucceeded.type).length > sent || selectSend(p.store.getState()).error !== undefined).toBe(
        true,
      ),
    flowSteps(2),
  )
}

describe('a sponsored send, for a visitor with tokens and no ETH', flowSteps(8), () => {
  it("sends PTC twice in a row through wallet_sendCalls, one prompt each, ApproveTransaction saying the app pays; the visitor's ETH stays 0 and the paymaster's deposit pays", async () => {
    const { p, send, view, sendPtc, account, owner, prompts, asked } = await visitorOnSend()
    await vi.waitFor(() => expect(selectSendSponsorship(p.store.getState())).toBe('sponsored'), flowStep)
    const receiver = freshAddress()
    const [ptc, deposit] = await Promise.all([tokenOf(demoTokenAddress, account), depositOf()])
    await sendPtc('10', receiver)
    // Send's own outcome: a fresh form, Account, "Transaction sent".
    expect(send()).toMatchObject({ sendTokenAmount: '', receiverInput: '', loading: false })
    expect(send().error).toBeUndefined()
    expect(view()).toBe('Account')
    expect(p.dispatched(snackbarRequested.type).at(-1)?.payload).toMatchObject({
      message: 'snackbar.transactionSent',
    })
    expect(prompts).toEqual(['wallet_sendCalls'])
    expect(asked).toEqual([
      {
        kind: 'send',
        caipNetworkId: anvilNetwork,
        amount: { value: parseUnits('10', 18).toString(), decimals: 18, symbol: 'PTC' },
        to: receiver,
        feePaidByApp: true,
      },
    ])
    // The hash sendSucceeded carries is the transaction that ran the transfer, settled in Activity.
    const [succeeded] = p.dispatched(sendSucceeded.type)
    const { hash } = succeeded!.payload as { hash: `0x${string}` }
    expect(await node().getTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
    expect(p.state().pending?.list[0]).toMatchObject({ hash, status: 'confirmed' })
    await sendPtc('15', receiver)
    expect(view()).toBe('Account')
    expect(prompts).toEqual(['wallet_sendCalls', 'wallet_sendCalls'])
    expect(asked).toHaveLength(2)
    expect(asked[1]).toMatchObject({ kind: 'send', feePaidByApp: true })
    expect(await tokenOf(demoTokenAddress, receiver)).toBe(parseUnits('25', 18))
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc - parseUnits('25', 18))
    expect([await ethOf(account), await ethOf(owner)]).toEqual([0n, 0n])
    expect(await depositOf()).toBeLessThan(deposit)
  })

  it('a paymaster service that cannot be reached: said in words, the form as typed, nothing sent; paying the fee oneself then sends, and the next send is offered to the sponsor again', async () => {
    const unreachable = 'http://127.0.0.1:9/paymaster'
    const { p, send, view, sendPtc, account, prompts } = await visitorOnSend(unreachable)
    const receiver = freshAddress()
    const ptc = await tokenOf(demoTokenAddress, account)
    await sendPtc('5', receiver)
    const reason = `The paymaster service at ${unreachable} could not be reached.`
    expect(send()).toMatchObject({
      sendTokenAmount: '5',
      receiverInput: receiver,
      token: { chainId: anvilNetwork, address: onAnvil(demoTokenAddress) },
      error: { kind: 'sponsorRefused', message: reason },
    })
    expect(createTranslator()('send.notSponsored', { message: reason })).toBe(
      `The app could not pay the network fee, so nothing was sent: ${reason}`,
    )
    expect(view()).toBe('Send')
    expect(prompts).toEqual([])
    expect(await tokenOf(demoTokenAddress, account)).toBe(ptc)
    // The visitor pays the fee themselves: ETH for it first.
    await topUp(account)
    p.store.dispatch(sendOwnFeeChosen())
    expect(send().error).toBeUndefined()
    expect(selectSendSponsorship(p.store.getState())).toBe('none')
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view()).toBe('Account'), flowSteps(2))
    expect(prompts).toEqual(['eth_sendTransaction'])
    expect(await tokenOf(demoTokenAddress, receiver)).toBe(parseUnits('5', 18))
    expect(await ethOf(account)).toBeLessThan(parseEther('1'))
    expect(send().ownFee).toBeUndefined()
    expect(selectSendSponsorship(p.store.getState())).toBe('sponsored')
  })
})

/** A host's payment of PTC on the demo chain, as usePay asks for it. */
const ptcPayment = (recipient: Address, amount: string): PayRequest => ({
  recipient,
  amount,
  network: anvilNetwork,
  asset: demoTokenAddress,
  metadata: { name: 'Portico Token', symbol: 'PTC', decimals: 18 },
})

describe("a host's sponsored payment and calls, for a visitor with tokens and no ETH", flowSteps(6), () => {
  it("a host's PTC payment (usePay) paid from the wallet through wallet_sendCalls, the app paying the fee; the visitor's ETH stays 0", async () => {
    const { p, account, owner, prompts, asked } = await visitorWithPtc(sponsoredChain().paymasterUrl, {
      features: { pay: true },
    })
    await vi.waitFor(() => expect(p.state().pay).toBeDefined(), flowStep)
    const recipient = freshAddress()
    const deposit = await depositOf()
    p.store.dispatch(payRequested({ id: 'sponsored', request: ptcPayment(recipient, '12.5') }))
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('Pay'), flowStep)
    p.store.dispatch(payWithWalletPressed())
    await vi.waitFor(() => expect(p.dispatched(paySucceeded.type)).toHaveLength(1), flowSteps(2))
    const [paid] = p.dispatched(paySucceeded.type) as ReturnType<typeof paySucceeded>[]
    expect(paid!.payload).toMatchObject({ id: 'sponsored', result: { caipNetworkId: anvilNetwork, method: 'wallet' } })
    expect(selectPay(p.store.getState())).toMatchObject({ status: 'paid', hash: paid!.payload.result.hash })
    // Between the wallet taking it and the chain having it, the payment said it was on its way.
    expect(
      p.dispatched('portico/pay/payStepped').map((action) => (action.payload as { status: string }).status),
    ).toEqual(['paying', 'confirming'])
    expect(prompts).toEqual(['wallet_sendCalls'])
    expect(asked).toEqual([expect.objectContaining({ kind: 'payment', to: recipient, feePaidByApp: true })])
    expect(await tokenOf(demoTokenAddress, recipient)).toBe(parseUnits('12.5', 18))
    expect([await ethOf(account), await ethOf(owner)]).toEqual([0n, 0n])
    expect(await depositOf()).toBeLessThan(deposit)
  })

  it('a payment whose paymaster service cannot be reached: said in words, the choice open, nothing paid; paying the fee oneself then pays', async () => {
    const unreachable = 'http://127.0.0.1:9/paymaster'
    const { p, account, prompts } = await visitorWithPtc(unreachable, { features: { pay: true } })
    await vi.waitFor(() => expect(p.state().pay).toBeDefined(), flowStep)
    const pay = () => selectPay(p.store.getState())
    const recipient = freshAddress()
    p.store.dispatch(payRequested({ id: 'refused', request: ptcPayment(recipient, '4') }))
    p.store.dispatch(payWithWalletPressed())
    await vi.waitFor(() => expect(pay().error).toBeDefined(), flowSteps(2))
    // The refusal kept as such, the reason in the service's words; the view says it as pay.notSponsored.
    const reason = `The paymaster service at ${unreachable} could not be reached.`
    expect(pay()).toMatchObject({ status: 'asked', error: { message: reason, declined: false, sponsorRefused: true } })
    expect(createTranslator()('pay.notSponsored', { message: reason })).toBe(
      `The app could not pay the network fee, so nothing was paid: ${reason}`,
    )
    expect(prompts).toEqual([])
    await topUp(account)
    p.store.dispatch(payOwnFeeChosen())
    p.store.dispatch(payWithWalletPressed())
    await vi.waitFor(() => expect(pay().status).toBe('paid'), flowSteps(2))
    expect(prompts).toEqual(['eth_sendTransaction'])
    expect(await tokenOf(demoTokenAddress, recipient)).toBe(parseUnits('4', 18))
  })

  it("a host's calls (useSendCalls) go with the app's paymaster: one prompt, the transaction given back, the visitor's ETH 0", async () => {
    const { p, account, owner, prompts, asked } = await visitorWithPtc()
    await vi.waitFor(
      () => expect(selectSponsorship(p.store.getState(), anvilNetwork).status).toBe('sponsored'),
      flowStep,
    )
    const receiver = freshAddress()
    const transfer = (amount: string) => ({
      to: demoTokenAddress,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits(amount, 18)] }),
    })
    const heard = await hostSends(p, [transfer('2'), transfer('3')])
    expect(heard).toMatchObject({ transactionHashes: [expect.stringMatching(/^0x[0-9a-f]{64}$/)] })
    expect(prompts).toEqual(['wallet_sendCalls'])
    expect(asked).toEqual([expect.objectContaining({ kind: 'batch', feePaidByApp: true })])
    expect(await tokenOf(demoTokenAddress, receiver)).toBe(parseUnits('5', 18))
    expect([await ethOf(account), await ethOf(owner)]).toEqual([0n, 0n])
  })
})

describe('paying the fee oneself, after the sponsor did not pay', () => {
  it('Send: chosen, it clears the reason and lasts until a send goes out', () => {
    const refused = sendSlice.reducer(
      undefined,
      sendFailed({ kind: 'sponsorRefused', message: 'The app does not sponsor this' }),
    )
    const chosen = sendSlice.reducer(refused, sendOwnFeeChosen())
    expect(chosen).toMatchObject({ ownFee: true, error: undefined })
    expect(sendSlice.reducer(chosen, amountChanged('2')).ownFee).toBe(true)
    expect(
      sendSlice.reducer(chosen, sendSucceeded({ hash: '0x1', caipNetworkId: anvilNetwork })).ownFee,
    ).toBeUndefined()
  })

  it('Pay: chosen, it clears the reason and lasts for this payment only', () => {
    const request = {
      recipient: freshAddress(),
      amount: '1',
      network: anvilNetwork,
      asset: 'native',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    } as const
    const asked = paySlice.reducer(undefined, payAsked({ id: 'a', request }))
    const refused = paySlice.reducer(asked, payAttemptFailed({ message: 'no', declined: false, sponsorRefused: true }))
    const chosen = paySlice.reducer(refused, payOwnFeeChosen())
    expect(chosen).toMatchObject({ status: 'asked', ownFee: true, error: undefined })
    expect(paySlice.reducer(chosen, payAsked({ id: 'b', request })).ownFee).toBeUndefined()
  })
})

// The embedded wallet: a visitor signed in by email is their smart account (the fake frame's
// PorticoSmartAccount, an ERC-4337 account) holding PTC and no ETH, not deployed yet.
describe("the embedded wallet's smart account, sponsored, with tokens and no ETH", flowSteps(14), () => {
  it("swaps, sends and pays a host's payment, one approval each in the frame; the account's and its owner's ETH stay 0, the paymaster's deposit pays", async () => {
    const email = 'sponsored-swap@example.com'
    const pair = connectedPair({
      rpcUrl: sponsoredChain().chain.url,
      smartAccounts: { networks: [31337], faucet: 'tokens', bundlerUrl: sponsoredChain().bundlerUrl },
    })
    const p = porticoForTest({
      networks: [anvil(sponsoredChain().chain.url)],
      baseUrls: mockedHosts,
      swapNetworks: [anvilNetwork] as never,
      sponsorship: { paymasterUrl: sponsoredChain().paymasterUrl },
      features: { pay: true },
    })
    p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
    await signInByEmail(p, pair.auth, email)
    await vi.waitFor(
      () => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('smartAccount'),
      flowStep,
    )
    const { eoa: owner, smartAccount: account } = accountsOf(email)
    expect(p.state().account.eip155?.address).toBe(account)
    // The visitor in the frame's approval screen, approving what it shows.
    const approved: string[] = []
    pair.wallet.setMode('manual')
    pair.wallet.approvals.onChange(() => {
      for (const request of pair.wallet.approvals.pending())
        if (pair.wallet.approvals.approve(request.id)) approved.push(request.method)
    })
    const asked = recordApprovals(p.store)

    const swap = await onPtcForPusd(p)
    await vi.waitFor(() => expect(selectSwapSponsorship(p.store.getState())).toBe('sponsored'), flowStep)
    const [pusd, deposit] = await Promise.all([tokenOf(dollarToken.address, account), depositOf()])
    expect([await ethOf(account), await ethOf(owner), await tokenOf(demoTokenAddress, account)]).toEqual([
      0n,
      0n,
      faucet.ptc,
    ])

    p.store.dispatch(swapAmountTyped({ amount: '20' }))
    await vi.waitFor(() => expect(swap().quote.value?.amount).toBe(parseUnits('20', 18).toString()), flowStep)
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step === 'done' || swap().error !== undefined).toBe(true), flowSteps(3))
    expect(swap()).toMatchObject({ step: 'done', error: undefined })

    // The approval and the swap together, one user operation (which deploys the account too).
    expect(approved).toEqual(['wallet_sendCalls'])
    expect(asked).toEqual([expect.objectContaining({ kind: 'batch', feePaidByApp: true })])
    expect(await tokenOf(demoTokenAddress, account)).toBe(faucet.ptc - parseUnits('20', 18))
    expect(await tokenOf(dollarToken.address, account)).toBeGreaterThan(pusd)
    expect([await ethOf(account), await ethOf(owner)]).toEqual([0n, 0n])
    const afterSwap = await depositOf()
    expect(afterSwap).toBeLessThan(deposit)

    // A send of PTC, the account deployed now: one user operation the paymaster pays.
    const receiver = freshAddress()
    await sendingPtc(p)('10', receiver)
    expect(selectSend(p.store.getState()).error).toBeUndefined()
    expect(approved).toEqual(['wallet_sendCalls', 'wallet_sendCalls'])
    expect(asked[1]).toMatchObject({ kind: 'send', to: receiver, feePaidByApp: true })
    expect(await tokenOf(demoTokenAddress, receiver)).toBe(parseUnits('10', 18))

    // A host's payment in PTC, paid from the wallet the same way.
    const recipient = freshAddress()
    p.store.dispatch(payRequested({ id: 'embedded', request: ptcPayment(recipient, '2.5') }))
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('Pay'), flowStep)
    p.store.dispatch(payWithWalletPressed())
    await vi.waitFor(() => expect(selectPay(p.store.getState()).status).toBe('paid'), flowSteps(2))
    expect(approved).toEqual(['wallet_sendCalls', 'wallet_sendCalls', 'wallet_sendCalls'])
    expect(asked[2]).toMatchObject({ kind: 'payment', to: recipient, feePaidByApp: true })
    expect(await tokenOf(demoTokenAddress, recipient)).toBe(parseUnits('2.5', 18))
    expect(await tokenOf(demoTokenAddress, account)).toBe(faucet.ptc - parseUnits('32.5', 18))
    expect([await ethOf(account), await ethOf(owner)]).toEqual([0n, 0n])
    expect(await depositOf()).toBeLessThan(afterSwap)
  })
})
