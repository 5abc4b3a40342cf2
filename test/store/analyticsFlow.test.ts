// Analytics on a real store (sections 7 and 8): a visitor's path (open, pick, connect, switch, send, disconnect)
// reaches the mocked analytics service as the catalogue's events, in order, with the envelope
// the contract pins; nothing goes out with the switch off or when the project says analytics
// are off; a failing service changes nothing the visitor sees.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { closeRequested, openRequested } from '../../src/features/modal/actions'
import { alertDismissed } from '../../src/features/alerts/alertsSlice'
import { analyticsQuietMs } from '../../src/features/analytics/analyticsFlow'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'
import { createDemoWallet } from '../../mocks/wallets/demoWallet'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { demoWalletConnector, demoWalletInfo } from '../support/demoWalletConnector'
import { connectRequested } from '../../src/features/connection/actions'
import { disconnectRequested, switchNetworkRequested } from '../../src/features/connection/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { sendRequested } from '../../src/features/send/actions'
import { selectSendTokenBalances } from '../../src/features/send/selectors'
import { amountChanged, receiverChanged, tokenChosen } from '../../src/features/send/sendSlice'
import { anvil, polygon } from '../../src/networks'
import { directoryApi } from '../../src/api/porticoApi'
import { mockedHosts, porticoForTest, testConfig } from '../support/portico'
import { createHarness } from '../../harness/porticoHarness'

const setup = chainWithMocks()
const received = () =>
  setup
    .mocks()
    .db.receivedEvent.getAll()
    .sort((a, b) => a.sequence - b.sequence)
const names = () => received().map((e) => e.name)
const metadata = { name: 'Test', url: 'https://app.example.com' }

afterEach(() => {
  setup.mocks().db.receivedEvent.deleteMany({ where: {} })
  setup.mocks().faults.clear()
})

/** How many events the warnings say were dropped: each names its batch's events. */
const droppedEvents = (warnings: unknown[][]) =>
  warnings
    .map(([m]) => /analytics events were dropped \((.*)\)/.exec(String(m))?.[1])
    .reduce((sum, names) => sum + (names ? names.split(', ').length : 0), 0)

type EventSent = { timestamp: number; props: { event: string; address?: string; properties?: unknown } }

type Portico = Awaited<ReturnType<typeof connectedOnChain>>['p']

/**
 * Opens the modal (the api arrives with the first open), connects the demo wallet, does what
 * `meanwhile` does, then disconnects.
 */
async function visit(config: Parameters<typeof connectedOnChain>[1] = {}, meanwhile?: (p: Portico) => Promise<void>) {
  const { p, wallet } = await connectedOnChain(setup.chain(), { metadata, ...config }, async (p) => {
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  })
  await meanwhile?.(p)
  p.store.dispatch(disconnectRequested())
  await vi.waitFor(() => expect(p.state().account.eip155?.status).not.toBe('connected'))
  return { p, wallet }
}

/** Switches to Polygon and back, then sends 0.01 ETH on the local chain from the Send view, and closes. */
async function switchAndSend(p: Portico) {
  const active = () => p.state().chain.activeCaipNetworkId
  p.store.dispatch(switchNetworkRequested({ caipNetworkId: polygon.caipNetworkId }))
  await vi.waitFor(() => expect(active()).toBe(polygon.caipNetworkId))
  p.store.dispatch(switchNetworkRequested({ caipNetworkId: anvilNetwork }))
  await vi.waitFor(() => expect(active()).toBe(anvilNetwork))
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Send' }))
  await vi.waitFor(() => expect(selectSendTokenBalances(p.store.getState()).map((t) => t.symbol)).toContain('ETH'))
  const eth = selectSendTokenBalances(p.store.getState()).find((t) => t.symbol === 'ETH')!
  p.store.dispatch(tokenChosen({ chainId: eth.chainId }))
  p.store.dispatch(amountChanged('0.01'))
  p.store.dispatch(receiverChanged(fixtures.otherAccount))
  p.store.dispatch(sendRequested())
  await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('Account'), flowSteps(2))
  p.store.dispatch(closeRequested())
}

describe('analytics', flowSteps(4), () => {
  it("a visitor's path reaches the service as its events, in order, with the contract's envelope", async () => {
    const networks = [anvil(setup.chain().url), polygon]
    const { wallet } = await visit({ networks }, switchAndSend)
    await vi.waitFor(
      () =>
        expect(names()).toEqual([
          'MODAL_OPEN',
          'SELECT_WALLET',
          'CONNECT_SUCCESS',
          'MODAL_CLOSE',
          'SWITCH_NETWORK',
          'SWITCH_NETWORK',
          'MODAL_OPEN',
          'TRANSACTION_SENT',
          'MODAL_CLOSE',
          'DISCONNECT_SUCCESS',
        ]),
      { timeout: analyticsQuietMs * 5 },
    )
    const [open, , connected] = received().map((e) => JSON.parse(e.body))
    expect(open).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
    expect(connected.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      address: wallet.address,
      properties: { connectorId: 'announced:dev.portico.demo', caipNetworkId: 'eip155:31337' },
    })
    const sent = received().map((e) => JSON.parse(e.body) as { props: unknown })[7]!
    expect(sent.props).toEqual({
      type: 'track',
      event: 'TRANSACTION_SENT',
      address: wallet.address,
      properties: { caipNetworkId: anvilNetwork },
    })
  })

  it('what the visitor did before the api came (a wallet picked, connected) is sent once it comes, when it was done and with the account it had', async () => {
    const before = Date.now()
    const wallet = createDemoWallet({ rpcUrl: setup.chain().url, privateKey: anvilPrivateKeys[1], mode: 'approve' })
    // The api comes as on a page: when the visitor connects (or opens), not with the store.
    const p = createHarness({
      config: { ...testConfig, networks: [anvil(setup.chain().url)], baseUrls: mockedHosts, metadata },
      api: false,
      start: {},
    })
    p.registry.add(demoWalletConnector(wallet))
    p.store.dispatch(connectRequested({ connectorId: demoWalletInfo.id }))
    // Picked on Connect, which paints before the api.
    expect(p.state().services.apiAttached).toBe(false)
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
    const connectedAt = Date.now()
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(names()).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_OPEN']), {
      timeout: analyticsQuietMs * 5,
    })
    const [picked, connected, open] = received().map((e) => JSON.parse(e.body) as EventSent)
    expect(picked!.props).toEqual({
      type: 'track',
      event: 'SELECT_WALLET',
      properties: { connectorId: 'announced:dev.portico.demo' },
    })
    expect(connected!.props.address).toBe(wallet.address)
    expect(picked!.timestamp).toBeGreaterThanOrEqual(before)
    expect(connected!.timestamp).toBeLessThanOrEqual(connectedAt)
    expect(open!.timestamp).toBeGreaterThanOrEqual(connectedAt)
  })

  it('with the analytics switch off, nothing goes out', async () => {
    await visit({ features: { analytics: false } })
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(names()).toEqual([])
  })

  it("a project whose analytics are off (the service's config) sends nothing", async () => {
    await visit({ projectId: fixtures.analyticsDisabledProjectId })
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(names()).toEqual([])
  })

  it.each([
    ['500', { kind: 'status', status: 500 }],
    ['429', { kind: 'status', status: 429 }],
    ['unreachable', { kind: 'network' }],
    ['answering nonsense', { kind: 'malformed' }],
    ['slow', { kind: 'slow', ms: analyticsQuietMs }],
  ] as const)('a failing service (%s) changes nothing the visitor sees', async (_, fault) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setup.mocks().faults.set('analytics.sendEvents', fault)
    try {
      const { p } = await visit()
      expect(p.state().account.eip155?.status).not.toBe('connected')
      expect(p.state().alerts.current).toBeUndefined()
      expect(p.state().snackbar.open).toBe(false)
      // Each event is dropped with its batch's warning, or (slow) arrives late.
      await vi.waitFor(() => expect(droppedEvents(warn.mock.calls) + received().length).toBe(5), {
        timeout: analyticsQuietMs * 10,
      })
    } finally {
      warn.mockRestore()
    }
  })

  it('the project\'s analytics config answering 403 (an origin off the allowlist): "Invalid App Configuration", and nothing goes out', async () => {
    setup.mocks().faults.set('directory.analyticsConfig', { kind: 'status', status: 403 })
    const { p } = await visit()
    await vi.waitFor(() => expect(p.state().alerts.current).toBe('invalidAppConfiguration'))
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(names()).toEqual([])
  })

  it('an event answered 403: the alert shows once, and nothing more is sent this visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const dropped = () => warn.mock.calls.filter(([m]) => String(m).includes('analytics events were dropped'))
    setup.mocks().faults.set('analytics.sendEvents', { kind: 'status', status: 403 })
    try {
      const { p } = await visit()
      await vi.waitFor(() => expect(p.state().alerts.current).toBe('invalidAppConfiguration'), {
        timeout: analyticsQuietMs * 5,
      })
      p.store.dispatch(alertDismissed())
      p.store.dispatch(openRequested())
      p.store.dispatch(closeRequested())
      await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
      expect(dropped()).toHaveLength(1)
      expect(p.state().alerts.current).toBeUndefined()
    } finally {
      warn.mockRestore()
    }
  })

  it('searching All Wallets: one SEARCH_WALLET a search (not a page), what was typed masked as error words are', async () => {
    const p = porticoForTest({ metadata, baseUrls: mockedHosts })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    const search = (term: string, more?: boolean) =>
      p.store.dispatch(
        directoryApi.endpoints.getWallets.initiate(
          { query: { entries: 40, search: term } },
          more ? { direction: 'forward' } : undefined,
        ),
      )
    // More wallets than a page holds: scrolling asks for the next page of the same search.
    await search('a')
    const more = await search('a', true)
    expect((more.data as { pages: unknown[] } | undefined)?.pages).toHaveLength(2)
    await search('visitor@example.com')
    await vi.waitFor(() => expect(names()).toEqual(['MODAL_OPEN', 'SEARCH_WALLET', 'SEARCH_WALLET']), {
      timeout: analyticsQuietMs * 5,
    })
    expect(received().map((e) => (JSON.parse(e.body) as { props: { properties?: unknown } }).props.properties)).toEqual(
      [undefined, { search: 'a' }, { search: '[email]' }],
    )
  })
})
