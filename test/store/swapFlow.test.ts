// Swaps on a real store against the local chain (section 2's optional screens): the demo wallet (anvil's second key,
// real transactions) connected on anvil, which the host adds to the swap networks; the mocks
// quote from the demo pool and build its calls. The tokens load when Swap shows; the quote
// follows the form 500 ms after the last change, with the allowance; Swap approves first when the
// allowance is short, then swaps, and both balances move on the chain by the quote. A decline
// keeps the form as typed with the reason; outside the swap networks, section 8's words.
import { parseUnits, type Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken, nativeToken, swapPool } from '../../mocks/chain/swapPool'
import { amountChanged, receiverChanged } from '../../src/features/send/sendSlice'
import { openRequested } from '../../src/features/modal/actions'
import { approvalStopRequested } from '../../src/features/approvals/approvalWait'
import { pushed } from '../../src/features/modal/routerSlice'
import { swapAmountTyped, swapRequested, swapReviewRequested, swapTokenChosen } from '../../src/features/swap/actions'
import { selectSwap, selectSwapAmountProblem, selectSwapApprovesInOne } from '../../src/features/swap/selectors'
import { swapQuoteDebounceMs } from '../../src/features/swap/constants'
import { anvil, mainnet } from '../../src/networks'
import { recordApprovals } from '../support/approvals'
import { anvilNetwork, chainWithMocks, connectedOnChain, onAnvil } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'

const sendReceiver = '0x70997970C51812Dc3A010c7D01B50E20D17Dc79C'
const setup = chainWithMocks()
const chain = () => setup.chain()

const { balanceOf } = setup
const caip = onAnvil
/** A swap, from Swap pressed to its end: its approval, when the allowance is short, then the swap, each mined. */
const swapEnds = flowSteps(2)

async function onSwap(options: { mode?: 'approve' | 'reject'; swapNetworks?: string[] } = {}) {
  const { p, wallet } = await connectedOnChain(chain(), {
    networks: [anvil(chain().url), mainnet],
    swapNetworks: (options.swapNetworks ?? [anvilNetwork]) as never,
  })
  // Connected; what the wallet answers from now on is the test's.
  if (options.mode) wallet.setMode(options.mode)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Swap' }))
  const swap = () => selectSwap(p.store.getState())
  return { p, wallet, swap, me: wallet.address as Address }
}

// Three chain steps in a row at most: connecting, the tokens, a quote.
describe('the form and its quote', flowSteps(3), () => {
  it('tokens load when Swap shows; the quote comes 500 ms after the last change, with the allowance', async () => {
    const { p, swap } = await onSwap()
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    expect(
      swap()
        .tokens.list.map((t) => t.symbol)
        .sort(),
    ).toEqual(['ETH', 'PTC', 'PUSD'])
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(demoTokenAddress) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
    p.store.dispatch(swapAmountTyped({ amount: '1' }))
    p.store.dispatch(swapAmountTyped({ amount: '10' }))
    await new Promise((resolve) => setTimeout(resolve, swapQuoteDebounceMs - 200))
    expect(swap().quote.status).toBe('idle')
    await vi.waitFor(() => expect(swap().quote.status).toBe('ready'), flowStep)
    expect(swap().quote.value).toMatchObject({ amount: parseUnits('10', 18).toString(), needsApproval: true })
    // 10 PTC at 1.25, the 0.3 % fee and the pool's depth taken: a little under 12.5 PUSD.
    expect(Number(swap().quote.value!.toAmount) / 1e18).toBeGreaterThan(12.4)
    expect(Number(swap().quote.value!.toAmount) / 1e18).toBeLessThan(12.5)
  })

  // Section 5's reading of a Send amount holds for the amount to pay: a number above 0 as the
  // visitor's locale writes it, with no more decimals than the token has. What cannot be read is
  // never quoted, and the form says why in Send's words.
  it.each([
    ['1.000,5', 'send.error.amountGrouping', undefined],
    ['-1', 'send.error.amountInvalid', undefined],
    ['NaN', 'send.error.amountInvalid', undefined],
    ['1e3', 'send.error.amountInvalid', undefined],
    ['\uFF11\uFF12', 'send.error.amountInvalid', undefined],
    ['0', 'send.error.amountInvalid', undefined],
    ['0x10', 'send.error.amountInvalid', undefined],
    ['<b>1</b>', 'send.error.amountInvalid', undefined],
    ['1.0000000000000000001', 'send.error.amountDecimals', { symbol: 'PTC', decimals: 18 }],
  ])(
    'an amount that is not a number above 0 in the locale (%j) is never quoted: the form says why',
    async (amount, message, values) => {
      const { p, swap } = await onSwap()
      const quotesAsked: string[] = []
      const record = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith('/convert/quotes')) quotesAsked.push(request.url)
      }
      setup.mocks().server.events.on('request:start', record)
      try {
        await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
        p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(demoTokenAddress) }))
        p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
        p.store.dispatch(swapAmountTyped({ amount }))
        await new Promise((resolve) => setTimeout(resolve, swapQuoteDebounceMs + 300))
        expect(quotesAsked).toEqual([])
        expect(swap().quote.status).toBe('idle')
        expect(selectSwapAmountProblem(p.store.getState())).toEqual({ message, ...(values && { values }) })
      } finally {
        setup.mocks().server.events.removeListener('request:start', record)
      }
    },
  )

  // Kept as its catalogue key, said in the visitor's language (test/views/failedCallCause.test.tsx).
  it('outside the swap networks the tokens say "Network not supported for Swaps" (its catalogue key)', async () => {
    const { swap } = await onSwap({ swapNetworks: [] })
    await vi.waitFor(
      () => expect(swap().tokens).toMatchObject({ status: 'failed', error: 'swap.networkUnsupported' }),
      flowStep,
    )
  })
})

// Eight chain steps in a row at most: connecting, the tokens, then two quotes and their swaps.
describe('swapping on the chain', flowSteps(8), () => {
  it('approves first when the allowance is short, then swaps: both balances move by the quote', async () => {
    const { p, swap, me } = await onSwap()
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(demoTokenAddress) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
    p.store.dispatch(swapAmountTyped({ amount: '40' }))
    await vi.waitFor(() => expect(swap().quote.status).toBe('ready'), flowStep)
    const quoted = BigInt(swap().quote.value!.toAmount)
    const [ptc, pusd] = await Promise.all([balanceOf(demoTokenAddress, me), balanceOf(dollarToken.address, me)])
    const started = performance.now()
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step).toBe('done'), swapEnds)
    console.log(`[swap flow] approve + swap mined: ${(performance.now() - started).toFixed(0)} ms`)
    expect(swap().hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptc - parseUnits('40', 18))
    expect(await balanceOf(dollarToken.address, me)).toBe(pusd + quoted)
    // The form is ready for the next one.
    expect(swap()).toMatchObject({ amount: '', quote: { status: 'idle' } })
  })

  it("ApproveTransaction carries each request the wallet is asked: the approval's spender and allowance, then the swap's amounts, never the Send form's", async () => {
    const { p, swap } = await onSwap()
    // An earlier Send's form, still in the store: none of it may stand in for the swap's requests.
    p.store.dispatch(amountChanged('0.01'))
    p.store.dispatch(receiverChanged(sendReceiver))
    const asked = recordApprovals(p.store)
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(demoTokenAddress) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
    p.store.dispatch(swapAmountTyped({ amount: '7' }))
    await vi.waitFor(() => expect(swap().quote.value?.needsApproval).toBe(true), flowStep)
    // A wallet without batches: the view says the approval comes first, in a request of its own.
    expect(selectSwapApprovesInOne(p.store.getState())).toBe(false)
    const quoted = swap().quote.value!.toAmount
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step).toBe('done'), swapEnds)
    const seven = { value: parseUnits('7', 18).toString(), decimals: 18, symbol: 'PTC' }
    expect(asked).toEqual([
      {
        kind: 'tokenApproval',
        caipNetworkId: anvilNetwork,
        token: demoTokenAddress,
        symbol: 'PTC',
        spender: swapPool.address,
        spenderRole: 'swapService',
        amount: seven,
      },
      {
        kind: 'swap',
        caipNetworkId: anvilNetwork,
        pay: seven,
        receive: { value: quoted, decimals: 18, symbol: 'PUSD' },
        contract: swapPool.address,
        contractRole: 'swapService',
      },
    ])
    expect(JSON.stringify(asked)).not.toContain(sendReceiver.slice(2, 10))
  })

  it('the native coin goes without an approval, as the value', async () => {
    const { p, swap, me } = await onSwap()
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(nativeToken) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(demoTokenAddress) }))
    p.store.dispatch(swapAmountTyped({ amount: '0.1' }))
    await vi.waitFor(() => expect(swap().quote.value?.needsApproval).toBe(false), flowStep)
    const quoted = BigInt(swap().quote.value!.toAmount)
    const ptc = await balanceOf(demoTokenAddress, me)
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step).toBe('done'), swapEnds)
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptc + quoted)
  })

  /** The visitor's way through, for an amount of the native coin: its quote, Review, then Swap; resolves once it ended. */
  async function reviewAndSwap(
    p: Awaited<ReturnType<typeof onSwap>>['p'],
    swap: () => ReturnType<typeof selectSwap>,
    amount: string,
  ) {
    p.store.dispatch(swapAmountTyped({ amount }))
    // The quote for this amount (the view's Review waits for it too), not the last one still shown.
    await vi.waitFor(() => expect(swap().quote.value?.amount).toBe(parseUnits(amount, 18).toString()), flowStep)
    p.store.dispatch(swapReviewRequested())
    expect(swap().step).toBe('preview')
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().step === 'done' || swap().error !== undefined).toBe(true), swapEnds)
  }

  it('a second swap after a first one: the changed form reviews and swaps again, and both move the balances', async () => {
    const { p, swap, me } = await onSwap()
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(nativeToken) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(demoTokenAddress) }))
    const ptc = await balanceOf(demoTokenAddress, me)
    await reviewAndSwap(p, swap, '0.05')
    expect(swap().step).toBe('done')
    const first = swap().hash
    const afterFirst = await balanceOf(demoTokenAddress, me)
    expect(afterFirst).toBeGreaterThan(ptc)
    await reviewAndSwap(p, swap, '0.06')
    expect(swap().step).toBe('done')
    expect(swap().hash).not.toBe(first)
    expect(await balanceOf(demoTokenAddress, me)).toBeGreaterThan(afterFirst)
  })

  it('a swap after a declined one goes through', async () => {
    const { p, wallet, swap, me } = await onSwap({ mode: 'reject' })
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(nativeToken) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(demoTokenAddress) }))
    const ptc = await balanceOf(demoTokenAddress, me)
    await reviewAndSwap(p, swap, '0.05')
    expect(swap()).toMatchObject({ step: 'form', error: 'swap.declined' })
    wallet.setMode('approve')
    await reviewAndSwap(p, swap, '0.07')
    expect(swap().step).toBe('done')
    expect(await balanceOf(demoTokenAddress, me)).toBeGreaterThan(ptc)
  })

  it('an approval mined before the swap was declined counts: the swap asked again at once goes to the wallet alone, without a second approval', async () => {
    const { p, wallet, swap, me } = await onSwap()
    const asked = recordApprovals(p.store)
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(demoTokenAddress) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
    p.store.dispatch(swapAmountTyped({ amount: '9' }))
    await vi.waitFor(() => expect(swap().quote.value?.needsApproval).toBe(true), flowStep)
    const ptc = await balanceOf(demoTokenAddress, me)
    // The approval is approved and mined; the swap after it is declined.
    const declineTheSwap = p.store.subscribe(() => {
      if (swap().step === 'swapping') wallet.setMode('reject')
    })
    p.store.dispatch(swapReviewRequested())
    p.store.dispatch(swapRequested())
    await vi.waitFor(
      () =>
        expect(swap()).toMatchObject({
          step: 'form',
          error: 'swap.declined',
        }),
      swapEnds,
    )
    declineTheSwap()
    wallet.setMode('approve')
    // Review and Swap again straight away, before any new quote could come.
    p.store.dispatch(swapReviewRequested())
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap()).toMatchObject({ step: 'done', error: undefined }), swapEnds)
    expect(asked.map((request) => request.kind)).toEqual(['tokenApproval', 'swap', 'swap'])
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptc - parseUnits('9', 18))
  })

  it('Stop waiting on a swap the wallet does not answer: back on the form as typed, said as stopped; the next swap goes through', async () => {
    const { p, wallet, swap, me } = await onSwap()
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(nativeToken) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(demoTokenAddress) }))
    p.store.dispatch(swapAmountTyped({ amount: '0.05' }))
    await vi.waitFor(() => expect(swap().quote.status).toBe('ready'), flowStep)
    const ptc = await balanceOf(demoTokenAddress, me)
    wallet.setMode('manual')
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowStep)
    p.store.dispatch(approvalStopRequested())
    await vi.waitFor(() => expect(swap().error).toBe('approve.stopped'), flowStep)
    expect(swap()).toMatchObject({ step: 'form', amount: '0.05' })
    expect(p.state().router.history.at(-1)?.view).toBe('Swap')
    // The visitor rejects it in the wallet after all, and swaps again with a wallet that answers.
    wallet.reject(wallet.pending()[0]!.id)
    wallet.setMode('approve')
    await reviewAndSwap(p, swap, '0.06')
    expect(swap().step).toBe('done')
    expect(await balanceOf(demoTokenAddress, me)).toBeGreaterThan(ptc)
  })

  it('declined in the wallet: back on the form as typed, with the reason, nothing moved', async () => {
    const { p, swap, me } = await onSwap({ mode: 'reject' })
    await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(nativeToken) }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
    p.store.dispatch(swapAmountTyped({ amount: '0.2' }))
    await vi.waitFor(() => expect(swap().quote.status).toBe('ready'), flowStep)
    const pusd = await balanceOf(dollarToken.address, me)
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().error).toBeDefined(), flowStep)
    expect(swap()).toMatchObject({ step: 'form', amount: '0.2' })
    expect(swap().error).toBe('swap.declined')
    expect(await balanceOf(dollarToken.address, me)).toBe(pusd)
  })
})
