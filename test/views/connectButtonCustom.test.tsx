// @vitest-environment jsdom
// ConnectButton.Custom: the host draws the page's wallet button from what Portico gives it
// (RainbowKit's ConnectButton.Custom): the account as AccountButton shows it, the network, the
// status, and the opens of Portico's own buttons. Intent fetching: the isolated file beside it.
import type { ReactNode } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'
import { clockAndRandomReads } from '../support/clockReads'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  PorticoProvider,
  mainnet,
  solana,
  type ConnectButtonRenderProps,
} from '../../src'
import {
  accountConnected,
  profileChanged,
  statusChanged,
  tokenBalanceLoaded,
} from '../../src/features/account/accountSlice'
import { activeNetworkChanged } from '../../src/features/chain/chainSlice'
import { openRequested } from '../../src/features/modal/actions'
import { PorticoReduxContext } from '../../src/react/context'
import { mockedHosts, porticoForTest } from '../support/portico'
import { viewTestMocks } from './support/lifecycle'
import { porticoHost, renderModal } from './support/shadow'
import { ethereum, polygon, viewStore, withNetworks, type ViewStore } from './support/store'
import { flowSteps } from '../support/waits'

viewTestMocks()

const address = '0xA11cE5D1a9B0c7e3f2D4b6A8c0E1f3A5b7c9d2e4'
const caipAddress = `eip155:1:${address}` as const
const wallet = { name: 'MetaMask', type: 'ANNOUNCED' }

/** A host's button on ConnectButton.Custom; every render's props are kept, the last one first. */
function hostButton() {
  const seen: ConnectButtonRenderProps[] = []
  const element = (
    <ConnectButton.Custom>
      {(props) => {
        seen.unshift(props)
        const { account, mounted, connectProps } = props
        return (
          <button type="button" {...connectProps}>
            {account ? account.displayName : 'Sign in'} mounted:{String(mounted)}
          </button>
        )
      }}
    </ConnectButton.Custom>
  )
  return { element, last: () => seen[0]!, seen }
}

function renderHostButton(store: ViewStore['store'], beside?: ReactNode) {
  const host = hostButton()
  render(
    <Provider store={store} context={PorticoReduxContext}>
      {host.element}
      {beside}
    </Provider>,
  )
  return host
}

function sceneWithNetworks() {
  const setup = viewStore()
  withNetworks(setup.store)
  return setup
}

const connect = (store: ViewStore['store']) =>
  act(() => void store.dispatch(accountConnected({ namespace: 'eip155', caipAddress, wallet })))

describe('ConnectButton.Custom', () => {
  it("gives the host's render the account once connected and undefined before", () => {
    const { store } = sceneWithNetworks()
    const { last } = renderHostButton(store)
    expect(last().account).toBeUndefined()
    expect(last().status).toBe('disconnected')
    expect(screen.getByRole('button').textContent).toContain('Sign in')

    connect(store)
    expect(last().status).toBe('connected')
    expect(last().account).toEqual({
      namespace: 'eip155',
      address,
      caipAddress,
      displayName: '0xA11c…d2e4',
      balance: undefined,
      balanceSymbol: undefined,
      displayBalance: undefined,
      profileImage: undefined,
      connectedWalletInfo: wallet,
    })
    expect(screen.getByRole('button').textContent).toContain('0xA11c…d2e4')

    // An address not yet connected again (a session coming back): none, as AccountButton shows Connect.
    act(() => void store.dispatch(statusChanged({ namespace: 'eip155', status: 'reconnecting' })))
    expect(last().account).toBeUndefined()
    expect(last().status).toBe('reconnecting')
  })

  it("the account names its namespace, the CAIP address's: what a host narrows on for the address's type", () => {
    const { store } = viewStore()
    withNetworks(store, [solana], solana)
    const { last } = renderHostButton(store)
    const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    act(
      () =>
        void store.dispatch(
          accountConnected({ namespace: 'solana', caipAddress: `${solana.caipNetworkId}:${solanaAddress}`, wallet }),
        ),
    )
    expect(last().account).toMatchObject({ namespace: 'solana', address: solanaAddress })
  })

  it('displayName is the profile name when there is one, else the shortened address, as AccountButton shows it', () => {
    const { store } = sceneWithNetworks()
    const { last } = renderHostButton(store, <AccountButton />)
    connect(store)
    const accountButton = () => screen.getByRole('button', { name: /^Account / })
    expect(last().account!.displayName).toBe('0xA11c…d2e4')
    expect(accountButton().getAttribute('aria-label')).toBe(`Account ${last().account!.displayName}`)

    act(
      () =>
        void store.dispatch(
          profileChanged({
            namespace: 'eip155',
            profileName: 'alice.eth',
            profileImage: 'https://img.example/alice.png',
          }),
        ),
    )
    expect(last().account).toMatchObject({ displayName: 'alice.eth', profileImage: 'https://img.example/alice.png' })
    expect(accountButton().getAttribute('aria-label')).toBe(`Account ${last().account!.displayName}`)
  })

  it('displayBalance is the native balance as AccountButton shows it (3 decimals, truncated), once there', () => {
    const { store } = sceneWithNetworks()
    const { last } = renderHostButton(store, <AccountButton />)
    connect(store)
    act(
      () =>
        void store.dispatch(
          tokenBalanceLoaded({
            namespace: 'eip155',
            caipAddress,
            tokenBalance: [],
            balance: '1234.56789',
            symbol: 'ETH',
          }),
        ),
    )
    expect(last().account).toMatchObject({
      balance: '1234.56789',
      balanceSymbol: 'ETH',
      displayBalance: '1,234.567 ETH',
    })
    expect(screen.getByRole('button', { name: /^Account / }).getAttribute('aria-label')).toBe(
      `Account 0xA11c…d2e4 ${last().account!.displayBalance}`,
    )
  })

  it('network is the active one; unsupported, with its id only, when the wallet is on a network the app does not configure', () => {
    const { store } = sceneWithNetworks()
    const { last } = renderHostButton(store)
    expect(last().network).toEqual({ caipNetworkId: 'eip155:1', name: 'Ethereum', unsupported: false })
    connect(store)
    // What the wallet's chainChanged does (connectionFlow), the step that opens UnsupportedChain.
    act(() => void store.dispatch(activeNetworkChanged('eip155:56')))
    expect(last().network).toEqual({ caipNetworkId: 'eip155:56', unsupported: true })
    expect(last().account?.address).toBe(address)
  })

  it("network's imageUrl is the host's own picture for it, when the config gives one", () => {
    const setup = viewStore()
    const imageUrl = 'https://img.example/ethereum.png'
    withNetworks(setup.store, [{ ...ethereum, assets: { imageUrl } }, polygon])
    const { last } = renderHostButton(setup.store)
    expect(last().network).toEqual({ caipNetworkId: 'eip155:1', name: 'Ethereum', imageUrl, unsupported: false })
  })

  it("status is Portico's connection status", () => {
    const { store } = sceneWithNetworks()
    const { last } = renderHostButton(store)
    act(() => void store.dispatch(statusChanged({ namespace: 'eip155', status: 'connecting' })))
    expect(last().status).toBe('connecting')
    act(() => void store.dispatch(statusChanged({ namespace: 'eip155', status: 'reconnecting' })))
    expect(last().status).toBe('reconnecting')
    expect(last().account).toBeUndefined()
  })

  it("the opens ask what Portico's own buttons' clicks ask: Connect the opening rule's view, Account, Networks", () => {
    const setup = sceneWithNetworks()
    const { last } = renderHostButton(setup.store, [<ConnectButton key="c" />, <NetworkButton key="n" />])
    const opens = () => setup.dispatched(openRequested.type).map((a) => a.payload)
    act(() => screen.getByRole('button', { name: 'Connect Wallet' }).click())
    act(() => screen.getByRole('button', { name: 'Network: Ethereum' }).click())
    const portico = opens()
    act(() => last().openConnect())
    act(() => last().openNetworks())
    expect(opens().slice(portico.length)).toEqual(portico)
    expect(portico).toEqual([undefined, { view: 'Networks' }])

    connect(setup.store)
    act(() => screen.getByRole('button', { name: /^Account / }).click())
    const account = opens().at(-1)
    act(() => last().openAccount())
    expect(opens().at(-1)).toEqual(account)
    expect(account).toEqual({ view: 'Account' })
  })

  it('openNetworks opens the modal on Networks', async () => {
    const p = porticoForTest({ baseUrls: mockedHosts })
    const host = hostButton()
    renderModal(p.store as unknown as ViewStore['store'], {}, host.element)
    act(() => host.last().openNetworks())
    await waitFor(
      () => expect(porticoHost()?.shadowRoot?.querySelector('[data-view="Networks"]')).toBeTruthy(),
      flowSteps(2),
    )
    expect(p.state().modal.open).toBe(true)
  })

  it('mounted is false in the server render and true after mount', async () => {
    const { store } = sceneWithNetworks()
    const host = hostButton()
    const page = (
      <Provider store={store} context={PorticoReduxContext}>
        {host.element}
      </Provider>
    )
    const html = renderToString(page)
    expect(html).toContain('mounted:<!-- -->false')
    expect(host.seen.map((p) => p.mounted)).toEqual([false])

    // Hydrating: the first client render matches the server's, the next one is mounted.
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => hydrateRoot(container, page))
    try {
      expect(container.textContent).toContain('mounted:true')
      expect(host.seen.map((p) => p.mounted).reverse()).toEqual([false, false, true])
      // No hydration mismatch was reported.
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
      act(() => root.unmount())
      container.remove()
    }
  })

  it('rendering it on a server with PorticoProvider reads no clock and draws nothing random (Next.js prerendering)', () => {
    const { result: html, reads } = clockAndRandomReads(() =>
      renderToString(
        <PorticoProvider config={{ projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }}>
          {hostButton().element}
        </PorticoProvider>,
      ),
    )
    expect(html).toContain('mounted:<!-- -->false')
    expect(reads).toEqual([])
  })
})
