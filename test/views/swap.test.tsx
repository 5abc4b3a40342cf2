// @vitest-environment jsdom
// The Swap view on a store without flows, its scene set by the slices: an amount the swap will
// never quote (section 5's reading of a Send amount) is refused with the reason, under the
// field and naming the button, never with "Getting a quote…" while no quote is asked.
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { tokenBalanceLoaded } from '../../src/features/account/accountSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { swapAmountTyped, swapTokenChosen } from '../../src/features/swap/actions'
import { swapQuoteReady, swapTokensLoaded, swapTokensLoading } from '../../src/features/swap/swapSlice'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { connectedOnEthereum, viewStore } from './support/store'
import { eth, usdc } from './support/swapTokens'

viewTestMocks()

/** Swap open on Ethereum, USDC for ETH chosen and `amount` typed in English. */
async function swapTyped(amount: string) {
  const setup = viewStore()
  connectedOnEthereum(setup.store)
  setup.store.dispatch(swapTokensLoading({ network: 'eip155:1' }))
  setup.store.dispatch(swapTokensLoaded({ network: 'eip155:1', list: [eth, usdc] }))
  setup.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc.caipAddress }))
  setup.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: eth.caipAddress }))
  setup.store.dispatch(swapAmountTyped({ amount }))
  setup.store.dispatch(pushed({ view: 'Swap' }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  return Object.assign(await viewLoaded('Swap'), { store: setup.store })
}

const grouping = 'Use a point for decimals and commas only between groups of three digits, as in 1,000.5'
const notAboveZero = 'The amount must be a number above 0'

describe('an amount the swap will never quote says why, as Send does', () => {
  it.each([
    ['1.000,5', grouping],
    ['-1', notAboveZero],
    ['NaN', notAboveZero],
    ['1e3', notAboveZero],
    ['\uFF11\uFF12', notAboveZero],
    ['0', notAboveZero],
    ['0x10', notAboveZero],
    ['<b>1</b>', notAboveZero],
    ['1.0000001', 'USDC has at most 6 decimals'],
  ])('%j: the reason under the amount, never "Getting a quote…"', async (amount, reason) => {
    const view = await swapTyped(amount)
    expect(view.queryByText('Getting a quote…')).toBeNull()
    const said = view.getByText(reason)
    const field = view.getByLabelText('Amount to pay')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(said.id)
    const review = view.getByRole('button', { name: 'Review swap' })
    expect(review.getAttribute('aria-disabled')).toBe('true')
    expect(review.getAttribute('aria-describedby')).toBe(said.id)
  })

  it('an amount it can read is being quoted: "Getting a quote…", with no reason', async () => {
    const view = await swapTyped('1,000.5')
    expect(view.getByRole('button', { name: 'Getting a quote…' })).toBeTruthy()
    expect(inShadow().queryByText(notAboveZero)).toBeNull()
    expect(view.getByLabelText('Amount to pay').getAttribute('aria-invalid')).toBeNull()
  })
})

describe('what the form says about money comes from what it describes', () => {
  it("the balance line is the balance's alone; the amount's value (from its quote) stands beside the amount", async () => {
    const caipAddress = `eip155:1:${fixtures.account}` as const
    const view = await swapTyped('12.5')
    const { store } = view
    store.dispatch(
      tokenBalanceLoaded({
        namespace: 'eip155',
        caipAddress,
        balance: '1.5',
        symbol: 'ETH',
        tokenBalance: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:1',
            address: usdc.caipAddress,
            value: 999_957.5,
            price: 1,
            quantity: { decimals: '6', numeric: '999957.5' },
            iconUrl: '',
          },
        ],
      }),
    )
    store.dispatch(
      swapQuoteReady({
        from: usdc.caipAddress,
        to: eth.caipAddress,
        amount: '12500000',
        toAmount: '5000000000000000',
        needsApproval: false,
        fromUsd: 12.5,
        toUsd: 12.4,
      }),
    )
    const balanceLine = await view.findByText(/^Balance: /)
    expect(balanceLine.textContent).toBe('Balance: 999,957.500 USDC')
    expect(view.getByText('≈ $12.50')).not.toBe(balanceLine)
  })
})
