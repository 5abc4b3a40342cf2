// README "Every wait has an end", for the waits Pay and Swap (section 2's optional screens) spend
// on the wallet and the chain, on a real store against the local chain. Each pending state has
// a bound (section 9, timeouts): Pay's wait for the wallet to be on the
// payment's network (60 s, payWork.ts), and a flow's wait for a transaction it follows to be
// mined (120 s, minedOutcome: a payment's transfer, a swap's approval before its swap). The
// wallet never answers (the demo wallet in manual mode) or the chain never mines (anvil's
// automine off): at the bound, and not before, the state the view renders from says so in
// words and offers the choice again; then, the wallet or the chain answering, what the view
// offers (Pay with wallet; Review, then Swap) succeeds, with nothing left of the first attempt:
// no second payment, no "switching" still said.
//
// The bounds are plain timers: each test fakes them and steps the clock, letting the chain's and
// the mocks' real I/O finish between steps (as relayUnreachable.test.ts does for its relay).
import { createTestClient, getAddress, http, parseEther, parseUnits, type Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { fixtures } from '../../mocks/db/fixtures'
import { approvalStopRequested, approvalWaitEnded } from '../../src/features/approvals/approvalWait'
import { openRequested } from '../../src/features/modal/actions'
import { payRequested, paySucceeded, payWithWalletPressed } from '../../src/features/pay/actions'
import { payMessages, type PayRequest } from '../../src/features/pay/constants'
import { selectPay } from '../../src/features/pay/selectors'
import { transactionSent } from '../../src/features/send/actions'
import { swapAmountTyped, swapRequested, swapReviewRequested } from '../../src/features/swap/actions'
import type { selectSwap } from '../../src/features/swap/selectors'
import { notSeenSaid } from '../../src/features/transactions/pendingFlow'
import { anvil, mainnet } from '../../src/networks'
import type { Connector } from '../../src/connectors/types'
import type { Harness } from '../../harness/porticoHarness'
import type { DemoWalletOptions } from '../../mocks/wallets/demoWallet'
import { selectSponsorship } from '../../src/features/batches/sponsorship'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'
import { onPtcForPusd } from '../support/swapOnAnvil'

const setup = chainWithMocks()
const recipient = getAddress(fixtures.anvilAccounts[2]!) as Address

/** payWork.ts's `switchWaitMs`: how long Pay waits for the wallet to be on the payment's network. */
const switchWaitMs = 60_000
/** minedOutcome's `waitMs` (pendingFlow.ts): how long a flow waits for a transaction it follows. */
const minedWaitMs = 120_000
/** How often each flow asks the chain for the receipt: Pay's transfer, and Swap's approval (minedOutcome's default). */
const payPollMs = 500
const swapPollMs = 300
/**
 * The clock's step up to just before a bound on the chain: the bound is the clock's, not a count
 * of polls, so a step may hold several polls' pauses (each step still lets the poll under way be
 * answered); near the bound, the steps are the polls' own.
 */
const clockStepMs = 3_000

const ethRequest: PayRequest = {
  recipient,
  amount: '0.25',
  network: anvilNetwork,
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

// Real time, captured before any test fakes it: the chain's and the mocks' I/O runs on it.
const realTimeout = globalThis.setTimeout
const realImmediate = globalThis.setImmediate
const ioTurn = () => new Promise((resolve) => realImmediate(resolve))

afterEach(() => void vi.useRealTimers())

/**
 * The timers faked from here on (the bounds, the polls' pauses, every flow's delays), the I/O
 * real: every fetch goes through the mocks' interceptor, which says when each request is under
 * way and when it is answered.
 */
function fakeTime() {
  /** Each request under way, by id: its method. */
  const open = new Map<string, string>()
  const events = setup.mocks().server.events
  const started = ({ requestId, request }: { requestId: string; request: Request }) =>
    void open.set(requestId, request.method)
  const ended = ({ requestId }: { requestId: string }) => void open.delete(requestId)
  events.on('request:start', started)
  events.on('response:mocked', ended)
  events.on('response:bypass', ended)
  events.on('unhandledException', ended)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  const jsonRpcUnderWay = () => [...open.values()].includes('POST')

  /**
   * Real I/O, the clock standing still, until the JSON-RPC requests under way are answered (the
   * chain's reads, the wallet's, the mocks' own of the chain; at most 250 ms of it), and what
   * they answered is read: a poll's next pause is then set. (The mocks' balance and history
   * calls wait for a timer of their node client: the next step fires it.)
   */
  const answered = async () => {
    const until = performance.now() + 250
    do await ioTurn()
    while (jsonRpcUnderWay() && performance.now() < until)
    for (let turn = 0; turn < 3; turn++) await ioTurn()
  }
  return {
    /** Real I/O only, the clock standing still, until `done` (true) or a flow step of real time (false). */
    async frozenUntil(done: () => boolean) {
      const end = performance.now() + flowStep.timeout
      while (!done() && performance.now() < end) await new Promise((resolve) => realTimeout(resolve, 2))
      return done()
    },
    /** The clock at the pace of real time, until `done` (true) or a flow step of it (false). */
    async pacedUntil(done: () => boolean) {
      const end = performance.now() + flowStep.timeout
      let last = performance.now()
      while (!done() && performance.now() < end) {
        await new Promise((resolve) => realTimeout(resolve, 2))
        const now = performance.now()
        await vi.advanceTimersByTimeAsync(Math.ceil(now - last))
        last = now
      }
      return done()
    },
    /**
     * The clock advanced `ms` in steps of `step`, what each step asked of the chain answered
     * before the next: a step taken before a poll's pause was set only makes a bound end later,
     * never sooner.
     */
    async advance(ms: number, step: number) {
      for (let elapsed = 0; elapsed < ms; elapsed += step) {
        await answered()
        await vi.advanceTimersByTimeAsync(Math.min(step, ms - elapsed))
      }
      await answered()
    },
    /** As advance, until `done` (true) or `limitMs` (false). */
    async advanceUntil(done: () => boolean, limitMs: number, step: number) {
      for (let elapsed = 0; !done() && elapsed < limitMs; elapsed += step) {
        await answered()
        await vi.advanceTimersByTimeAsync(step)
      }
      await answered()
      return done()
    },
    /**
     * Real time again, once no request is under way: a timer one of them waits on (the mocks'
     * node client batches its calls behind one) is not left on the fake clock, where it would
     * never fire and hold every later call of that client.
     */
    async real() {
      try {
        await this.pacedUntil(() => open.size === 0)
      } finally {
        vi.useRealTimers()
        events.removeListener('request:start', started)
        events.removeListener('response:mocked', ended)
        events.removeListener('response:bypass', ended)
        events.removeListener('unhandledException', ended)
      }
    },
  }
}

/** The chain that stops mining (automine off) until `resume`: it mines what waits, and mines again as it comes. */
async function chainThatStopsMining() {
  const control = createTestClient({ mode: 'anvil', transport: http(setup.chain().url) })
  await control.setAutomine(false)
  let resumed = false
  return {
    async resume() {
      if (resumed) return
      resumed = true
      await control.mine({ blocks: 1 })
      await control.setAutomine(true)
    },
  }
}

/**
 * Swap on the local chain, `amount` PTC for PUSD quoted; `swappedOnce` checks, after, that what
 * was typed was sold once and the quote received once.
 */
async function quotedSwap(amount: string, walletOptions: Partial<DemoWalletOptions> = {}) {
  const { p, me, wallet } = await connectedOnChain(
    setup.chain(),
    { swapNetworks: [anvilNetwork] as never },
    undefined,
    walletOptions,
  )
  const swap = await onPtcForPusd(p)
  p.store.dispatch(swapAmountTyped({ amount }))
  await vi.waitFor(() => expect(swap().quote.status).toBe('ready'), flowStep)
  const quoted = BigInt(swap().quote.value!.toAmount)
  const [ptc, pusd] = await Promise.all([
    setup.balanceOf(demoTokenAddress, me),
    setup.balanceOf(dollarToken.address, me),
  ])
  async function swappedOnce() {
    expect(await setup.balanceOf(demoTokenAddress, me)).toBe(ptc - parseUnits(amount, 18))
    expect(await setup.balanceOf(dollarToken.address, me)).toBe(pusd + quoted)
  }
  return { p, wallet, swap, swappedOnce }
}

/** Pay opened; `paidOnce` checks, after, that the recipient got the payment's amount once. */
async function payOpened(p: Pick<Harness, 'store' | 'state'>) {
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(p.state().pay).toBeDefined())
  const before = await setup.node().getBalance({ address: recipient })
  return {
    pay: () => selectPay(p.store.getState()),
    async paidOnce() {
      expect((await setup.node().getBalance({ address: recipient })) - before).toBe(parseEther(ethRequest.amount))
    },
  }
}

/**
 * Swap on `step` until just before the bound, then, at it, back on the form as typed (`expected`),
 * with why (Swap shows it under the form, and Review).
 */
async function swapUnseenAtTheBound(
  clock: ReturnType<typeof fakeTime>,
  swap: () => ReturnType<typeof selectSwap>,
  step: 'approving' | 'swapping',
  expected: object,
) {
  await clock.advance(minedWaitMs - swapPollMs, clockStepMs)
  expect(swap().step).toBe(step)
  expect(await clock.advanceUntil(() => swap().step !== step, minedWaitMs / 10, swapPollMs)).toBe(true)
  expect(swap()).toMatchObject({ step: 'form', error: notSeenSaid, ...expected })
}

/**
 * Pay confirming until just before the bound, then, at it (a step or a few later where the
 * machine was slow to answer a poll), back to the choice, saying the transfer was not seen.
 */
async function payUnseenAtTheBound(clock: ReturnType<typeof fakeTime>, pay: () => ReturnType<typeof selectPay>) {
  await clock.advance(minedWaitMs - payPollMs, clockStepMs)
  expect(pay().status).toBe('confirming')
  expect(await clock.advanceUntil(() => pay().status !== 'confirming', minedWaitMs / 10, payPollMs)).toBe(true)
  expect(pay()).toMatchObject({ status: 'asked', error: { message: notSeenSaid, declined: false } })
}

// A connection, the flow up to its wait, the wait stepped through (some 250–400 steps of fake
// time, each a moment of real I/O), and Try again to its end on the chain.
describe(
  'every wait Pay and Swap spend on the wallet or the chain ends at its bound in words, and Try again then succeeds',
  flowSteps(8),
  () => {
    it("Pay's network switch: a wallet that never switches ends at 60 s in Pay's words; Pay with wallet, the wallet answering, pays once", async () => {
      // Connected on Ethereum (the demo wallet's node is the local chain all the same), asked to
      // pay on the local chain, which the wallet does not know: it asks its user to add it.
      const { p, wallet } = await connectedOnChain(
        setup.chain(),
        { features: { pay: true }, networks: [mainnet, anvil(setup.chain().url)] },
        undefined,
        { chainId: 1 },
      )
      expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
      const { pay, paidOnce } = await payOpened(p)
      // The wallet's user never answers.
      wallet.setMode('manual')
      const clock = fakeTime()
      try {
        p.store.dispatch(payRequested({ id: 'switch', request: ethRequest }))
        p.store.dispatch(payWithWalletPressed())
        // The switch asked of the wallet, the clock still where the wait began.
        expect(await clock.frozenUntil(() => wallet.pending().length > 0)).toBe(true)
        expect(wallet.pending().map((r) => r.method)).toEqual(['wallet_addEthereumChain'])
        expect(pay().status).toBe('switching')
        // Section 9: a bound, and not a moment sooner.
        await clock.advance(switchWaitMs - 1, 1000)
        expect(pay().status).toBe('switching')
        await clock.advance(1, 1)
        // Back to the choice, in words (Pay shows them under the amount, with Pay with wallet and Cancel).
        expect(pay()).toMatchObject({ status: 'asked', error: { message: payMessages.notSwitched, declined: false } })
      } finally {
        await clock.real()
      }
      // Try again is Pay with wallet: the wallet's prompt to add the network is still open, and no
      // second one is stacked on it (section 4: the switch waits on that ask); its user approves it.
      wallet.setMode('approve')
      p.store.dispatch(payWithWalletPressed())
      await vi.waitFor(() => expect(pay().status).toBe('switching'))
      expect(wallet.pending().map((r) => r.method)).toEqual(['wallet_addEthereumChain'])
      wallet.approve(wallet.pending()[0]!.id)
      const paid = await vi.waitFor(() => {
        const found = p.dispatched(paySucceeded.type) as ReturnType<typeof paySucceeded>[]
        expect(found).toHaveLength(1)
        return found[0]!
      }, flowSteps(2))
      expect(paid.payload).toMatchObject({ id: 'switch', result: { caipNetworkId: anvilNetwork, method: 'wallet' } })
      expect(pay()).toMatchObject({ status: 'paid', hash: paid.payload.result.hash, error: undefined })
      expect(p.state().chain).toMatchObject({ activeCaipNetworkId: anvilNetwork, switchAsked: undefined })
      expect(wallet.pending()).toEqual([])
      // One payment: one transfer sent, the recipient paid the amount once.
      expect(p.dispatched(transactionSent.type)).toHaveLength(1)
      await paidOnce()
    })

    it('Pay\'s transfer the chain does not mine: at 120 s "Not seen on the chain yet"; once mined, Pay with wallet finds that transfer and pays once, not twice', async () => {
      const { p } = await connectedOnChain(setup.chain(), { features: { pay: true } })
      const { pay, paidOnce } = await payOpened(p)
      const chain = await chainThatStopsMining()
      const clock = fakeTime()
      try {
        p.store.dispatch(payRequested({ id: 'unmined', request: ethRequest }))
        p.store.dispatch(payWithWalletPressed())
        // The preview, then the wallet sends at once; from then on the payment waits for the chain.
        expect(await clock.pacedUntil(() => pay().status === 'confirming')).toBe(true)
        await payUnseenAtTheBound(clock, pay)
      } finally {
        await clock.real()
        await chain.resume()
      }
      const [sent] = p.dispatched(transactionSent.type) as ReturnType<typeof transactionSent>[]
      // The chain mined the transfer after all (not seen is never said failed: it may still be).
      // Try again is Pay with wallet, and it looks for that transfer: the visitor is never asked
      // to pay twice (README "A wallet that never answers").
      p.store.dispatch(payWithWalletPressed())
      await vi.waitFor(() => expect(pay().status).toBe('paid'), flowStep)
      // That very transfer paid the payment: no second one was asked of the wallet.
      expect(pay()).toMatchObject({ hash: sent!.payload.hash, error: undefined })
      expect(p.dispatched(transactionSent.type)).toHaveLength(1)
      expect(p.dispatched(paySucceeded.type)).toHaveLength(1)
      await paidOnce()
    })

    it('Pay\'s transfer the wallet sends after the visitor stopped waiting, the chain not mining it: at 120 s the same words, not "confirming" for ever; once mined, Pay with wallet pays once', async () => {
      const { p, wallet } = await connectedOnChain(setup.chain(), { features: { pay: true } })
      const { pay, paidOnce } = await payOpened(p)
      wallet.setMode('manual')
      const chain = await chainThatStopsMining()
      p.store.dispatch(payRequested({ id: 'late', request: ethRequest }))
      p.store.dispatch(payWithWalletPressed())
      await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowSteps(2))
      // Stop waiting (README "A wallet that never answers"), then the wallet sends after all: the
      // transfer pays that very payment, followed to the chain as if it had come in time.
      p.store.dispatch(approvalStopRequested())
      await vi.waitFor(() => expect(pay().error?.message).toBe('approve.stopped'))
      const clock = fakeTime()
      try {
        wallet.approve(wallet.pending()[0]!.id)
        expect(await clock.pacedUntil(() => pay().status === 'confirming')).toBe(true)
        await payUnseenAtTheBound(clock, pay)
      } finally {
        await clock.real()
        await chain.resume()
      }
      // Not "confirming" for ever (a spinner and no button): the choice again, and Try again as above.
      p.store.dispatch(payWithWalletPressed())
      await vi.waitFor(() => expect(pay().status).toBe('paid'), flowStep)
      const [sent] = p.dispatched(transactionSent.type) as ReturnType<typeof transactionSent>[]
      expect(pay()).toMatchObject({ hash: sent!.payload.hash, error: undefined })
      expect(p.dispatched(transactionSent.type)).toHaveLength(1)
      expect(p.dispatched(paySucceeded.type)).toHaveLength(1)
      await paidOnce()
    })

    it('Swap\'s approval the chain does not mine: at 120 s the form says "Not seen on the chain yet", as typed; Review and Swap again follow that approval, and the chain mining it, swaps once: the approval is not asked again', async () => {
      const { p, swap, swappedOnce } = await quotedSwap('30')
      expect(swap().quote.value?.needsApproval).toBe(true)
      const chain = await chainThatStopsMining()
      const clock = fakeTime()
      try {
        p.store.dispatch(swapRequested())
        // The approval built, previewed and sent; from then on the swap waits for the chain to mine it.
        expect(await clock.pacedUntil(() => p.dispatched(transactionSent.type).length === 1)).toBe(true)
        await swapUnseenAtTheBound(clock, swap, 'approving', { amount: '30' })
      } finally {
        await clock.real()
        await chain.resume()
      }
      const [approval] = p.dispatched(transactionSent.type) as ReturnType<typeof transactionSent>[]
      expect(swap().unseen).toEqual({ hash: approval!.payload.hash, step: 'approving' })
      // The chain mines again; Try again is the form's button: Review, then Swap.
      p.store.dispatch(swapReviewRequested())
      expect(swap()).toMatchObject({ step: 'preview', error: undefined })
      p.store.dispatch(swapRequested())
      await vi.waitFor(() => expect(swap().step).toBe('done'), flowSteps(2))
      expect(swap().error).toBeUndefined()
      // That approval, then the swap: no second approval asked (nor paid for).
      expect(p.dispatched(transactionSent.type)).toHaveLength(2)
      await swappedOnce()
    })

    it('Swap\'s own transaction the chain does not mine: at 120 s "Not seen on the chain yet", as typed; Swap again follows that transaction, and the chain mining it, swaps once: the wallet is not asked again', async () => {
      const { p, wallet, swap, swappedOnce } = await quotedSwap('20')
      // The wallet's user approves each request by hand: the approval, mined at once; then, the
      // chain no longer mining, the swap.
      wallet.setMode('manual')
      const asked: string[] = []
      const approveNext = async () => {
        await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowSteps(2))
        const [request] = wallet.pending()
        asked.push(request!.method)
        wallet.approve(request!.id)
      }
      p.store.dispatch(swapRequested())
      if (swap().quote.value?.needsApproval) await approveNext()
      await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowSteps(2))
      const chain = await chainThatStopsMining()
      const clock = fakeTime()
      const sentBefore = p.dispatched(transactionSent.type).length
      let sent: string | undefined
      try {
        await approveNext()
        expect(await clock.pacedUntil(() => p.dispatched(transactionSent.type).length > sentBefore)).toBe(true)
        sent = lastSent(p)
        await swapUnseenAtTheBound(clock, swap, 'swapping', { amount: '20', unseen: { hash: sent, step: 'swapping' } })
      } finally {
        await clock.real()
        await chain.resume()
      }
      const prompts = asked.length
      p.store.dispatch(swapReviewRequested())
      p.store.dispatch(swapRequested())
      await vi.waitFor(() => expect(swap().step).toBe('done'), flowSteps(2))
      // The very transaction that went out, not a second one.
      expect(swap()).toMatchObject({ hash: sent, unseen: undefined })
      expect(asked).toHaveLength(prompts)
      expect(wallet.pending()).toEqual([])
      await swappedOnce()
    })

    // Last in the file: the wallet's account keeps the EIP-7702 delegation its batches set.
    it('Swap\'s approval and swap as one batch (EIP-5792) the chain does not mine: at 120 s "Not seen on the chain yet", as typed; Swap again follows that batch, and the chain mining it, swaps once: the wallet is not asked again', async () => {
      const { p, wallet, swap, swappedOnce } = await quotedSwap('15', { batches: 'eip7702' })
      // The wallet's user approves by hand: a second request would wait for ever, and Swap with it.
      wallet.setMode('manual')
      const chain = await chainThatStopsMining()
      const clock = fakeTime()
      try {
        p.store.dispatch(swapRequested())
        expect(await clock.pacedUntil(() => wallet.pending().length === 1)).toBe(true)
        const [request] = wallet.pending()
        expect(request!.method).toBe('wallet_sendCalls')
        wallet.approve(request!.id)
        // The wallet has sent the batch (its several calls to the chain, at the pace of real time):
        // from here the swap follows its status to the bound.
        expect(await clock.pacedUntil(() => p.dispatched(approvalWaitEnded.type).length > 0)).toBe(true)
        await swapUnseenAtTheBound(clock, swap, 'swapping', {
          amount: '15',
          unseen: { batch: expect.any(String), step: 'swapping' },
        })
      } finally {
        await clock.real()
        await chain.resume()
      }
      p.store.dispatch(swapReviewRequested())
      p.store.dispatch(swapRequested())
      await vi.waitFor(() => expect(swap().step).toBe('done'), flowSteps(2))
      // The very batch that went out: its transaction is the swap's, and the wallet was asked once.
      expect(swap()).toMatchObject({ hash: lastSent(p), unseen: undefined })
      expect(wallet.pending()).toEqual([])
      await swappedOnce()
    })

    it("Pay's sponsored transfer (one call through wallet_sendCalls with the app's paymaster, ERC-7677) the chain does not mine: at 120 s \"Not seen on the chain yet\", not the sponsor's refusal; Pay with wallet follows that batch and pays once", async () => {
      // A wallet that says it takes the app's paymaster (EIP-5792's paymasterService) and runs the
      // call as its own batch, its account paying the fee: what is followed is the chain's part.
      const takesPaymaster = (plain: Connector): Connector => {
        const calls = plain.calls!
        return {
          ...plain,
          calls: {
            ...calls,
            capabilities: async (request) => ({ ...(await calls.capabilities(request)), paymasterService: true }),
            send: ({ capabilities: _, ...request }) => calls.send(request),
          },
        }
      }
      const { p, wallet } = await connectedOnChain(
        setup.chain(),
        { features: { pay: true }, sponsorship: { paymasterUrl: 'http://127.0.0.1:9/paymaster' } },
        undefined,
        { batches: 'eip7702' },
        takesPaymaster,
      )
      await vi.waitFor(() => expect(selectSponsorship(p.store.getState(), anvilNetwork).status).toBe('sponsored'))
      const { pay, paidOnce } = await payOpened(p)
      wallet.setMode('manual')
      const chain = await chainThatStopsMining()
      const clock = fakeTime()
      try {
        p.store.dispatch(payRequested({ id: 'sponsored', request: ethRequest }))
        p.store.dispatch(payWithWalletPressed())
        expect(await clock.pacedUntil(() => wallet.pending().length === 1)).toBe(true)
        const [request] = wallet.pending()
        expect(request!.method).toBe('wallet_sendCalls')
        wallet.approve(request!.id)
        expect(await clock.pacedUntil(() => pay().status === 'confirming')).toBe(true)
        await payUnseenAtTheBound(clock, pay)
        expect(pay().error).toEqual({ message: notSeenSaid, declined: false, unseen: { batch: expect.any(String) } })
      } finally {
        await clock.real()
        await chain.resume()
      }
      // A second request would wait for ever (the wallet's user approves by hand), and Pay with it.
      p.store.dispatch(payWithWalletPressed())
      await vi.waitFor(() => expect(pay().status).toBe('paid'), flowStep)
      expect(wallet.pending()).toEqual([])
      expect(p.dispatched(paySucceeded.type)).toHaveLength(1)
      await paidOnce()
    })
  },
)

/** The last transaction the store was told went out. */
const lastSent = (p: { dispatched: (type: string) => unknown[] }) =>
  (p.dispatched(transactionSent.type).at(-1) as ReturnType<typeof transactionSent> | undefined)?.payload.hash
