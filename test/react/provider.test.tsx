// @vitest-environment jsdom
// The README's two ways of mounting Portico, run as written: Portico's own store, and Portico
// under one key of the host's store next to the host's own react-redux Provider.
import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import { Provider, useSelector } from 'react-redux'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ConnectButton,
  PorticoProvider,
  porticoMiddleware,
  porticoReducer,
  porticoState,
  startPortico,
  usePorticoAccount,
  usePortico,
  usePorticoEvents,
  useSmartSessions,
  usePay,
  PayError,
  mainnet,
  polygon,
  type PorticoEvent,
} from '../../src'
import { createNodeMocks } from '../../mocks/node'
import { porticoHost } from '../views/support/shadow'
import { clockAndRandomReads } from '../support/clockReads'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'bypass' }))
afterEach(() => {
  cleanup()
  document.querySelectorAll('[data-portico]').forEach((e) => e.remove())
})
afterAll(() => mocks.server.close())

const config = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet, polygon] }

function Address() {
  const { address, isConnected } = usePorticoAccount()
  return <p>{isConnected ? address : 'Not connected'}</p>
}

const modalOpen = () => waitFor(() => expect(porticoHost()?.shadowRoot?.querySelector('[role="dialog"]')).toBeTruthy())

describe('PorticoProvider with its own store', () => {
  it('renders the host buttons and hooks, and the ConnectButton opens the modal on Connect', async () => {
    render(
      <PorticoProvider config={config}>
        <ConnectButton />
        <Address />
      </PorticoProvider>,
    )
    expect(screen.getByText('Not connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /connect/i }))
    await modalOpen()
    await waitFor(() => expect(porticoHost()!.shadowRoot!.querySelector('[data-view="Connect"]')).toBeTruthy())
  })

  it('reports the modal opening and closing through usePorticoEvents', async () => {
    const seen: PorticoEvent['event'][] = []
    function Probe() {
      const { open, close } = usePortico()
      usePorticoEvents((e) => seen.push(e.event))
      return (
        <>
          <button onClick={() => open()}>open</button>
          <button onClick={() => close()}>close</button>
        </>
      )
    }
    render(
      <PorticoProvider config={config}>
        <Probe />
      </PorticoProvider>,
    )
    act(() => fireEvent.click(screen.getByText('open')))
    act(() => fireEvent.click(screen.getByText('close')))
    // Heard as the catalogue names them, though they came while its chunk loaded.
    await waitFor(() => expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']))
  })
})

describe('hooks that listen for outcomes', () => {
  it("useSmartSessions: no connected account, grantPermissions rejects at once in section 8's words, and no listener trips the serializability check", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const grants: ReturnType<typeof useSmartSessions>['grantPermissions'][] = []
    function Probe() {
      const { grantPermissions } = useSmartSessions()
      usePorticoEvents(() => {})
      useEffect(() => void grants.push(grantPermissions), [grantPermissions])
      return null
    }
    render(
      <PorticoProvider config={{ ...config, features: { smartSessions: true } }}>
        <Probe />
      </PorticoProvider>,
    )
    await expect(
      grants[0]!({
        chainId: '0x1',
        expiry: 2_000_000_000,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04' }] } },
        permissions: [{ type: 'contract-call', data: {} }],
        policies: [],
      }),
    ).rejects.toThrow('No ActiveCaipAddress found')
    // RTK checks actions for functions before a listener middleware placed after it: Portico's goes first.
    expect(errors.mock.calls.map(String).filter((call) => call.includes('non-serializable'))).toEqual([])
    errors.mockRestore()
  })
})

describe("PorticoProvider in the host's Redux store", () => {
  const cart = createSlice({ name: 'cart', initialState: { items: 3 }, reducers: {} })

  it("mounts under one key beside the host's reducers, and the host's own Provider keeps working", async () => {
    const store = configureStore({
      reducer: { portico: porticoReducer, cart: cart.reducer },
      middleware: (getDefault) => getDefault().prepend(...porticoMiddleware),
    })
    function CartCount() {
      return <span>{useSelector((s: ReturnType<typeof store.getState>) => s.cart.items)} items</span>
    }
    render(
      <Provider store={store}>
        <PorticoProvider config={config} store={store}>
          <CartCount />
          <ConnectButton />
          <Address />
        </PorticoProvider>
      </Provider>,
    )
    expect(screen.getByText('3 items')).toBeTruthy()
    expect(screen.getByText('Not connected')).toBeTruthy()
    expect(Object.keys(store.getState())).toEqual(['portico', 'cart'])
    expect(store.getState().portico.chain.activeCaipNetworkId).toBe('eip155:1')
    fireEvent.click(screen.getByRole('button', { name: /connect/i }))
    await modalOpen()
    expect(store.getState().portico.modal.open).toBe(true)
  })
})

describe("a host's own store started from porticoState(config), as the README writes it", () => {
  const cart = createSlice({ name: 'cart', initialState: { items: 3 }, reducers: {} })

  // Next.js prerendering with cacheComponents refuses a Client Component whose render reads the
  // clock, and Redux Toolkit's development checks read it on every dispatch: the config is the
  // store's first state, so the provider dispatches nothing while it renders.
  const hostStore = () =>
    configureStore({
      reducer: { portico: porticoReducer, cart: cart.reducer },
      preloadedState: { portico: porticoState(config) },
      middleware: (getDefault) =>
        getDefault({
          immutableCheck: { ignoredPaths: ['portico'] },
          serializableCheck: { ignoredPaths: ['portico'] },
        }).prepend(...porticoMiddleware),
    })

  it('holds the config from its first state; a server render of the provider reads no clock and draws nothing random', () => {
    const store = hostStore()
    expect(store.getState().portico.chain.activeCaipNetworkId).toBe('eip155:1')
    expect(store.getState().portico.services.projectId).toBe(config.projectId)
    const { result, reads } = clockAndRandomReads(() =>
      renderToString(
        <PorticoProvider store={store}>
          <ConnectButton />
        </PorticoProvider>,
      ),
    )
    expect(result).toContain('Connect Wallet')
    expect(reads).toEqual([])
  })

  it('and in the browser: the provider starts it, the button opens the modal', async () => {
    const store = hostStore()
    render(
      <PorticoProvider store={store}>
        <ConnectButton />
      </PorticoProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: /connect/i }))
    await modalOpen()
    expect(store.getState().portico.modal.open).toBe(true)
  })
})

describe('PorticoProvider during a server render', () => {
  // Next.js prerendering with cacheComponents refuses a client component that reads Math.random
  // while rendering: the store Portico makes for itself must draw nothing random.
  it('makes its own store without drawing a random number', () => {
    const draws: string[] = []
    const random = Math.random
    Math.random = () => {
      draws.push(new Error().stack ?? '')
      return random()
    }
    try {
      render(
        <PorticoProvider config={config}>
          <ConnectButton />
        </PorticoProvider>,
      )
    } finally {
      Math.random = random
    }
    expect(draws).toEqual([])
  })
})

describe('one Portico instance serving two stores (the default instance: a host store and a provider of its own)', () => {
  it('starts each store once and attaches the api to each on opening, so both modals open', async () => {
    const hostStore = configureStore({
      reducer: { portico: porticoReducer },
      middleware: (getDefault) => getDefault().prepend(...porticoMiddleware),
    })
    render(
      <>
        <PorticoProvider config={config} store={hostStore}>
          <ConnectButton />
        </PorticoProvider>
        <PorticoProvider config={config}>
          <Address />
        </PorticoProvider>
      </>,
    )
    // Nothing loads before the visitor shows intent.
    expect(hostStore.getState().portico.services.apiAttached).toBe(false)
    fireEvent.click(screen.getAllByRole('button', { name: /connect/i })[0]!)
    // The api's chunk is imported on the press: beside the whole suite on two cores that can take
    // more than waitFor's default second.
    await waitFor(() => expect(hostStore.getState().portico.services.apiAttached).toBe(true))
    await modalOpen()
  })
  it("a hook's request waits for its own store's api, not for another store's: usePay answers in the provider's store", async () => {
    const hostStore = configureStore({
      reducer: { portico: porticoReducer },
      middleware: (getDefault) => getDefault().prepend(...porticoMiddleware),
    })
    const pays: ReturnType<typeof usePay>['pay'][] = []
    function Probe() {
      const { pay } = usePay()
      useEffect(() => void pays.push(pay), [pay])
      return null
    }
    render(
      <>
        <PorticoProvider config={config} store={hostStore}>
          <ConnectButton />
        </PorticoProvider>
        <PorticoProvider config={{ ...config, features: { pay: true } }}>
          <Probe />
        </PorticoProvider>
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: /connect/i }))
    await waitFor(() => expect(hostStore.getState().portico.services.apiAttached).toBe(true))
    const asked = pays.at(-1)!({
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: 'ten',
      network: 'eip155:1',
      asset: 'native',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }).catch((error: unknown) => error)
    // The host's store acts while the provider's api is still on its way; the instance's
    // listener hears it with the host's state, where the api is already attached.
    hostStore.dispatch({ type: 'host/somethingElse' })
    expect(await asked).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/amount must be/) })
  })
})

describe("a host's own store", () => {
  it('keeps the environment the host started it with (mobile, Telegram, iOS Safari), and starts once', async () => {
    const starts: string[] = []
    const record: Middleware = () => (next) => (action) => (
      starts.push((action as { type: string }).type),
      next(action)
    )
    const hostStore = configureStore({
      reducer: { portico: porticoReducer },
      middleware: (getDefault) =>
        getDefault()
          .prepend(...porticoMiddleware)
          .concat(record),
    })
    const known = { isMobile: true, telegram: 'ios' as const, isIosSafari: true }
    startPortico(hostStore.dispatch, known)
    render(
      <PorticoProvider config={config} store={hostStore}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await screen.findByRole('button', { name: /connect/i })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(hostStore.getState().portico.options.environment).toEqual(known)
    expect(starts.filter((type) => type === 'portico/started')).toHaveLength(1)
  })

  it('usePay: the promise rejects with a typed PayError (the switch off; a wrong request)', async () => {
    const pays: ReturnType<typeof usePay>['pay'][] = []
    function Probe() {
      const { pay } = usePay()
      useEffect(() => void pays.push(pay), [pay])
      return null
    }
    const request = {
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '1',
      network: 'eip155:1' as const,
      asset: 'native' as const,
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    const { unmount } = render(
      <PorticoProvider config={config}>
        <Probe />
      </PorticoProvider>,
    )
    const off = await pays[0]!(request).catch((error: unknown) => error)
    expect(off).toBeInstanceOf(PayError)
    expect(off).toMatchObject({ code: 'PAY_DISABLED', message: expect.stringMatching(/features\.pay/) })
    unmount()
    cleanup()
    document.querySelectorAll('[data-portico]').forEach((e) => e.remove())

    render(
      <PorticoProvider config={{ ...config, features: { pay: true } }}>
        <Probe />
      </PorticoProvider>,
    )
    const wrong = await pays.at(-1)!({ ...request, amount: 'ten' }).catch((error: unknown) => error)
    expect(wrong).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/amount must be/) })
  })
})
