// @vitest-environment jsdom
// Texts a service supplies are shown as they are written, never as their own direction controls
// would reorder them: a right-to-left override (U+202E) in a token symbol of the Blockchain
// API's answers (balances, history, the swap service's tokens) must not reverse the rest of an
// Activity or History row (its address among it), nor of Send's and Swap's token pickers. A real
// Portico with its flows, against the mocks with every symbol led by the override.
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { fixtureAccountConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { installIntersectionObserver } from './support/intersection'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, porticoHost, renderModal, viewLoaded } from './support/shadow'
import type { ViewStore } from './support/store'

const mocks = viewTestMocks()
beforeAll(() => installIntersectionObserver())
afterEach(() => mocks.useState('the default data'))

const override = '\u202E'

/** Every token's symbol and every fungible transfer's, as the mocks answer them, led by the override. */
function symbolsOverridden() {
  for (const token of mocks.db.token.getAll())
    mocks.db.token.update({ where: { id: { equals: token.id } }, data: { symbol: `${override}${token.symbol}` } })
  for (const transfer of mocks.db.transfer.getAll())
    if (transfer.symbol)
      mocks.db.transfer.update({
        where: { id: { equals: transfer.id } },
        data: { symbol: `${override}${transfer.symbol}` },
      })
}

/** The fixture account connected on Ethereum, the modal rendered. */
async function connected() {
  symbolsOverridden()
  const p = porticoForTest({ baseUrls: mockedHosts })
  const wallet = fixtureAccountConnector()
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  renderModal(p.store as unknown as ViewStore['store'])
  return p
}

/** The rendered modal's markup, attributes (a row's title) included. */
const shown = () => porticoHost()!.shadowRoot!.innerHTML

describe('a right-to-left override in a token symbol from the services is never shown', () => {
  it('the token list holds the symbols without it', async () => {
    const p = await connected()
    await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'))
    const symbols = p.state().account.eip155!.tokenBalance!.map((token) => token.symbol)
    expect(symbols).toContain('USDC')
    expect(symbols.join(' ')).not.toContain(override)
  })

  it('Activity rows: the transfers and their addresses read in their order', async () => {
    const p = await connected()
    act(() => void p.store.dispatch(openRequested()))
    await viewLoaded('Account')
    fireEvent.click(inShadow().getByRole('tab', { name: 'Activity' }))
    const rows = await waitFor(() => {
      const entries = porticoHost()!.shadowRoot!.querySelectorAll('.p-entry')
      expect(entries.length).toBeGreaterThan(0)
      return [...entries]
    })
    expect(rows.some((row) => /\d ETH|USDC|DAI|USDT|WBTC|LINK|UNI/.test(row.textContent ?? ''))).toBe(true)
    expect(rows.some((row) => /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/.test(row.textContent ?? ''))).toBe(true)
    expect(shown()).not.toContain(override)
  })

  it('History rows, likewise', async () => {
    const p = await connected()
    act(() => void p.store.dispatch(openRequested({ view: 'History' })))
    await viewLoaded('History')
    await waitFor(() => expect(porticoHost()!.shadowRoot!.querySelectorAll('.p-entry').length).toBeGreaterThan(0))
    expect(porticoHost()!.shadowRoot!.querySelector('.p-entry')!.textContent).toMatch(/[A-Z]{2,}/)
    expect(shown()).not.toContain(override)
  })

  it("Send's token picker", async () => {
    const p = await connected()
    act(() => void p.store.dispatch(openRequested({ view: 'Send' })))
    const view = await viewLoaded('Send')
    expect(await view.findByRole('radio', { name: /^USDC USD Coin/ })).toBeTruthy()
    expect(shown()).not.toContain(override)
  })

  it("Swap's token pickers", async () => {
    const p = await connected()
    act(() => void p.store.dispatch(openRequested({ view: 'Swap' })))
    const view = await viewLoaded('Swap')
    const group = await view.findByRole('group', { name: 'You pay' })
    fireEvent.click(within(group).getByRole('button', { name: /^You pay/ }))
    expect(await within(group).findByRole('option', { name: /^USDC / })).toBeTruthy()
    expect(
      p
        .state()
        .swap!.tokens.list.map((token) => token.symbol)
        .join(' '),
    ).not.toContain(override)
    expect(shown()).not.toContain(override)
  })
})
