// @vitest-environment jsdom
// The Account view on a real store with its flows, against the mocks: no request storms (the
// Blockchain API's users' top complaint about the peer), the tabs, and what the view says
// where a namespace has no activity.
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db'
import type { CaipNetwork, CaipNetworkId } from '../../src/contract'
import { solana } from '../../src/networks'
import { connectRequested } from '../../src/features/connection/actions'
import { closeRequested, openRequested } from '../../src/features/modal/actions'
import { accountConnected } from '../../src/features/account/accountSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { fakeConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { intersectAll, installIntersectionObserver } from './support/intersection'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { ethereum, viewStore, withNetworks, type ViewStore } from './support/store'
import { flowSteps } from '../support/waits'

const mocks = viewTestMocks()
beforeAll(() => installIntersectionObserver())
afterEach(() => {
  vi.useRealTimers()
  mocks.useState('the default data')
})

/** What reached the mocked Blockchain API, with the (faked) clock's time. */
function recordApi() {
  const seen: { path: string; cursor: string | null; onramp: string | null; at: number }[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const { searchParams } = url
    seen.push({
      path: url.pathname,
      cursor: searchParams.get('cursor'),
      onramp: searchParams.get('onramp'),
      at: Date.now(),
    })
  }
  mocks.server.events.on('request:start', listener)
  return { seen, stop: () => mocks.server.events.removeListener('request:start', listener) }
}

function connectedPortico(caipNetworkId: CaipNetworkId = 'eip155:1') {
  const p = porticoForTest({ baseUrls: mockedHosts })
  const wallet = fakeConnector()
  wallet.script.connect = () =>
    Promise.resolve({
      caipAddress: `${caipNetworkId}:${fixtures.account}`,
      accounts: [fixtures.account],
      caipNetworkId,
    })
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  return p
}

const tab = (name: string) => inShadow().getByRole('tab', { name })

describe('no request storms', () => {
  it(
    'a minute of opening, closing and switching tabs: at most one balance request per 30 s, one history request per page',
    async () => {
      vi.useFakeTimers({
        shouldAdvanceTime: true,
        toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      })
      const api = recordApi()
      const p = connectedPortico()
      await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'))
      renderModal(p.store as unknown as ViewStore['store'])
      const startedAt = Date.now()
      while (Date.now() - startedAt < 60_000) {
        act(() => void p.store.dispatch(openRequested()))
        await viewLoaded('Account')
        for (const name of ['Activity', 'NFTs', 'Tokens', 'Activity', 'Tokens']) {
          act(() => fireEvent.click(tab(name)))
          // The end of the activity comes into view: the next page, if there is one.
          if (name === 'Activity') act(() => intersectAll())
          await act(() => vi.advanceTimersByTimeAsync(200))
        }
        act(() => void p.store.dispatch(closeRequested()))
        await act(() => vi.advanceTimersByTimeAsync(4_000))
      }
      api.stop()

      const balance = api.seen.filter((r) => r.path.endsWith('/balance')).map((r) => r.at)
      expect(balance.length).toBeGreaterThanOrEqual(2)
      for (let i = 1; i < balance.length; i++) expect(balance[i]! - balance[i - 1]!).toBeGreaterThanOrEqual(30_000)

      const history = api.seen.filter((r) => r.path.endsWith('/history'))
      const pages = history.filter((r) => !r.onramp).map((r) => r.cursor)
      // The fixture account's Ethereum history is three pages of ten: each asked once.
      expect(pages).toHaveLength(3)
      expect(new Set(pages).size).toBe(3)
      // The on-ramp provider's purchases (a purchase reads "Bought"), once.
      expect(history.filter((r) => r.onramp)).toHaveLength(1)
      // The profile and the served networks, once each in the minute (cached 5 min and 1 h).
      expect(api.seen.filter((r) => r.path.includes('/identity/'))).toHaveLength(1)
      expect(api.seen.filter((r) => r.path.includes('/profile/reverse/'))).toHaveLength(1)
      expect(api.seen.filter((r) => r.path.endsWith('/supported-chains'))).toHaveLength(1)
    },
    flowSteps(6).timeout,
  )
})

describe('the tabs', () => {
  async function openAccount(network: CaipNetwork = ethereum, address: string = fixtures.account) {
    const setup = viewStore()
    withNetworks(setup.store, [network], network)
    setup.store.dispatch(
      accountConnected({
        namespace: network.chainNamespace,
        caipAddress: `${network.caipNetworkId}:${address}`,
        wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
      }),
    )
    setup.store.dispatch(pushed({ view: 'Account' }))
    setup.store.dispatch(opened())
    renderModal(setup.store)
    await viewLoaded('Account')
    return setup
  }

  it('are a tablist of Tokens, NFTs and Activity with one tab stop, Tokens first', async () => {
    await openAccount()
    const tabs = within(inShadow().getByRole('tablist', { name: 'Assets and activity' })).getAllByRole('tab')
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.getAttribute('tabindex')])).toEqual([
      ['Tokens', 'true', '0'],
      ['NFTs', 'false', '-1'],
      ['Activity', 'false', '-1'],
    ])
    expect(inShadow().getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id)
  })

  it('arrow keys, Home and End choose tabs (currentTab in the account state via tabChanged), wrapping around', async () => {
    const { store, dispatched } = await openAccount()
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowLeft' })
    expect(store.getState().portico.account.eip155?.currentTab).toBe('Activity')
    fireEvent.keyDown(tab('Activity'), { key: 'Home' })
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowRight' })
    expect(store.getState().portico.account.eip155?.currentTab).toBe('NFTs')
    fireEvent.keyDown(tab('NFTs'), { key: 'End' })
    expect(dispatched('portico/account/tabChanged').map((a) => (a.payload as { tab: string }).tab)).toEqual([
      'Activity',
      'Tokens',
      'NFTs',
      'Activity',
    ])
    await waitFor(() =>
      expect(inShadow().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true'),
    )
  })

  it('section 9: Activity is eip155 only; on Solana the tab says so and nothing is asked', async () => {
    const api = recordApi()
    await openAccount(solana, fixtures.solanaAccount)
    fireEvent.click(tab('Activity'))
    expect(await inShadow().findByText('Activity is available on EVM networks only.')).toBeTruthy()
    fireEvent.click(tab('NFTs'))
    expect(await inShadow().findByText('NFTs are shown on EVM networks only.')).toBeTruthy()
    api.stop()
    expect(api.seen.filter((r) => r.path.endsWith('/history'))).toEqual([])
  })
})

describe('the wallet features', () => {
  it('each opens its view: Buy OnRamp, Swap Swap, Receive Receive, Send Send', async () => {
    const p = connectedPortico()
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
    renderModal(p.store as unknown as ViewStore['store'])
    const opensOn = async (label: string) => {
      act(() => void p.store.dispatch(openRequested()))
      await viewLoaded('Account')
      fireEvent.click(inShadow().getByRole('button', { name: label }))
      const view = p.state().router.history.at(-1)?.view
      // Its chunk loaded before the next: a load left running outlives the file's environment,
      // and the next file of the worker (no isolation) would find that import failed.
      if (view) await viewLoaded(view)
      return view
    }
    expect([await opensOn('Buy'), await opensOn('Swap'), await opensOn('Receive'), await opensOn('Send')]).toEqual([
      'OnRamp',
      'Swap',
      'Receive',
      'Send',
    ])
  })
})
