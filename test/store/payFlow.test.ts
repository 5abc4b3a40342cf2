// Pay on a real store against the local chain (section 2's optional screens): the demo wallet connected on anvil and
// a host's request for ETH or PTC. From the wallet: the transfer goes through the connector,
// joins the pending list, and the payment settles once mined, with the recipient's balance moved
// by the amount; a decline keeps the choice open with the reason, and giving up then rejects as
// USER_REJECTED. By card: the provider's page is opened for the recipient on section 9's card
// chain (ethereum for the local chain), and the provider's delivery to the recipient settles it.
// Requests that are refused: the switch off, a wrong request.
import { createPublicClient, erc20Abi, getAddress, http, parseEther, parseUnits, type Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db/fixtures'
import { deliver, priceOrder } from '../../mocks/onramp/fakeProvider'
import { openRequested } from '../../src/features/modal/actions'
import { approvalStopRequested } from '../../src/features/approvals/approvalWait'
import {
  payByCardPressed,
  payCancelled,
  payFailed,
  payRequested,
  paySucceeded,
  payWithWalletPressed,
} from '../../src/features/pay/actions'
import type { PayRequest } from '../../src/features/pay/constants'
import { selectPay } from '../../src/features/pay/selectors'
import { recordApprovals } from '../support/approvals'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { flowSteps } from '../support/waits'

const setup = chainWithMocks()
const node = () => createPublicClient({ transport: http(setup.chain().url), cacheTime: 0 })
const recipient = getAddress(fixtures.anvilAccounts[2]!) as Address

const ethRequest = (over: Partial<PayRequest> = {}): PayRequest => ({
  recipient,
  amount: '0.25',
  network: anvilNetwork,
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  ...over,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function payScene(options: { pay?: boolean; mode?: 'approve' | 'reject' } = {}) {
  const { p, wallet } = await connectedOnChain(setup.chain(), { features: { pay: options.pay ?? true } })
  if (options.mode) wallet.setMode(options.mode)
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(p.state().pay).toBeDefined())
  const pay = () => selectPay(p.store.getState())
  return { p, wallet, pay }
}

/** The outcome action for a payment, as the hook would see it. */
function outcomeOf(p: Awaited<ReturnType<typeof payScene>>['p'], id: string) {
  return vi.waitFor(() => {
    const found = [...p.dispatched(paySucceeded.type), ...p.dispatched(payFailed.type)].find(
      (a) => (a as ReturnType<typeof paySucceeded>).payload.id === id,
    )
    if (!found) throw new Error('not settled yet')
    return found as ReturnType<typeof paySucceeded> | ReturnType<typeof payFailed>
  }, flowSteps(2))
}

describe('requests that are refused', () => {
  it('the pay switch off: PAY_DISABLED, nothing shown', async () => {
    const { p, pay } = await payScene({ pay: false })
    p.store.dispatch(payRequested({ id: 'off', request: ethRequest() }))
    expect((await outcomeOf(p, 'off')).payload).toMatchObject({ code: 'PAY_DISABLED' })
    expect(pay().status).toBe('idle')
  })

  it.each([
    [{ recipient: '0x1234' }, /recipient must be an EVM address/],
    [{ amount: '-1' }, /amount must be a positive decimal string/],
    [{ amount: '0.0000000000000000001' }, /at most 18 decimals/],
    [{ network: 'eip155:1' as const }, /not one of the config's networks/],
    [{ asset: 'USDC' as never }, /asset must be "native" or an ERC-20 contract address/],
  ])('a wrong request (%o): INVALID_REQUEST saying what to fix', async (over, words) => {
    const { p } = await payScene()
    p.store.dispatch(payRequested({ id: 'bad', request: ethRequest(over) }))
    const outcome = (await outcomeOf(p, 'bad')) as ReturnType<typeof payFailed>
    expect(outcome.payload.code).toBe('INVALID_REQUEST')
    expect(outcome.payload.message).toMatch(words)
  })

  it('an invalid pay request while connected is refused to the host and leaves the payment Pay shows as it was', async () => {
    const { p, wallet } = await connectedOnChain(setup.chain(), { features: { pay: true } })
    wallet.setMode('manual')
    await vi.waitFor(() => expect(p.state().pay).toBeDefined())
    const pay = () => selectPay(p.store.getState())
    // Nothing shown yet: the refusal opens nothing.
    p.store.dispatch(payRequested({ id: 'bad', request: ethRequest({ recipient: '0x1234' }) }))
    expect((await outcomeOf(p, 'bad')).payload).toEqual({
      id: 'bad',
      code: 'INVALID_REQUEST',
      message: 'recipient must be an EVM address (0x and 40 hex digits), not "0x1234"',
    })
    expect(p.state().modal.open).toBe(false)
    expect(p.dispatched(openRequested.type)).toEqual([])
    // A payment shown: a wrong request does not replace it, nor empty the view.
    p.store.dispatch(payRequested({ id: 'shown', request: ethRequest() }))
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('Pay'))
    p.store.dispatch(payRequested({ id: 'worse', request: ethRequest({ amount: 'ten' }) }))
    expect((await outcomeOf(p, 'worse')).payload).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'amount must be a positive decimal string with at most 18 decimals, not "ten"',
    })
    expect(p.dispatched(payFailed.type).map((a) => (a as ReturnType<typeof payFailed>).payload.id)).toEqual([
      'bad',
      'worse',
    ])
    expect(pay()).toMatchObject({ id: 'shown', status: 'asked', request: ethRequest() })
    expect(p.state().modal.open).toBe(true)
    expect(p.state().router.history.at(-1)?.view).toBe('Pay')
  })
})

describe('giving up', () => {
  it('Cancel on Pay rejects as CANCELLED and closes the modal: it is not left saying "No payment is asked."', async () => {
    const { p } = await payScene()
    p.store.dispatch(payRequested({ id: 'gone', request: ethRequest() }))
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('Pay'))
    p.store.dispatch(payCancelled())
    expect((await outcomeOf(p, 'gone')).payload).toMatchObject({ code: 'CANCELLED' })
    expect(p.state().modal.open).toBe(false)
  })
})

describe('paying from the wallet', () => {
  it('ETH: sent through the connector, pending, settled once mined; the recipient has it', async () => {
    const { p, pay } = await payScene()
    p.store.dispatch(payRequested({ id: 'eth', request: ethRequest() }))
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('Pay'))
    const before = await node().getBalance({ address: recipient })
    p.store.dispatch(payWithWalletPressed())
    const outcome = (await outcomeOf(p, 'eth')) as ReturnType<typeof paySucceeded>
    expect(outcome.payload.result).toMatchObject({ caipNetworkId: anvilNetwork, method: 'wallet' })
    expect((await node().getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
    expect(pay()).toMatchObject({ status: 'paid', hash: outcome.payload.result.hash })
  })

  it("PTC: the token's transfer(recipient, amount)", async () => {
    const { p } = await payScene()
    const balance = () =>
      node().readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })
    const before = await balance()
    p.store.dispatch(
      payRequested({
        id: 'ptc',
        request: ethRequest({
          asset: demoTokenAddress,
          amount: '12.5',
          metadata: { name: 'Portico Token', symbol: 'PTC', decimals: 18 },
        }),
      }),
    )
    const asked = recordApprovals(p.store)
    p.store.dispatch(payWithWalletPressed())
    await outcomeOf(p, 'ptc')
    expect((await balance()) - before).toBe(parseUnits('12.5', 18))
    // ApproveTransaction showed the payment read from its own transfer: the host's amount and recipient.
    expect(asked).toEqual([
      {
        kind: 'payment',
        caipNetworkId: anvilNetwork,
        amount: { value: parseUnits('12.5', 18).toString(), decimals: 18, symbol: 'PTC' },
        to: recipient,
      },
    ])
  })

  it('a decline keeps the choice open with the reason; giving up then rejects as USER_REJECTED', async () => {
    const { p, pay } = await payScene({ mode: 'reject' })
    p.store.dispatch(payRequested({ id: 'no', request: ethRequest() }))
    p.store.dispatch(payWithWalletPressed())
    await vi.waitFor(() => expect(pay().error?.declined).toBe(true))
    // Kept as its catalogue key for Pay to say in the visitor's language; the host's promise
    // rejects with the English words.
    expect(pay().error?.message).toBe('pay.declined')
    expect(pay().status).toBe('asked')
    p.store.dispatch(payCancelled())
    expect((await outcomeOf(p, 'no')).payload).toMatchObject({
      code: 'USER_REJECTED',
      message: 'You declined the payment in the wallet. Nothing was paid.',
    })
  })

  it('Stop waiting: back to the choice, said as stopped; the transfer the wallet sends after all pays that very payment, once', async () => {
    const { p, wallet, pay } = await payScene()
    wallet.setMode('manual')
    p.store.dispatch(payRequested({ id: 'late', request: ethRequest() }))
    const before = await node().getBalance({ address: recipient })
    p.store.dispatch(payWithWalletPressed())
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowSteps(2))
    p.store.dispatch(approvalStopRequested())
    await vi.waitFor(() => expect(pay().error?.message).toBe('approve.stopped'))
    expect(pay().status).toBe('asked')
    expect(p.state().router.history.at(-1)?.view).toBe('Pay')
    // The visitor approves in the wallet after all: that payment is paid, not left to pay again.
    wallet.approve(wallet.pending()[0]!.id)
    const outcome = (await outcomeOf(p, 'late')) as ReturnType<typeof paySucceeded>
    expect(outcome.type).toBe(paySucceeded.type)
    expect(pay()).toMatchObject({ status: 'paid', hash: outcome.payload.result.hash })
    expect((await node().getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
    expect(p.state().pending?.list.map((t) => t.hash)).toContain(outcome.payload.result.hash)
  })

  it('a newer request replaces one still waiting: the first is CANCELLED', async () => {
    const { p } = await payScene()
    p.store.dispatch(payRequested({ id: 'first', request: ethRequest() }))
    p.store.dispatch(payRequested({ id: 'second', request: ethRequest({ amount: '0.5' }) }))
    expect((await outcomeOf(p, 'first')).payload).toMatchObject({ code: 'CANCELLED' })
    expect(selectPay(p.store.getState()).request?.amount).toBe('0.5')
  })
})

describe('paying by card', () => {
  it('opens the provider for the recipient on the card chain (ethereum for the local chain); its delivery settles it', async () => {
    const opened: { closed: boolean; opener: unknown; location: { href: string }; close(): void }[] = []
    vi.stubGlobal('open', () => {
      const window = { closed: false, opener: {}, location: { href: 'about:blank' }, close: () => {} }
      opened.push(window)
      return window
    })
    const { p, pay } = await payScene()
    p.store.dispatch(payRequested({ id: 'card', request: ethRequest() }))
    p.store.dispatch(payByCardPressed())
    await vi.waitFor(() => expect(pay().status).toBe('card'))
    const url = new URL(opened[0]!.location.href)
    expect(pay().cardUrl).toBe(url.href)
    // 0.25 ETH at the mocks' 3,120.45 USD, with 3 % over for the fees, in whole dollars.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      address: recipient,
      partnerUserId: recipient,
      defaultNetwork: 'ethereum',
      assets: 'ETH',
      presetFiatAmount: String(Math.ceil(0.25 * 3120.45 * 1.03)),
    })
    // The provider delivers to the recipient (here on the local chain, where the fake one can).
    const priced = priceOrder({
      provider: 'coinbase',
      address: recipient,
      symbol: 'ETH',
      network: 'anvil',
      fiatAmount: url.searchParams.get('presetFiatAmount')!,
      fiatCurrency: 'USD',
    })
    if ('error' in priced) throw new Error(priced.error)
    const hash = await deliver(priced, setup.chain().url)
    const outcome = (await outcomeOf(p, 'card')) as ReturnType<typeof paySucceeded>
    expect(outcome.payload.result).toEqual({ hash, caipNetworkId: anvilNetwork, method: 'card' })
  })

  it.each([
    'JAVASCRIPT:alert(document.domain)',
    'javascript://%0Aalert(1)',
    'vbscript:msgbox(1)',
    'http://pay.example.com/',
  ])(
    'a provider page answered as %j is never opened nor linked: the window closes, the choice stays with the words',
    async (answered) => {
      const opened: { closed: boolean; opener: unknown; location: { href: string }; close(): void }[] = []
      vi.stubGlobal('open', () => {
        const window = {
          closed: false,
          opener: {},
          location: { href: 'about:blank' },
          close() {
            this.closed = true
          },
        }
        opened.push(window)
        return window
      })
      const { p, pay } = await payScene()
      setup.mocks().faults.set('blockchain.onrampUrl', { kind: 'answer', json: { url: answered } })
      try {
        p.store.dispatch(payRequested({ id: 'hostile', request: ethRequest() }))
        p.store.dispatch(payByCardPressed())
        await vi.waitFor(() => expect(pay().error).toBeDefined())
      } finally {
        setup.mocks().faults.clear()
      }
      expect(pay()).toMatchObject({ status: 'asked', error: { message: 'link.refused', declined: false } })
      expect(pay().cardUrl).toBeUndefined()
      expect(opened[0]).toMatchObject({ closed: true, location: { href: 'about:blank' } })
    },
  )
})
