import { beforeAll, describe, expect, it, vi } from 'vitest'
import { startBrowserWalletDiscovery, type BrowserWalletWindow } from '../../src/connectors/browserWallets'
import { injectedConnectorInfo } from '../../src/connectors/injected'
import { createConnectorRegistry } from '../../src/connectors/types'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { announce, announcement, pngIcon } from './announcements'

const settle = () => new Promise((resolve) => setTimeout(resolve, 5))
// The announcements' checks are a chunk of their own: loaded once here, so that `settle`
// covers the discovery's own wait and not the test runner's first transform of that file.
beforeAll(() => import('../../src/connectors/eip6963Checks'))

function pageWith(ethereum?: unknown): BrowserWalletWindow {
  const page = new EventTarget() as BrowserWalletWindow
  if (ethereum) page.ethereum = ethereum
  return page
}

function discover(page: BrowserWalletWindow) {
  const registry = createConnectorRegistry()
  const found: ConnectorInfo[] = []
  const stop = startBrowserWalletDiscovery({ window: page, registry, onFound: (infos) => found.push(...infos) })
  return { registry, found, stop }
}

describe('the Browser Wallet injected entry', () => {
  it.each([
    [{ isMetaMask: true }, 'io.metamask'],
    [{ isCoinbaseWallet: true }, 'com.coinbase.wallet'],
    [{ isRabby: true, isMetaMask: true }, 'io.rabby'],
    [{ isBraveWallet: true, isMetaMask: true }, 'com.brave.wallet'],
    // Another wallet letting itself in as MetaMask beside a flag of its own.
    [{ isTrust: true, isMetaMask: true }, undefined],
    [{}, undefined],
  ])('provider flags %o give rdns %s, and the id says it', (flags, rdns) => {
    const info = injectedConnectorInfo({ request: async () => null, ...flags })
    expect(info).toEqual({
      id: rdns ? `injected:${rdns}` : 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
      installed: true,
      ...(rdns ? { rdns } : {}),
    })
  })

  it('carries the rdns of an announced wallet with the same provider object', () => {
    const wallet = announcement()
    const info = injectedConnectorInfo(wallet.provider as never, [wallet as never])
    expect(info.rdns).toBe('com.example.wallet')
  })
})

describe('browser wallet discovery', () => {
  it('registers announced wallets as ANNOUNCED connectors and reports them', async () => {
    const page = pageWith()
    const { registry, found, stop } = discover(page)
    announce(page, announcement())
    await settle()
    expect(found).toEqual([
      {
        id: 'announced:com.example.wallet',
        type: 'ANNOUNCED',
        name: 'Example Wallet',
        imageUrl: pngIcon,
        rdns: 'com.example.wallet',
        chain: 'eip155',
        installed: true,
      },
    ])
    expect(registry.get('announced:com.example.wallet')?.getProvider()).toBeDefined()
    stop()
  })

  it('registers window.ethereum as the injected entry after announcements settle, with their rdns', async () => {
    const wallet = announcement()
    const page = pageWith(wallet.provider)
    page.addEventListener('eip6963:requestProvider', () => announce(page, wallet))
    const { registry, found, stop } = discover(page)
    await settle()
    expect(found.map((i) => i.id)).toEqual(['announced:com.example.wallet', 'injected'])
    expect(registry.get('injected')?.info.rdns).toBe('com.example.wallet')
    stop()
  })

  it('updates the injected entry when its wallet announces late', async () => {
    const wallet = announcement()
    const page = pageWith(wallet.provider)
    const { found, stop } = discover(page)
    await settle()
    expect(found.at(-1)).toMatchObject({ id: 'injected' })
    expect(found.at(-1)?.rdns).toBeUndefined()
    announce(page, wallet)
    await settle()
    expect(found.at(-1)).toMatchObject({ id: 'injected', rdns: 'com.example.wallet' })
    stop()
  })

  it('has no injected entry without window.ethereum', async () => {
    const { found, stop } = discover(pageWith())
    await settle()
    expect(found).toEqual([])
    stop()
  })

  it('stopping before the settle registers nothing more', async () => {
    const onFound = vi.fn()
    const stop = startBrowserWalletDiscovery({
      window: pageWith({ request: async () => null }),
      registry: createConnectorRegistry(),
      onFound,
    })
    stop()
    await settle()
    expect(onFound).not.toHaveBeenCalled()
  })

  it('without a window (server) it discovers nothing and stops cleanly', () => {
    const onFound = vi.fn()
    const stop = startBrowserWalletDiscovery({ registry: createConnectorRegistry(), onFound })
    expect(() => stop()).not.toThrow()
    expect(onFound).not.toHaveBeenCalled()
  })
})
