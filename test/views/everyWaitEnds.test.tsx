// @vitest-environment jsdom
// README "Every wait has an end", per view: the service the view waits on takes the request and
// never answers (the mocks' `{ kind: 'hang' }`); Portico's bound ends the wait, the view says so
// in its own failed state, and once the service answers again, what the view offers (Try again,
// coming back, typing again) brings its content. The api layer pins each endpoint's bound
// (test/api/badAnswersEveryEndpoint.test.ts); here it is what a visitor sees of it.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { swapTokenChosen } from '../../src/features/swap/actions'
import { fixtureAccountConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { installIntersectionObserver } from './support/intersection'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { connectedOnEthereum, ethereum, viewStore, type ViewStore } from './support/store'
import { eth, usdc } from './support/swapTokens'

const mocks = viewTestMocks()
beforeAll(() => installIntersectionObserver())
afterEach(() => {
  vi.useRealTimers()
  mocks.useState('the default data')
  // No request the hang held outlives its row (README "Mocks for your own tests").
  expect(mocks.faults.held()).toBe(0)
})

/**
 * The bound the hang runs into, in place of the 10 s `timeoutMs`: what is pinned is that the
 * bound ends the wait and what the view then says, not the bound's length.
 */
const hangBoundMs = 50
/**
 * The bound the attempt after the fault runs under: the default, so the answer that brings the
 * content back is never cut short by a loaded machine (only the hang is meant to hit a bound).
 */
const defaultBoundMs = 10_000

type Store = ViewStore['store']

/** The store with the short bound, for the hang. */
function shortBound(store: Store) {
  store.dispatch(servicesConfigured({ timeoutMs: hangBoundMs }))
}
function defaultBound(store: Store) {
  store.dispatch(servicesConfigured({ timeoutMs: defaultBoundMs }))
}

/** A store without flows (the view reads the api with its own hooks), the account connected on Ethereum. */
function connectedViewStore() {
  const setup = viewStore()
  connectedOnEthereum(setup.store)
  return setup.store
}

type Config = Parameters<typeof porticoForTest>[0]

/**
 * A store with its flows (the view reads what a flow asks for), a wallet connected on Ethereum;
 * `config` adds to the test's (a feature). `shortFromTheStart`: the hang's bound holds from the
 * connection on, for what is asked for as the account connects.
 */
function connectedWithFlows(config: Config = {}, shortFromTheStart = false) {
  const p = porticoForTest({ baseUrls: mockedHosts, networks: [ethereum], ...config })
  if (shortFromTheStart) shortBound(p.store as unknown as Store)
  const wallet = fixtureAccountConnector()
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  return p
}

/** `view` shown (over Account, where the modal opens), in a store with its flows and a wallet connected (connectedWithFlows). */
async function shownWithFlows(view: string, config: Config = {}, shortFromTheStart = false) {
  const p = connectedWithFlows(config, shortFromTheStart)
  await waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  const store = p.store as unknown as Store
  renderModal(store)
  act(() => void p.store.dispatch(openRequested()))
  await viewLoaded('Account')
  if (view === 'Account') return store
  act(() => void store.dispatch(pushed({ view: view as never })))
  await viewLoaded(view)
  return store
}

/** Types into the field labelled `label`, as a visitor does. */
const typed = (label: string, value: string) =>
  void fireEvent.change(inShadow().getByLabelText(label), { target: { value } })

/** `view` shown from a store without flows, waiting on its call under the hang's bound. */
async function shownShortBound(store: Store, view: string) {
  shortBound(store)
  store.dispatch(pushed({ view: view as never }))
  store.dispatch(opened())
  renderModal(store)
  await viewLoaded(view)
  return store
}

const click = (name: string) => void fireEvent.click(inShadow().getByRole('button', { name }))

/** The history's entries listed (Activity's and History's, which read the same list). */
const historyEntriesListed = () =>
  waitFor(() => expect(inShadow().getAllByText(/^(Sent|Received|Swapped|Approved|Minted)$/).length).toBeGreaterThan(0))

interface Row {
  /** The rule the row pins. */
  rule: string
  /** The `service.endpoint` the view waits on. */
  endpoint: string
  /** The view on screen, waiting on the endpoint (its fault already set); gives its store. */
  open(): Promise<Store>
  /** The view's failed state, in words: said once the bound ends the wait, gone with the content. */
  failed: string
  /** The cause the view names under its failed words, where it names one (section 8's words for it). */
  cause?: string
  /** What the view offers once the service answers again. */
  again(): Promise<void>
  /** The view's content. */
  content(): Promise<void>
}

const rows: Row[] = [
  {
    rule: 'All Wallets: a directory that never answers ends in "Could not load wallets"; Try again lists the wallets',
    endpoint: 'directory.getWallets',
    open: () => shownShortBound(viewStore().store, 'AllWallets'),
    failed: 'Could not load wallets',
    cause: 'Request timed out',
    again: async () => click('Try again'),
    content: () => waitFor(() => expect(inShadow().getByRole('grid', { name: 'Wallets' })).toBeTruthy()),
  },
  {
    rule: 'Account\'s Activity: a history that never answers ends in "Activity could not be loaded" (section 8 marks it empty, not none); Try again lists the entries',
    endpoint: 'blockchain.history',
    open: async () => {
      const store = await shownShortBound(connectedViewStore(), 'Account')
      fireEvent.click(inShadow().getByRole('tab', { name: 'Activity' }))
      return store
    },
    failed: 'Activity could not be loaded',
    cause: 'Request timed out',
    again: async () => click('Try again'),
    content: historyEntriesListed,
  },
  {
    rule: 'History: a history that never answers ends in "Activity could not be loaded"; Try again lists the entries',
    endpoint: 'blockchain.history',
    open: () => shownShortBound(connectedViewStore(), 'History'),
    failed: 'Activity could not be loaded',
    cause: 'Request timed out',
    again: async () => click('Try again'),
    content: historyEntriesListed,
  },
  {
    // The list is Swap's flow's to load (swapFlow): Try again asks it again.
    rule: 'Swap: a token list that never comes ends in "Request timed out"; Try again lists the tokens',
    endpoint: 'blockchain.convertTokens',
    open: async () => {
      const store = await shownWithFlows('Account')
      shortBound(store)
      click('Swap')
      await viewLoaded('Swap')
      return store
    },
    failed: 'Request timed out',
    again: async () => click('Try again'),
    content: () => waitFor(() => expect(inShadow().getByLabelText('Amount to pay')).toBeTruthy()),
  },
  {
    rule: 'Swap: a quote that never comes ends in "Request timed out"; typing the amount again quotes it',
    endpoint: 'blockchain.convertQuotes',
    open: async () => {
      const store = await shownWithFlows('Account')
      click('Swap')
      await viewLoaded('Swap')
      await waitFor(() => expect(inShadow().getByLabelText('Amount to pay')).toBeTruthy())
      shortBound(store)
      act(() => {
        store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc.caipAddress }))
        store.dispatch(swapTokenChosen({ side: 'to', caipAddress: eth.caipAddress }))
      })
      fireEvent.change(inShadow().getByLabelText('Amount to pay'), { target: { value: '12.5' } })
      return store
    },
    failed: 'Request timed out',
    // Editing the amount is the quote's retry (section 9's debounce asks for it again).
    again: async () =>
      void fireEvent.change(inShadow().getByLabelText('Amount to pay'), { target: { value: '12.50' } }),
    // The quote's rate: "Review swap" alone is also what a failed quote leaves on the button.
    content: () => waitFor(() => expect(inShadow().getByText(/^1 USDC = .+ ETH$/)).toBeTruthy()),
  },
  {
    rule: 'RegisterAccountName: a name look-up that never answers ends in "Error resolving name"; typing on checks the name',
    endpoint: 'blockchain.profileAccount',
    open: async () => {
      const store = await shownWithFlows('RegisterAccountName')
      shortBound(store)
      typed('Name', 'newcomer-2026')
      return store
    },
    failed: 'Error resolving name',
    again: async () => typed('Name', 'newcomer-2027'),
    content: () => waitFor(() => expect(inShadow().getByText(/^newcomer-2027\..+ is available$/)).toBeTruthy()),
  },
  {
    // The bound holds from the connection on: the list is asked for as the account connects.
    rule: 'Account\'s smart sessions: a list that never comes ends in "Smart sessions could not be loaded"; Try again lists them',
    endpoint: 'blockchain.sessions',
    open: () => shownWithFlows('Account', { features: { smartSessions: true } }, true),
    failed: 'Smart sessions could not be loaded',
    again: async () => click('Try again'),
    content: () =>
      waitFor(() => expect(inShadow().getAllByText('Call transfer on 0xA0b8…eB48').length).toBeGreaterThan(0)),
  },
  {
    // Section 5's limits stand in while the options cannot be had; showing Buy again asks again.
    rule: "Buy: options that never come end in section 5's usual limits, with the cause; coming back to Buy loads them",
    endpoint: 'blockchain.onrampOptions',
    open: () => shownWithFlows('OnRamp', { onramp: { subdivision: 'NY' } }, true),
    failed: 'The provider’s options could not be loaded (Request timed out); the usual limits apply.',
    again: async () => {
      click('Back')
      await viewLoaded('Account')
      fireEvent.click(inShadow().getByRole('button', { name: 'Buy' }))
      await viewLoaded('OnRamp')
    },
    // What can be bought comes with the options: nothing is offered on the usual limits alone.
    content: () => waitFor(() => expect(inShadow().getByRole('button', { name: /^Crypto/ })).toBeTruthy()),
  },
  {
    rule: 'Buy: a quote that never comes ends in "Request timed out"; typing the amount again quotes it',
    endpoint: 'blockchain.onrampQuote',
    open: async () => {
      const store = await shownWithFlows('OnRamp', { onramp: { subdivision: 'NY' } })
      await waitFor(() => expect(inShadow().getByRole('button', { name: /^Crypto/ })).toBeTruthy())
      shortBound(store)
      typed('Amount', '100')
      return store
    },
    failed: 'Request timed out',
    // Editing the amount is the quote's retry (section 9's debounce asks for it again).
    again: async () => typed('Amount', '100.00'),
    content: () => waitFor(() => expect(inShadow().getByText('Total')).toBeTruthy()),
  },
  {
    rule: 'Account\'s Tokens: a balance call that never answers ends in "Balances could not be loaded"; past section 9\'s 30 s retry gap, Try again lists the tokens',
    endpoint: 'blockchain.balance',
    open: () => shownWithFlows('Account', {}, true),
    failed: 'Balances could not be loaded',
    again: async () => {
      // Within the gap the failure is the answer: come back, nothing to press.
      expect(inShadow().getByText('Come back in a moment to try again.')).toBeTruthy()
      expect(inShadow().queryByRole('button', { name: 'Try again' })).toBeNull()
      vi.setSystemTime(Date.now() + 30_000)
      await waitFor(() => expect(inShadow().getByRole('button', { name: 'Try again' })).toBeTruthy())
      click('Try again')
    },
    content: () => waitFor(() => expect(inShadow().getByRole('list', { name: 'Tokens' })).toBeTruthy()),
  },
]

describe('every wait a visitor sees ends in words, and what the view offers then succeeds', () => {
  it.each(rows)('$rule', async (row) => {
    mocks.faults.set(row.endpoint, { kind: 'hang' })
    const store = await row.open()
    await waitFor(() => expect(inShadow().getByText(row.failed)).toBeTruthy())
    if (row.cause)
      expect(inShadow().getByText(row.failed).parentElement!.contains(inShadow().getByText(row.cause))).toBe(true)
    mocks.faults.clear(row.endpoint)
    defaultBound(store)
    await row.again()
    await row.content()
    expect(inShadow().queryByText(row.failed)).toBeNull()
  })
})
