// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { seedDb } from '../../mocks/db'
import { fixtures } from '../../mocks/db/fixtures'
import { directoryWallets } from '../../mocks/db/wallets'
import { createNodeMocks } from '../../mocks/node'
import { connectRequested } from '../../src/features/connection/actions'
import { connectorsFound } from '../../src/features/connection/connectorsSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { popped, pushed } from '../../src/features/modal/routerSlice'
import { clearViewState } from '../../src/views'
import { loadApiParts } from '../../src/composition/portico'
import { preloadImages } from '../../src/headless/preloadImages'
import { intersectAll, installIntersectionObserver } from './support/intersection'
import { recordRequests } from './support/requests'
import { focusedInShadow, inShadow, renderModal, typeInto, viewLoaded } from './support/shadow'
import { viewStore } from './support/store'
import { flowSteps } from '../support/waits'

// The browser's part of the image batch (new Image()): which pictures were asked for.
vi.mock('../../src/headless/preloadImages', () => ({ preloadImages: vi.fn() }))
const preloadedIds = () =>
  vi
    .mocked(preloadImages)
    .mock.calls.flatMap(([urls]) => urls.map((url) => new URL(url).pathname.replace('/getWalletImage/', '')))

const mocks = createNodeMocks()
const requests = recordRequests(mocks.server)
beforeAll(async () => {
  installIntersectionObserver()
  mocks.server.listen({ onUnhandledFrame: 'error' })
  // The api's chunk, as on a page where it arrived while idle: the list reads the directory with it.
  await loadApiParts()
})
beforeEach(() => {
  requests.clear()
  vi.mocked(preloadImages).mockClear()
})
afterEach(() => {
  cleanup()
  clearViewState()
  mocks.useState('the default data')
})
afterAll(() => mocks.server.close())

const ranked = directoryWallets()

async function openAllWallets(setup = viewStore()) {
  setup.store.dispatch(pushed({ view: 'AllWallets' }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded('AllWallets')
  await waitFor(() => expect(inShadow().getByRole('grid', { name: 'Wallets' })).toBeTruthy())
  return setup
}

const tiles = () => inShadow().queryAllByRole('gridcell')
const walletQueries = () => requests.to('/getWallets').map((r) => Object.fromEntries(r.url.searchParams))

describe('All Wallets lists the directory', () => {
  it('asks 40 a page and shows the directory count', async () => {
    await openAllWallets()
    expect(walletQueries()).toContainEqual(expect.objectContaining({ page: '1', entries: '40' }))
    await waitFor(() => expect(inShadow().getByText('600 wallets')).toBeTruthy())
    expect(inShadow().getByRole('button', { name: ranked[0]!.name })).toBeTruthy()
    expect(inShadow().queryAllByRole('button', { name: '' })).toEqual([])
  })

  it('puts the featured wallets first, in the host order', async () => {
    const setup = viewStore()
    const featured = [fixtures.walletIds.zerion, fixtures.walletIds.safe]
    setup.store.dispatch(configured({ ...initialOptionsState, wallets: { ...initialOptionsState.wallets, featured } }))
    await openAllWallets(setup)
    await waitFor(() => expect(inShadow().getByRole('button', { name: 'Zerion' })).toBeTruthy())
    const names = inShadow()
      .getAllByRole('gridcell')
      .slice(0, 3)
      .map((cell) => cell.textContent)
    expect(names).toEqual(['Zerion', 'Safe', 'MetaMask'])
  })

  it('hides excluded wallets, by name or rdns', async () => {
    const setup = viewStore()
    const excluded = ['metamask', 'com.trustwallet.app']
    setup.store.dispatch(configured({ ...initialOptionsState, wallets: { ...initialOptionsState.wallets, excluded } }))
    await openAllWallets(setup)
    expect(inShadow().queryByRole('button', { name: 'MetaMask' })).toBeNull()
    expect(inShadow().queryByRole('button', { name: 'Trust Wallet' })).toBeNull()
    expect(inShadow().getByRole('button', { name: 'Coinbase Wallet' })).toBeTruthy()
  })

  it('asks for the next page when the end of the list comes into view (infinite scroll)', async () => {
    await openAllWallets()
    act(() => intersectAll())
    await waitFor(() => expect(walletQueries().map((q) => q.page)).toEqual(['1', '2']))
    await waitFor(() => expect(inShadow().getByRole('grid').getAttribute('aria-rowcount')).toBe('20'))
  })

  it('asks the images of the first 20 wallets of each page in one batch, visible or not', async () => {
    await openAllWallets()
    act(() => intersectAll())
    await waitFor(() => expect(inShadow().getByRole('grid').getAttribute('aria-rowcount')).toBe('20'))
    const secondPage = ranked.slice(40, 80)
    const notAsked = () => secondPage.slice(0, 20).filter((w) => !preloadedIds().includes(w.image_id!))
    await waitFor(() => expect(notAsked()).toEqual([]))
    // Beyond the batch, a wallet's image waits until its tile is rendered.
    expect(preloadedIds()).not.toContain(secondPage[20]!.image_id)
    // Each picture is asked for once, however often the pages are looked at again.
    expect(new Set(preloadedIds()).size).toBe(preloadedIds().length)
  })
})

describe('All Wallets stays small with 5,000 wallets', () => {
  it(
    'renders a bounded number of tiles however many wallets are loaded',
    async () => {
      seedDb(mocks.db, { walletCount: 5000 })
      await openAllWallets()
      while (inShadow().getByRole('grid').getAttribute('aria-rowcount') !== '1250') {
        const before = inShadow().getByRole('grid').getAttribute('aria-rowcount')
        act(() => intersectAll())
        await waitFor(() => expect(inShadow().getByRole('grid').getAttribute('aria-rowcount')).not.toBe(before))
      }
      expect(inShadow().getByText('5,000 wallets')).toBeTruthy()
      expect(tiles().length).toBeLessThanOrEqual(40)
      // Scrolled to the end, the last wallets are rendered and the first are not.
      const scroller = inShadow().getByRole('grid').parentElement!
      scroller.scrollTop = 1249 * 96
      fireEvent.scroll(scroller)
      expect(inShadow().getByRole('button', { name: directoryWallets(5000)[4999]!.name })).toBeTruthy()
      expect(inShadow().queryByRole('button', { name: ranked[0]!.name })).toBeNull()
      expect(tiles().length).toBeLessThanOrEqual(40)
    },
    flowSteps(12).timeout,
  )
})

describe('All Wallets search', () => {
  it('waits 300 ms after the last keystroke, then asks 100 results with the search', async () => {
    await openAllWallets()
    const typedAt = await typeInto(inShadow().getByRole('searchbox', { name: 'Search wallets' }), 'rain', 100)
    await waitFor(() => expect(walletQueries().some((q) => q.search)).toBe(true))
    const searches = requests.to('/getWallets').filter((r) => r.url.searchParams.has('search'))
    expect(searches).toHaveLength(1)
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(280)
    expect(Object.fromEntries(searches[0]!.url.searchParams)).toMatchObject({ search: 'rain', entries: '100' })
    await waitFor(() => expect(inShadow().getByRole('button', { name: 'Rainbow' })).toBeTruthy())
  })

  it('shows the empty state when nothing matches', async () => {
    await openAllWallets()
    await typeInto(inShadow().getByRole('searchbox'), 'no such wallet', 0)
    await waitFor(() => expect(inShadow().getByText('No wallet found')).toBeTruthy())
  })

  it('keeps what the visitor typed across view changes', async () => {
    const { store } = await openAllWallets()
    await typeInto(inShadow().getByRole('searchbox'), 'zer')
    act(() => void store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: { walletId: 'x' } })))
    await viewLoaded('ConnectingWalletConnect')
    act(() => void store.dispatch(popped()))
    await viewLoaded('AllWallets')
    expect((inShadow().getByRole('searchbox') as HTMLInputElement).value).toBe('zer')
  })
})

describe('All Wallets failures', () => {
  it('shows an error, the HTTP status in the spec’s words (section 8), and a retry that asks again', async () => {
    mocks.faults.set('directory.getWallets', { kind: 'status', status: 503 })
    const setup = viewStore()
    setup.store.dispatch(pushed({ view: 'AllWallets' }))
    setup.store.dispatch(opened())
    renderModal(setup.store)
    await waitFor(() => expect(inShadow().getByText('Could not load wallets')).toBeTruthy())
    // Section 8: an HTTP failure in the spec's words.
    expect(inShadow().getByText('HTTP status code: 503')).toBeTruthy()
    mocks.faults.clear()
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(inShadow().getByRole('grid')).toBeTruthy())
  })
})

describe('All Wallets keyboard and choice', () => {
  it('arrow keys move focus between tiles, a row at a time up and down', async () => {
    await openAllWallets()
    const first = inShadow().getByRole('button', { name: ranked[0]!.name })
    first.focus()
    const user = userEvent.setup()
    await user.keyboard('{ArrowRight}')
    expect(focusedInShadow()?.getAttribute('data-index')).toBe('1')
    await user.keyboard('{ArrowDown}')
    expect(focusedInShadow()?.getAttribute('data-index')).toBe('5')
    await user.keyboard('{ArrowLeft}{ArrowUp}')
    expect(focusedInShadow()?.getAttribute('data-index')).toBe('0')
    // Only the current tile is reachable by Tab (roving tabindex).
    expect(
      inShadow()
        .getAllByRole('gridcell')
        .filter((c) => c.querySelector('[tabindex="0"]')),
    ).toHaveLength(1)
  })

  it('arrow keys scroll the grid to tiles not rendered yet', async () => {
    await openAllWallets()
    inShadow().getByRole('button', { name: ranked[0]!.name }).focus()
    const user = userEvent.setup()
    for (let i = 0; i < 9; i++) await user.keyboard('{ArrowDown}')
    expect(focusedInShadow()?.getAttribute('data-index')).toBe('36')
    expect(focusedInShadow()?.textContent).toBe(ranked[36]!.name)
    expect(inShadow().queryByRole('button', { name: ranked[0]!.name })).toBeNull()
  })

  it('Enter on a directory wallet with no connector pushes ConnectingWalletConnect with its id', async () => {
    const { store } = await openAllWallets()
    inShadow().getByRole('button', { name: 'Rainbow' }).focus()
    await userEvent.setup().keyboard('{Enter}')
    await viewLoaded('ConnectingWalletConnect')
    const entry = store.getState().portico.router.history.at(-1)
    expect(entry).toEqual({ view: 'ConnectingWalletConnect', data: { walletId: fixtures.walletIds.rainbow } })
  })

  it('Enter on a wallet installed in the browser connects it', async () => {
    const setup = viewStore()
    setup.store.dispatch(
      connectorsFound([
        {
          id: 'io.metamask',
          type: 'ANNOUNCED',
          name: 'MetaMask',
          chain: 'eip155',
          rdns: 'io.metamask',
          installed: true,
        },
      ]),
    )
    await openAllWallets(setup)
    inShadow().getByRole('button', { name: 'MetaMask' }).focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(setup.dispatched(connectRequested.type).map((a) => a.payload)).toEqual([{ connectorId: 'io.metamask' }])
  })
})
