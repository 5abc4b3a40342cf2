// Several injected wallets on one page: connecting one never talks to another (requests and
// events), and a wallet that takes window.ethereum after load, or before a reload, takes no
// connection.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BrowserWalletWindow } from '../../src/connectors/browserWallets'
import { switchNetworkRequested } from '../../src/features/connection/actions'
import { memoryStore, storagePrefix } from '../../src/store/storage/porticoStorage'
import { announce } from './announcements'
import {
  alpha,
  beta,
  connect,
  connected,
  discovered,
  eip155,
  listed,
  loadChunks,
  pageWith,
  porticoOn,
  wallet,
} from './severalInjectedPage'

beforeAll(loadChunks)

describe('connecting one wallet never talks to another', () => {
  /** Alpha connected; Beta announced and window.ethereum. */
  async function alphaConnected(options: { alphaAnnounces: boolean }) {
    const [a, b] = [alpha(), beta()]
    const page = options.alphaAnnounces ? pageWith(b.provider, [a, b]) : pageWith(a.provider, [b])
    const p = porticoOn(page, { isMobile: true })
    await discovered(p, options.alphaAnnounces ? 3 : 2)
    await connect(p, options.alphaAnnounces ? 'Alpha Wallet' : 'Browser Wallet')
    return { p, a, b, page }
  }

  it.each([
    ['by its announcement', true],
    ['as the Browser Wallet (window.ethereum)', false],
  ])('Alpha connected %s: connect, sign, send and switch reach Alpha only', async (_how, alphaAnnounces) => {
    const { p, a, b } = await alphaConnected({ alphaAnnounces })
    expect(eip155(p).address).toBe(a.account)
    const caipAddress = p.state().account.eip155!.caipAddress!
    await connected(p).signMessage({ caipAddress, message: 'hello' })
    await connected(p).sendTransaction({
      caipNetworkId: 'eip155:1',
      transaction: { from: a.account as `0x${string}`, to: b.account as `0x${string}`, value: '0x1' },
    })
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await vi.waitFor(() => expect(a.provider.calls.map((c) => c.method)).toContain('wallet_switchEthereumChain'))
    expect(a.provider.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['eth_requestAccounts', 'eth_chainId', 'personal_sign', 'eth_sendTransaction']),
    )
    expect(b.provider.calls).toEqual([])
    expect(b.provider.listenerCount()).toBe(0)
  })

  it("Beta's accountsChanged, chainChanged and disconnect move nothing of Alpha's connection", async () => {
    const { p, a, b } = await alphaConnected({ alphaAnnounces: true })
    const before = eip155(p)
    b.provider.emit('accountsChanged', [`0x${'d'.repeat(40)}`])
    b.provider.emit('chainChanged', '0x89')
    b.provider.emit('disconnect', { code: 4900 })
    b.provider.emit('accountsChanged', [])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(eip155(p)).toEqual(before)
    // Alpha's own still moves it.
    a.provider.emit('chainChanged', '0x89')
    await vi.waitFor(() => expect(eip155(p).caipNetworkId).toBe('eip155:137'))
  })
})

describe('a wallet that replaces window.ethereum after load takes no connection', () => {
  it.each([
    ['as the Browser Wallet (window.ethereum)', false],
    ['by its announcement', true],
  ])(
    'Alpha connected %s; Beta takes window.ethereum and announces: Alpha still signs',
    async (_how, alphaAnnounces) => {
      const [a, b] = [alpha(), beta()]
      const page = pageWith(a.provider, alphaAnnounces ? [a] : [])
      const p = porticoOn(page, { isMobile: true })
      await discovered(p, alphaAnnounces ? 2 : 1)
      await connect(p, alphaAnnounces ? 'Alpha Wallet' : 'Browser Wallet')
      page.ethereum = b.provider
      announce(page, b.detail)
      await vi.waitFor(() => expect(listed(p).map((w) => w.name)).toContain('Beta Wallet'))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(connected(p).getProvider('eip155')).toBe(a.provider)
      await connected(p).signMessage({ caipAddress: p.state().account.eip155!.caipAddress!, message: 'still me' })
      expect(a.provider.calls.map((c) => c.method)).toContain('personal_sign')
      expect(b.provider.calls).toEqual([])
      expect(eip155(p).address).toBe(a.account)
    },
  )

  /** What the visitor's browser kept after connecting `name` on `page`. */
  async function storedAfterConnecting(page: BrowserWalletWindow, name: string, count: number) {
    const kv = memoryStore()
    const first = porticoOn(page, { isMobile: true, kv })
    await discovered(first, count)
    await connect(first, name)
    first.stop()
    return kv
  }

  it('a reload restores the stored announced wallet from its announcement, not from window.ethereum', async () => {
    const a = alpha()
    const kv = await storedAfterConnecting(pageWith(a.provider, [a]), 'Alpha Wallet', 2)
    expect(JSON.parse(kv.getItem(`${storagePrefix}connectorIds`)!)).toEqual({ eip155: 'announced:com.alpha' })
    const [a2, b2] = [alpha(), beta()]
    // Next visit: Beta took window.ethereum (and is authorized here too).
    const p = porticoOn(pageWith(b2.provider, [a2, b2]), { isMobile: true, kv })
    await vi.waitFor(() => expect(eip155(p).status).toBe('connected'))
    expect(eip155(p).address).toBe(a2.account)
    expect(a2.provider.calls.map((c) => c.method).slice(0, 2)).toEqual(['eth_accounts', 'eth_chainId'])
    expect(a2.provider.calls.map((c) => c.method)).not.toContain('eth_requestAccounts')
    expect(b2.provider.calls).toEqual([])
  })

  it('a reload restores the stored Browser Wallet when window.ethereum is still that wallet', async () => {
    const metaMask = () => wallet('MetaMask', 'io.metamask', `0x${'a'.repeat(40)}`, { isMetaMask: true })
    const kv = await storedAfterConnecting(pageWith(metaMask().provider), 'Browser Wallet', 1)
    const again = metaMask()
    const p = porticoOn(pageWith(again.provider), { isMobile: true, kv })
    await vi.waitFor(() => expect(eip155(p).status).toBe('connected'))
    expect(eip155(p).address).toBe(again.account)
  })

  it('a reload asks nothing of another wallet that took window.ethereum since the Browser Wallet connected', async () => {
    const metaMask = wallet('MetaMask', 'io.metamask', `0x${'a'.repeat(40)}`, { isMetaMask: true })
    const kv = await storedAfterConnecting(pageWith(metaMask.provider), 'Browser Wallet', 1)
    // Next visit: Rabby took window.ethereum, and is authorized on this site too.
    const rabby = wallet('Rabby', 'io.rabby', `0x${'b'.repeat(40)}`, { isRabby: true, isMetaMask: true })
    const p = porticoOn(pageWith(rabby.provider), { isMobile: true, kv })
    await vi.waitFor(() => expect(p.state().connectors.restored).toBe(true), { timeout: 6000 })
    expect(eip155(p).status).toBe('disconnected')
    expect(rabby.provider.calls).toEqual([])
    // The visitor can still pick it.
    await connect(p, 'Browser Wallet')
    expect(eip155(p).address).toBe(rabby.account)
  })
})
