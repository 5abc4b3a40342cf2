// @vitest-environment jsdom
// The headless hooks as a host's own UI calls them, under PorticoHeadlessProvider (no modal):
// the engine comes on a hook's first use and not before, and each hook gives the Connect view's
// rules (sections 2, 4 and 9) as state and actions: the wallet list and its groups, the search's
// 300 ms wait, a WalletConnect pairing with its URI and expiry, the email login's steps.
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHarness } from '../../harness/porticoHarness'
import { fixtures } from '../../mocks/db/fixtures'
import { userKey } from '../../mocks/frame/frameWallet'
import { createNodeMocks } from '../../mocks/node'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import type { ConnectOptions, ConnectResult } from '../../src/connectors/types'
import { walletConnectConnectorInfo } from '../../src/connectors/walletConnect/info'
import {
  PorticoHeadlessProvider,
  anvil,
  mainnet,
  useConnectWallets,
  useEmailLogin,
  usePorticoAccount,
  useWalletConnect,
  useWalletSearch,
} from '../../src/headless'
import { startPortico } from '../../src/composition/portico'
import type { Environment } from '../../src/features/options/optionsSlice'
import { pairingLifetimeMs } from '../../src/walletconnect/pairingUri'
import { connectedPair, secret } from '../frame/support/framePair'
import { flowStep } from '../support/waits'
import { address, fakeConnector } from '../support/fakeConnector'
import { testConfig } from '../support/portico'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'bypass' }))
afterEach(cleanup)
afterAll(() => mocks.server.close())

/** A host's page on Portico's own store, the api not loaded: as a page that has only the first load. */
function headlessHost(networks = [mainnet]) {
  // The directory and the Blockchain API answered by the Node mocks (their default hosts).
  const config = { ...testConfig, networks, baseUrls: {} }
  const h = createHarness({ config, api: false, start: false })
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <PorticoHeadlessProvider config={config} store={h.store} instance={h.store.portico}>
      {children}
    </PorticoHeadlessProvider>
  )
  return {
    ...h,
    wrapper,
    start: (environment: Environment = { isMobile: false, isIosSafari: false }) =>
      startPortico(h.store.dispatch, environment),
  }
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe('the engine comes with the hooks', () => {
  it("a headless page that uses no hook loads no api; a hook's first use brings it and its flows", async () => {
    const h = headlessHost()
    h.start()
    const page = render(<p>the host's page</p>, { wrapper: h.wrapper })
    await pause(100)
    expect(h.state().services.apiAttached).toBe(false)
    expect(h.dispatched('portico/apiPrepared')).toEqual([])

    page.unmount()
    renderHook(() => useConnectWallets(), { wrapper: h.wrapper })
    await waitFor(() => expect(h.state().services.apiAttached).toBe(true))
  })
})

describe('useConnectWallets: the Connect view’s list', () => {
  it("lists the page's wallet as installed and the directory's recommended after it; connect() connects the page's wallet, whose balance follows", async () => {
    const h = headlessHost()
    const wallet = fakeConnector()
    h.registry.add(wallet.connector)
    h.start()
    const { result } = renderHook(() => useConnectWallets(), { wrapper: h.wrapper })
    await waitFor(() => expect(result.current.groups.map((g) => g.group)).toContain('recommended'))
    const installed = result.current.groups.find((g) => g.group === 'injected')!.wallets
    expect(installed).toEqual([expect.objectContaining({ name: 'Fake Wallet', installed: true })])
    const recommended = result.current.groups.find((g) => g.group === 'recommended')!.wallets
    // Directory wallets carry their picture's address (the directory's image endpoint, identified).
    expect(recommended[0]!.imageSrc).toMatch(/\/getWalletImage\/[0-9a-f-]+\?projectId=/)
    await waitFor(() => expect(result.current.allWalletsCount).toBeGreaterThan(recommended.length))

    const account = renderHook(() => usePorticoAccount(), { wrapper: h.wrapper }).result
    act(() => result.current.connect(installed[0]!))
    await waitFor(() => expect(account.current.isConnected).toBe(true))
    expect(account.current.address).toBe(address)
    // What Account shows of it, asked of the Blockchain API once connected.
    await waitFor(() => expect(account.current.tokensStatus).toBe('loaded'))
    expect(account.current.balanceSymbol).toBe('ETH')
    expect(Number(account.current.balance)).toBeGreaterThanOrEqual(0)
  })
})

describe('useWalletSearch: All Wallets', () => {
  it('asks once the typing has stopped for 300 ms, 100 a page, and lists what the directory answers', async () => {
    const h = headlessHost()
    h.start()
    const { result, rerender } = renderHook(({ query }) => useWalletSearch(query), {
      wrapper: h.wrapper,
      initialProps: { query: '' },
    })
    await waitFor(() => expect(result.current.total).toBeGreaterThan(100))
    rerender({ query: 'Rain' })
    rerender({ query: 'Rainbow ' })
    await pause(150)
    // Still the list before the search: the typing has not stopped for 300 ms yet.
    expect(result.current.search).toBe('')
    await waitFor(() => expect(result.current.search).toBe('Rainbow'))
    await waitFor(() => expect(result.current.wallets.map((w) => w.name)).toContain('Rainbow'))
    expect(result.current.wallets.every((w) => w.name.includes('Rainbow'))).toBe(true)
    expect(result.current.wallets[0]).toMatchObject({ walletId: fixtures.walletIds.rainbow, installed: false })
  })
})

describe('useWalletConnect: the pairing', () => {
  it("pair(walletId) pairs for that wallet: its URI until 4 minutes on, the wallet's name; refresh() a new URI", async () => {
    const h = headlessHost()
    const walletConnect = fakeConnector(walletConnectConnectorInfo)
    let uris = 0
    walletConnect.script.connect = (options?: ConnectOptions) =>
      new Promise<ConnectResult>(() =>
        options?.onUri?.(`wc:${(++uris).toString(16).padStart(64, '0')}@2?relay-protocol=irn`),
      )
    h.registry.add(walletConnect.connector)
    h.start()
    const { result } = renderHook(() => useWalletConnect(), { wrapper: h.wrapper })
    const before = Date.now()
    act(() => result.current.pair(fixtures.walletIds.rainbow))
    await waitFor(() => expect(result.current.status).toBe('waiting'))
    expect(result.current.uri).toMatch(/^wc:0+1@2/)
    expect(result.current.expiresAt).toBeGreaterThanOrEqual(before + pairingLifetimeMs)
    expect(result.current.expired).toBe(false)
    await waitFor(() => expect(result.current.wallet?.name).toBe('Rainbow'))

    act(() => result.current.refresh())
    await waitFor(() => expect(result.current.uri).toMatch(/^wc:0+2@2/))
    expect(result.current.refreshes).toBe(1)
  })
})

describe('useWalletConnect on a phone: the link the tap follows, and the store after it', () => {
  it.each([
    ['ios', /^https:\/\/apps\.apple\.com\//],
    ['android', /^https:\/\/play\.google\.com\//],
  ] as const)(
    "on %s: the wallet's universal link (its link_mode) in a new tab, and the phone's own store",
    async (os, storeHref) => {
      const h = headlessHost()
      const walletConnect = fakeConnector(walletConnectConnectorInfo)
      walletConnect.script.connect = (options?: ConnectOptions) =>
        new Promise<ConnectResult>(() => options?.onUri?.(`wc:${'a'.repeat(64)}@2?relay-protocol=irn`))
      h.registry.add(walletConnect.connector)
      h.start({ isMobile: true, isIosSafari: os === 'ios', os })
      const { result } = renderHook(() => useWalletConnect(), { wrapper: h.wrapper })
      act(() => result.current.pair(fixtures.walletIds.rainbow))
      await waitFor(() => expect(result.current.openInApp).toBeDefined())
      expect(result.current.openInApp).toEqual({
        href: `https://rnbwapp.com/wc?uri=${encodeURIComponent(result.current.uri!)}`,
        newTab: true,
      })
      expect(result.current.store).toEqual({
        kind: os === 'ios' ? 'appStore' : 'playStore',
        href: expect.stringMatching(storeHref),
      })
    },
  )
})

describe('useEmailLogin: the embedded wallet by email', () => {
  it('the address sent, this device approved from the inbox, the code: each step as state, then connected', async () => {
    const email = 'visitor@example.com'
    const h = headlessHost([anvil()])
    const pair = connectedPair()
    h.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
    h.start()
    const { result } = renderHook(() => useEmailLogin(), { wrapper: h.wrapper })
    act(() => result.current.submitEmail(` ${email} `))
    await waitFor(() => expect(result.current.step).toBe('device'), flowStep)
    expect(result.current.email).toBe(email)
    expect(result.current.resendIn).toBeGreaterThan(25)

    pair.auth.approveDevice(email)
    await waitFor(() => expect(result.current.step).toBe('code'), flowStep)
    act(() => result.current.submitCode('000000'))
    await waitFor(() => expect(result.current.error).toBe('Invalid code'), flowStep)
    expect(result.current.step).toBe('code')

    act(() => result.current.submitCode(pair.auth.inbox(email).at(-1)!.value))
    const signedIn = privateKeyToAccount(userKey(secret, email)).address
    await waitFor(() => expect(h.state().account.eip155?.caipAddress).toBe(`eip155:31337:${signedIn}`), flowStep)
  })
})
