// @vitest-environment jsdom
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectRetried, disconnectRequested, switchNetworkRequested } from '../../src/features/connection/actions'
import { accountConnected } from '../../src/features/account/accountSlice'
import { alertDismissed, alertRaised } from '../../src/features/alerts/alertsSlice'
import { attemptChanged, connectorsFound } from '../../src/features/connection/connectorsSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { snackbarShown } from '../../src/features/snackbar/snackbarSlice'
import { views, type View } from '../../src/features/modal/views'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { ethereum, polygon, viewStore, withNetworks } from './support/store'

viewTestMocks()

const address = '0xA11cE5D1a9B0c7e3f2D4b6A8c0E1f3A5b7c9d2e4'

async function openAt(
  view: View,
  data?: Parameters<typeof pushed>[0]['data'],
  prepare?: (setup: ReturnType<typeof viewStore>) => void,
) {
  const setup = viewStore()
  withNetworks(setup.store, [ethereum, polygon], polygon)
  prepare?.(setup)
  setup.store.dispatch(pushed({ view, data }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded(view)
  return setup
}

const metaMask = {
  id: 'io.metamask',
  type: 'ANNOUNCED' as const,
  name: 'MetaMask',
  chain: 'eip155' as const,
  rdns: 'io.metamask',
  installed: true,
}

describe('ConnectingExternal follows the connection attempt', () => {
  const withAttempt = (attempt: Parameters<typeof attemptChanged>[0]) => (setup: ReturnType<typeof viewStore>) => {
    setup.store.dispatch(connectorsFound([metaMask]))
    setup.store.dispatch(attemptChanged(attempt))
  }

  it('waiting: the wallet icon and "Continue in {name}", in a live region', async () => {
    await openAt(
      'ConnectingExternal',
      { connectorId: 'io.metamask' },
      withAttempt({ status: 'connecting', connectorId: 'io.metamask' }),
    )
    const live = inShadow().getByText('Continue in MetaMask').closest('[aria-live]')
    expect(live?.getAttribute('aria-live')).toBe('polite')
    expect(inShadow().getByRole('img', { name: 'MetaMask' })).toBeTruthy()
    expect(inShadow().queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('declined: titled "Connection declined" (not "Connecting"), announced, and Try again dispatches connectRetried', async () => {
    const { dispatched } = await openAt(
      'ConnectingExternal',
      { connectorId: 'io.metamask' },
      withAttempt({ status: 'declined', connectorId: 'io.metamask', message: 'User rejected the request' }),
    )
    expect(inShadow().getByRole('heading', { name: 'Connection declined' })).toBeTruthy()
    const live = inShadow().getByText('The connection was declined in the wallet.').closest('[aria-live]')
    expect(live?.getAttribute('aria-live')).toBe('polite')
    expect(live?.textContent).toContain('Connection declined')
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    expect(dispatched(connectRetried.type)).toHaveLength(1)
  })

  it('failed: titled "Connection failed", the error text and Try again', async () => {
    await openAt(
      'ConnectingExternal',
      undefined,
      withAttempt({ status: 'failed', connectorId: 'io.metamask', message: 'Chain is not supported' }),
    )
    expect(inShadow().getByRole('heading', { name: 'Connection failed' })).toBeTruthy()
    expect(inShadow().getByText('Chain is not supported')).toBeTruthy()
    expect(inShadow().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('Networks', () => {
  it('lists the configured networks, marks the active one with aria-current, and asks to switch on click', async () => {
    const { dispatched } = await openAt('Networks')
    const list = inShadow().getByRole('list', { name: 'Networks' })
    const [eth, pol] = within(list).getAllByRole('button')
    expect(eth!.textContent).toContain('Ethereum')
    expect(eth!.getAttribute('aria-current')).toBeNull()
    expect(pol!.getAttribute('aria-current')).toBe('true')
    fireEvent.click(eth!)
    expect(dispatched(switchNetworkRequested.type).map((a) => a.payload)).toEqual([{ caipNetworkId: 'eip155:1' }])
  })
})

describe('UnsupportedChain', () => {
  it('explains, lists the networks to switch to, and offers Disconnect', async () => {
    const { dispatched } = await openAt('UnsupportedChain')
    expect(inShadow().getByText(/does not support/)).toBeTruthy()
    expect(within(inShadow().getByRole('list', { name: 'Networks' })).getAllByRole('button')).toHaveLength(2)
    fireEvent.click(inShadow().getByRole('button', { name: 'Disconnect' }))
    expect(dispatched(disconnectRequested.type)).toHaveLength(1)
  })
})

describe('Account', () => {
  it('shows the address shortened and the network, and Disconnect dispatches disconnectRequested', async () => {
    const { dispatched } = await openAt('Account', undefined, ({ store }) =>
      store.dispatch(
        accountConnected({
          namespace: 'eip155',
          caipAddress: `eip155:137:${address}`,
          wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
        }),
      ),
    )
    expect(inShadow().getByText('0xA11c…d2e4')).toBeTruthy()
    expect(inShadow().getByText('Polygon')).toBeTruthy()
    fireEvent.click(inShadow().getByRole('button', { name: 'Disconnect' }))
    expect(dispatched(disconnectRequested.type)).toHaveLength(1)
  })
})

describe('optional feature screens opened without what they need say so, under their title', () => {
  const said: [View, string][] = [
    ['OnRamp', 'Buying crypto is available for Ethereum-compatible and Solana accounts.'],
    ['History', 'Activity is available on EVM networks only.'],
    ['Pay', 'No payment is asked.'],
  ]
  it.each(said)('%s', async (view, words) => {
    await openAt(view)
    expect(await inShadow().findByText(words)).toBeTruthy()
    expect(inShadow().getByRole('heading', { level: 2 }).textContent).not.toBe('')
  })
})

describe('every button has an accessible name', () => {
  it.each(views.filter((v) => v !== 'AllWallets'))('on %s', async (view) => {
    await openAt(view, undefined, ({ store }) => {
      store.dispatch(connectorsFound([metaMask]))
      store.dispatch(alertRaised('sessionExpired'))
    })
    expect(inShadow().getAllByRole('button').length).toBeGreaterThan(1)
    // Testing Library computes the accessible name as assistive technology does.
    expect(
      inShadow()
        .queryAllByRole('button', { name: '' })
        .map((b) => b.outerHTML),
    ).toEqual([])
  })
})

describe('status regions', () => {
  it('the snackbar is a polite status region that shows the message by its key, with values', async () => {
    const { store } = await openAt('Networks')
    act(
      () =>
        void store.dispatch(
          snackbarShown({ message: 'snackbar.httpStatus', variant: 'error', autoClose: true, values: { status: 503 } }),
        ),
    )
    const region = inShadow().getByText('HTTP status code: 503').closest('[role="status"]')!
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.querySelector('[data-variant="error"]')).toBeTruthy()
  })

  it('a snackbar shows its message from the catalogue', async () => {
    const { store } = await openAt('Networks')
    act(() => void store.dispatch(snackbarShown({ message: 'snackbar.copied', variant: 'success', autoClose: true })))
    expect(inShadow().getByText('Copied')).toBeTruthy()
  })

  it('an alert shows the short and long message of its key (section 8) with a dismiss button', async () => {
    const { store, dispatched } = await openAt('Networks')
    act(() => void store.dispatch(alertRaised('invalidAppConfiguration')))
    const alert = inShadow().getByRole('alert')
    expect(alert.textContent).toContain('Invalid App Configuration')
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(dispatched(alertDismissed.type)).toHaveLength(1)
    await waitFor(() => expect(inShadow().queryByRole('alert')).toBeNull())
  })
})
