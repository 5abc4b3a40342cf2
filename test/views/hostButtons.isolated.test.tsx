// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { PorticoReduxContext } from '../../src/react/context'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openIntended, openRequested } from '../../src/features/modal/actions'
import { accountConnected, statusChanged } from '../../src/features/account/accountSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { localeActivated } from '../../src/features/locale/localeSlice'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import { AccountButton, ConnectButton, NetworkButton } from '../../src/views'
import { useOpenButton } from '../../src'
import { viewStore, withNetworks } from './support/store'

afterEach(cleanup)

const address = '0xA11cE5D1a9B0c7e3f2D4b6A8c0E1f3A5b7c9d2e4'

function renderButtons(prepare?: (setup: ReturnType<typeof viewStore>) => void) {
  const setup = viewStore()
  withNetworks(setup.store)
  prepare?.(setup)
  render(
    <Provider store={setup.store} context={PorticoReduxContext}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </Provider>,
  )
  return setup
}

const connected = ({ store }: ReturnType<typeof viewStore>) =>
  store.dispatch(
    accountConnected({
      namespace: 'eip155',
      caipAddress: `eip155:1:${address}`,
      wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
    }),
  )

// What intent preloads (the modal's body and the view the open will show).
vi.mock('../../src/react/modalChunk', () => ({
  preloadOpen: vi.fn(),
  modalBody: { preload: vi.fn(), loaded: () => undefined },
}))

describe('intent on a host-page button loads what its open will paint, before the click', () => {
  it.each([
    ['the pointer coming over it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['focus reaching it', (button: HTMLElement) => fireEvent.focus(button)],
    ['a finger touching it', (button: HTMLElement) => fireEvent.pointerDown(button)],
  ])('%s: the api is asked for, and the modal with the view the opening rule picks', async (_, intend) => {
    const { preloadOpen } = await import('../../src/react/modalChunk')
    vi.mocked(preloadOpen).mockClear()
    const { dispatched } = renderButtons()
    intend(screen.getAllByRole('button', { name: 'Connect Wallet' })[0]!)
    intend(screen.getByRole('button', { name: /^Network/ }))
    expect(dispatched(openIntended.type)).toHaveLength(2)
    expect(vi.mocked(preloadOpen).mock.calls).toEqual([['Connect'], ['Networks']])
    // Intent opens nothing.
    expect(dispatched(openRequested.type)).toEqual([])
  })
})

describe('intent on Connect once connected loads Account, the view its click opens', () => {
  it('the pointer coming over it: the api is asked for, and the modal with Account', async () => {
    const { preloadOpen } = await import('../../src/react/modalChunk')
    vi.mocked(preloadOpen).mockClear()
    const { dispatched } = renderButtons(connected)
    // The first of the three: ConnectButton.
    const [connect] = screen.getAllByRole('button')
    expect(connect!.getAttribute('aria-label')).toBe('Account 0xA11c…d2e4')
    fireEvent.pointerEnter(connect!)
    expect(dispatched(openIntended.type)).toHaveLength(1)
    expect(vi.mocked(preloadOpen).mock.calls).toEqual([['Account']])
    expect(dispatched(openRequested.type)).toEqual([])
  })
})

describe("a host's own button, drawn with useOpenButton", () => {
  function HostButton() {
    return (
      <button type="button" {...useOpenButton({ view: 'Networks' })}>
        Pick a network
      </button>
    )
  }

  it('fetches on intent what its open will show, and opens on the view it names', async () => {
    const { preloadOpen } = await import('../../src/react/modalChunk')
    vi.mocked(preloadOpen).mockClear()
    const setup = viewStore()
    withNetworks(setup.store)
    render(
      <Provider store={setup.store} context={PorticoReduxContext}>
        <HostButton />
      </Provider>,
    )
    const button = screen.getByRole('button', { name: 'Pick a network' })
    fireEvent.pointerEnter(button)
    expect(setup.dispatched(openIntended.type)).toHaveLength(1)
    expect(vi.mocked(preloadOpen).mock.calls).toEqual([['Networks']])
    fireEvent.click(button)
    expect(setup.dispatched(openRequested.type).map((a) => a.payload)).toEqual([{ view: 'Networks' }])
  })
})

describe('the host-page buttons', () => {
  it('Connect opens the modal and leaves the view to the opening rule', () => {
    const { dispatched } = renderButtons()
    fireEvent.click(screen.getAllByRole('button', { name: 'Connect Wallet' })[0]!)
    expect(dispatched(openRequested.type).map((a) => a.payload)).toEqual([undefined])
  })

  it('Connect says Connecting… while a connection is under way', () => {
    renderButtons(({ store }) => store.dispatch(statusChanged({ namespace: 'eip155', status: 'connecting' })))
    expect(screen.getAllByRole('button', { name: 'Connecting…' })).toHaveLength(2)
  })

  it('Account, and Connect once connected, show the short address, are named for it, and open Account', () => {
    const { dispatched } = renderButtons(connected)
    const [connect, account] = screen.getAllByRole('button', { name: 'Account 0xA11c…d2e4' })
    expect(connect!.className).toBe('portico-account-button')
    expect(account!.className).toBe('portico-account-button')
    fireEvent.click(connect!)
    fireEvent.click(account!)
    expect(dispatched(openRequested.type).map((a) => a.payload)).toEqual([{ view: 'Account' }, { view: 'Account' }])
  })

  it('Network is named for the active network and opens Networks', () => {
    const { dispatched } = renderButtons()
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(dispatched(openRequested.type).map((a) => a.payload)).toEqual([{ view: 'Networks' }])
  })

  it('are styled through --portico-* variables with the theme values as fallbacks, and carry a class', () => {
    renderButtons(({ store }) => store.dispatch(configured({ ...initialOptionsState, themeMode: 'light' })))
    const [connect] = screen.getAllByRole('button', { name: 'Connect Wallet' })
    expect(connect!.className).toBe('portico-connect-button')
    expect(connect!.getAttribute('style')).toContain('var(--portico-color-accent, #2f5fe0)')
  })

  it('follow the configured theme mode: the light theme in light, the dark one in dark', () => {
    renderButtons(({ store }) => store.dispatch(configured({ ...initialOptionsState, themeMode: 'dark' })))
    expect(screen.getByRole('button', { name: 'Network: Ethereum' }).getAttribute('style')).toContain(
      'var(--portico-color-surface, #1f2124)',
    )
    cleanup()
    renderButtons(({ store }) => store.dispatch(configured({ ...initialOptionsState, themeMode: 'light' })))
    expect(screen.getByRole('button', { name: 'Network: Ethereum' }).getAttribute('style')).toContain(
      'var(--portico-color-surface, #f1f3f5)',
    )
  })

  it('follow the configured theme variables, as the modal does', () => {
    const themeVariables = {
      '--portico-color-accent': 'rebeccapurple',
      '--portico-radius-full': '4px',
      '--portico-color-surface': 'ivory',
    }
    renderButtons(({ store }) =>
      store.dispatch(configured({ ...initialOptionsState, themeMode: 'light', themeVariables })),
    )
    const style = screen.getAllByRole('button', { name: 'Connect Wallet' })[0]!.getAttribute('style')
    expect(style).toContain('var(--portico-color-accent, rebeccapurple)')
    expect(style).toContain('var(--portico-radius-full, 4px)')
    expect(screen.getByRole('button', { name: 'Network: Ethereum' }).getAttribute('style')).toContain(
      'var(--portico-color-surface, ivory)',
    )
  })

  it('use the host messages outside the modal too', () => {
    renderButtons(({ store }) =>
      store.dispatch(configured({ ...initialOptionsState, messages: { en: { 'button.connect': 'Sign in' } } })),
    )
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(2)
  })

  it('speak the active locale outside the modal (its catalogue loaded before it became active)', async () => {
    await loadCatalogue('de')
    renderButtons(({ store }) => store.dispatch(localeActivated({ tag: 'de', direction: 'ltr' })))
    expect(screen.getAllByRole('button', { name: loadedCatalogue('de')!['button.connect'] })).toHaveLength(2)
  })
})
