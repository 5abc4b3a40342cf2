// Buying crypto on a real store against the local chain (section 2's optional screens): the demo wallet connected on
// anvil, the mocks serving the provider's options, quotes and URLs, and the fake provider
// (mocks/onramp) delivering on the chain what the page was opened for. The options load when
// Buy shows and the form starts on the network's native coin; the quote follows the form 500 ms
// after its last change and only within section 5's limits; Buy opens the window at once, sends
// it to the provider, and the provider's history completes the purchase with what arrived.
import { createPublicClient, formatEther, http } from 'viem'
import { flowSteps } from '../support/waits'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliver, orderOf, priceOrder } from '../../mocks/onramp/fakeProvider'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import {
  onrampAmountTyped,
  onrampDismissed,
  onrampProviderChosen,
  onrampRequested,
  onrampSubdivisionChosen,
} from '../../src/features/onramp/actions'
import { onrampQuoteDebounceMs } from '../../src/features/onramp/constants'
import { selectOnramp, selectOnrampAmountProblem, selectOnrampRegion } from '../../src/features/onramp/selectors'
import { blockchainApi } from '../../src/api/porticoApi'
import { anvil, mainnet } from '../../src/networks'
import { chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { hostileUrls } from '../support/hostileUrls'
import { showProvider } from '../../src/features/onramp/providerWindow'
import { providerPage } from '../../src/features/onramp/providerPage'
import { purchasePollMs } from '../../src/features/onramp/purchases'

const setup = chainWithMocks()
const chain = () => setup.chain()
const node = () => createPublicClient({ transport: http(chain().url), cacheTime: 0 })

/** A window as the flow sees one: it is sent somewhere, and closes. */
class FakeWindow {
  closed = false
  opener: unknown = {}
  location = { href: 'about:blank' }
  close() {
    this.closed = true
  }
}

/**
 * window.open as a browser answers it: a target named like a window still open gets that window
 * back, sent to the URL (a browser blocks that for a window of another origin cut from the page,
 * and logs it), where `_blank` always opens a new one.
 */
function stubWindowOpen(blocked = false) {
  const opened: FakeWindow[] = []
  const named = new Map<string, FakeWindow>()
  vi.stubGlobal('open', (url: string, target = '_blank') => {
    if (blocked) return null
    const open = named.get(target)
    if (open && !open.closed) {
      open.location.href = url
      return open
    }
    const window = new FakeWindow()
    if (target !== '_blank') named.set(target, window)
    window.location.href = url
    opened.push(window)
    return window
  })
  return opened
}

afterEach(() => {
  vi.unstubAllGlobals()
})

type OnrampConfig = { meldUrl?: string; country?: string; subdivision?: string }

/** Buy open for a visitor in the US (Node's locale) whose state the host gives, unless `onramp` says otherwise. */
async function onBuy(config: { onramp?: OnrampConfig } = {}) {
  const { p, me } = await connectedOnChain(chain(), {
    networks: [anvil(chain().url), mainnet],
    onramp: config.onramp ?? { subdivision: 'NY' },
  })
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'OnRamp' }))
  const onramp = () => selectOnramp(p.store.getState())
  return { p, onramp, me }
}

describe('the form and its quote', () => {
  it('options load when Buy shows; the form starts on the native coin of the network the account is on', async () => {
    const { onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().options.status).toBe('loaded'))
    const eth = onramp().options.value!.purchaseCurrencies.find((c) => c.symbol === 'ETH')!
    expect(onramp()).toMatchObject({ asset: eth.id, network: 'anvil', currency: 'USD', method: 'CARD' })
  })

  it('the quote comes 500 ms after the last change, for the form as it then stands', async () => {
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampAmountTyped({ amount: '20' }))
    p.store.dispatch(onrampAmountTyped({ amount: '200' }))
    await new Promise((resolve) => setTimeout(resolve, onrampQuoteDebounceMs - 200))
    // The last quote stays (for 100) until the new one comes.
    expect(onramp().quote.key?.amount).toBe('100.00')
    await vi.waitFor(() => expect(onramp().quote).toMatchObject({ status: 'ready', key: { amount: '200.00' } }))
    const quote = onramp().quote.value!
    expect(quote.paymentTotal).toEqual({ value: '200.00', currency: 'USD' })
    expect(quote.purchaseAmount.currency).toBe('ETH')
    expect(Number(quote.purchaseAmount.value)).toBeGreaterThan(0.06)
  })

  it('an amount outside the card limits (10.00 to 7500.00 USD) is said and not quoted', async () => {
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampAmountTyped({ amount: '9.99' }))
    expect(selectOnrampAmountProblem(p.store.getState())).toEqual({ kind: 'belowMin', min: '10.00' })
    await vi.waitFor(() => expect(onramp().quote.status).toBe('idle'))
    p.store.dispatch(onrampAmountTyped({ amount: '7500.01' }))
    expect(selectOnrampAmountProblem(p.store.getState())).toEqual({ kind: 'aboveMax', max: '7500.00' })
  })

  it('options that cannot be had leave section 5 defaults: USD and EUR limits', async () => {
    setup.mocks().faults.set('blockchain.onrampOptions', { kind: 'status', status: 503 })
    try {
      const { p, onramp } = await onBuy()
      await vi.waitFor(() => expect(onramp().options.status).toBe('defaults'))
      p.store.dispatch(onrampAmountTyped({ amount: '25001' }))
      expect(selectOnrampAmountProblem(p.store.getState())).toEqual({ kind: 'aboveMax', max: '7500.00' })
    } finally {
      setup.mocks().faults.clear()
    }
  })
})

/** The region parameters of the options and quote calls the store made. */
function askedRegions(state: object, endpoint: 'onrampOptions' | 'onrampQuote') {
  const queries = Object.values((state as { portico: { queries: Record<string, unknown> } }).portico.queries) as {
    endpointName?: string
    originalArgs?: { query?: { country?: string; subdivision?: string } }
  }[]
  return queries
    .filter((q) => q.endpointName === endpoint)
    .map((q) => ({ country: q.originalArgs?.query?.country, subdivision: q.originalArgs?.query?.subdivision }))
}

describe("a US visitor's state (the provider serves the US only with one)", () => {
  it('is asked before anything else: no options are asked until it is chosen, then options and quotes carry it', async () => {
    const { p, onramp } = await onBuy({ onramp: { country: 'US' } })
    expect(selectOnrampRegion(p.store.getState())).toEqual({
      country: 'US',
      needsSubdivision: true,
      chosenByVisitor: false,
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(onramp().options.status).toBe('idle')
    expect(askedRegions(p.store.getState(), 'onrampOptions')).toEqual([])

    p.store.dispatch(onrampSubdivisionChosen({ subdivision: 'CA' }))
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    expect(askedRegions(p.store.getState(), 'onrampOptions')).toEqual([{ country: 'US', subdivision: 'CA' }])
    expect(askedRegions(p.store.getState(), 'onrampQuote')).toContainEqual({ country: 'US', subdivision: 'CA' })
  })

  it('another state asks the options again for it', async () => {
    const { p, onramp } = await onBuy({ onramp: { country: 'US' } })
    p.store.dispatch(onrampSubdivisionChosen({ subdivision: 'CA' }))
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampSubdivisionChosen({ subdivision: 'TX' }))
    await vi.waitFor(() =>
      expect(askedRegions(p.store.getState(), 'onrampOptions')).toContainEqual({ country: 'US', subdivision: 'TX' }),
    )
  })

  it("a host's own state is used and nothing is asked; outside the US no state is sent", async () => {
    const host = await onBuy({ onramp: { country: 'US', subdivision: 'NY' } })
    expect(selectOnrampRegion(host.p.store.getState()).needsSubdivision).toBe(false)
    await vi.waitFor(() => expect(host.onramp().options.status).toBe('loaded'))
    expect(askedRegions(host.p.store.getState(), 'onrampOptions')).toEqual([{ country: 'US', subdivision: 'NY' }])

    const abroad = await onBuy({ onramp: { country: 'DE', subdivision: 'NY' } })
    await vi.waitFor(() => expect(abroad.onramp().options.status).toBe('loaded'))
    expect(askedRegions(abroad.p.store.getState(), 'onrampOptions')).toEqual([
      { country: 'DE', subdivision: undefined },
    ])
  })

  it('the mocks refuse the US without a state as the server passes the provider on: 503', async () => {
    const { p } = await onBuy({ onramp: { country: 'US' } })
    const asked = await p.store.dispatch(
      blockchainApi.endpoints.onrampOptions.initiate({ query: { country: 'US' } }, { subscribe: false }),
    )
    expect(asked.error).toMatchObject({
      kind: 'http',
      status: 503,
      reason: 'OnRamp provider is temporarily unavailable',
    })
  })
})

describe('buying', () => {
  it('through the Coinbase-type provider: its page gets the order, the delivery completes the purchase', async () => {
    const opened = stubWindowOpen()
    const { p, onramp, me } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    const quoted = onramp().quote.value!.purchaseAmount.value
    const before = await node().getBalance({ address: me })
    p.store.dispatch(onrampRequested())
    // The window opened at once, blank, and cut from the page.
    expect(opened).toHaveLength(1)
    expect(opened[0]!.opener).toBeNull()
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('open'))
    const href = opened[0]!.location.href
    expect(onramp().purchase.url).toBe(href)
    const order = orderOf(href)
    expect(order).toMatchObject({
      provider: 'coinbase',
      address: me,
      symbol: 'ETH',
      network: 'anvil',
      fiatAmount: '100',
    })
    const priced = priceOrder(order as Exclude<typeof order, { error: string }>)
    if ('error' in priced) throw new Error(priced.error)
    expect(priced.cryptoAmount).toBe(quoted)

    const started = performance.now()
    await deliver(priced, chain().url)
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('completed'), flowSteps(2))
    console.log(`[onramp flow] delivery seen: ${(performance.now() - started).toFixed(0)} ms`)
    expect(onramp().purchase.received).toMatchObject({ amount: quoted, symbol: 'ETH' })
    expect(formatEther((await node().getBalance({ address: me })) - before)).toBe(quoted)
  })

  it('a window closed with nothing new is said at once; a purchase the provider lists within the minute still completes it', async () => {
    const opened = stubWindowOpen()
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampRequested())
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('open'))
    opened[0]!.close()
    // At the next look at the window, not once the minute a late purchase is waited for is over.
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('closed'), { timeout: 2 * purchasePollMs })
    const order = orderOf(opened[0]!.location.href)
    const priced = priceOrder(order as Exclude<typeof order, { error: string }>)
    if ('error' in priced) throw new Error(priced.error)
    await deliver(priced, chain().url)
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('completed'), flowSteps(2))
    expect(onramp().purchase.received).toMatchObject({ amount: priced.cryptoAmount, symbol: 'ETH' })
  })

  it("a new Buy opens a window of its own: the last purchase's window, still open on the provider's page, is left alone", async () => {
    const opened = stubWindowOpen()
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampRequested())
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('open'))
    const first = opened[0]!.location.href
    const order = orderOf(first)
    const priced = priceOrder(order as Exclude<typeof order, { error: string }>)
    if ('error' in priced) throw new Error(priced.error)
    await deliver(priced, chain().url)
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('completed'), flowSteps(2))
    // The provider's page says its thanks a while before it closes; the visitor buys again meanwhile.
    p.store.dispatch(onrampDismissed())
    p.store.dispatch(onrampRequested())
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('open'))
    expect(opened).toHaveLength(2)
    expect(opened[0]!.location.href).toBe(first)
    expect(opened[1]!.opener).toBeNull()
    expect(onramp().purchase.url).toBe(opened[1]!.location.href)
  })

  it('a Buy that replaces one under way opens its own window: closing the first does not close it', async () => {
    const opened = stubWindowOpen()
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampRequested())
    p.store.dispatch(onrampRequested())
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('open'))
    expect(opened).toHaveLength(2)
    expect(opened[0]!.closed).toBe(true)
    expect(opened[1]!.closed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, purchasePollMs + 200))
    expect(onramp().purchase.status).toBe('open')
  })

  it('a blocked window leaves the link to the provider on the view', async () => {
    stubWindowOpen(true)
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampRequested())
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('blocked'))
    expect(onramp().purchase.url).toMatch(/^https:\/\/pay\.example\.com\/buy\?/)
  })

  it("through the Meld-type provider: its page is the host's, with the order; closing it ends the wait", async () => {
    const opened = stubWindowOpen()
    const { p, onramp, me } = await onBuy({
      onramp: { meldUrl: 'https://checkout.example.org/meld', subdivision: 'NY' },
    })
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampProviderChosen({ provider: 'meld' }))
    p.store.dispatch(onrampRequested())
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('open'))
    const url = new URL(opened[0]!.location.href)
    expect(url.origin + url.pathname).toBe('https://checkout.example.org/meld')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      walletAddress: expect.stringMatching(new RegExp(`^${me}$`, 'i')),
      destinationCurrencyCode: 'ETH_ANVIL',
      sourceAmount: '100.00',
      sourceCurrencyCode: 'USD',
    })
    opened[0]!.close()
    await vi.waitFor(() => expect(onramp().purchase.status).toBe('closed'))
  })

  it('a generator that fails keeps the form as typed, with the words, and closes the window', async () => {
    const opened = stubWindowOpen()
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    p.store.dispatch(onrampAmountTyped({ amount: '150' }))
    setup.mocks().faults.set('blockchain.onrampUrl', { kind: 'status', status: 500 })
    try {
      await vi.waitFor(() => expect(onramp().quote.key?.amount).toBe('150.00'))
      p.store.dispatch(onrampRequested())
      await vi.waitFor(() => expect(onramp().error).toBeTruthy())
      expect(onramp()).toMatchObject({ amount: '150', purchase: { status: 'idle' } })
      expect(opened[0]!.closed).toBe(true)
    } finally {
      setup.mocks().faults.clear()
    }
  })
})

describe("the provider's page is opened only when it is a web page (https; http on this machine)", () => {
  // What the generator might answer, one of each kind: script in three spellings, data, plain http.
  const answered = [
    'JAVASCRIPT:alert(document.domain)',
    'java\tscript:alert(document.domain)',
    'javascript://%0Aalert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.example.com/buy',
  ]

  async function buyAnswered(url: string, blocked: boolean) {
    const opened = stubWindowOpen(blocked)
    const { p, onramp } = await onBuy()
    await vi.waitFor(() => expect(onramp().quote.status).toBe('ready'))
    setup.mocks().faults.set('blockchain.onrampUrl', { kind: 'answer', json: { url } })
    try {
      p.store.dispatch(onrampRequested())
      await vi.waitFor(() => expect(onramp().error).toBeTruthy())
    } finally {
      setup.mocks().faults.clear()
    }
    return { opened, onramp: onramp() }
  }

  it.each(answered)('a generator answering %j: the window is closed unsent, and the visitor reads why', async (url) => {
    const { opened, onramp } = await buyAnswered(url, false)
    expect(opened[0]!.location.href).toBe('about:blank')
    expect(opened[0]!.closed).toBe(true)
    expect(onramp).toMatchObject({ error: 'link.refused', purchase: { status: 'idle' } })
    expect(onramp.purchase.url).toBeUndefined()
  })

  it('with the window blocked, no link to the refused address is kept for the view', async () => {
    const { onramp } = await buyAnswered('JavaScript:alert(document.domain)', true)
    expect(onramp).toMatchObject({ error: 'link.refused', purchase: { status: 'idle' } })
    expect(onramp.purchase.url).toBeUndefined()
  })

  it.each(hostileUrls)('where it is used: the window is never sent to %j', (url) => {
    const window = new FakeWindow()
    expect(showProvider(window, url)).toBe(false)
    expect(window.location.href).toBe('about:blank')
    expect(window.closed).toBe(true)
  })

  it.each(hostileUrls)(
    "a Meld page %j (a production build does not check the host's config) is refused before it is opened",
    (url) => {
      expect(providerPage({ data: { url } })).toEqual({ error: 'link.refused' })
    },
  )
})
