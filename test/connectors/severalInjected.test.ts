// Several injected wallets on one page, each listed once under its own name: wallets that set
// window.ethereum (one over the other, or side by side in a `window.ethereum.providers` array)
// and announce themselves by EIP-6963, or announce twice.
import { beforeAll, describe, expect, it } from 'vitest'
import { selectBrowserWallets } from '../../src/features/connection/connectList'
import { announce } from './announcements'
import { fakeProvider } from './fakeProvider'
import {
  alpha,
  beta,
  discovered,
  listed,
  listedId,
  loadChunks,
  pageWith,
  porticoOn,
  wallet,
  type Wallet,
} from './severalInjectedPage'

beforeAll(loadChunks)

describe('several injected wallets are each listed once under their own name', () => {
  it.each([false, true])(
    'two announce and one of them is also window.ethereum: two entries, no Browser Wallet (mobile %s)',
    async (isMobile) => {
      const [a, b] = [alpha(), beta()]
      const p = porticoOn(pageWith(a.provider, [a, b]), { isMobile })
      await discovered(p, 3)
      expect(listed(p)).toEqual([
        { name: 'Alpha Wallet', provider: a.provider },
        { name: 'Beta Wallet', provider: b.provider },
      ])
    },
  )

  it("window.ethereum another object whose flags name an announced wallet is that wallet's", async () => {
    const metaMask = wallet('MetaMask', 'io.metamask', `0x${'a'.repeat(40)}`, { isMetaMask: true })
    const b = beta()
    const legacy = Object.assign(fakeProvider({}), { isMetaMask: true })
    const p = porticoOn(pageWith(legacy, [metaMask, b]), { isMobile: true })
    await discovered(p, 3)
    expect(listed(p).map((w) => w.name)).toEqual(['MetaMask', 'Beta Wallet'])
  })

  it('the second wallet overwrote window.ethereum and both announce: each once, by its announcement', async () => {
    const [a, b] = [alpha(), beta()]
    const p = porticoOn(pageWith(b.provider, [a, b]), { isMobile: true })
    await discovered(p, 3)
    expect(listed(p)).toEqual([
      { name: 'Alpha Wallet', provider: a.provider },
      { name: 'Beta Wallet', provider: b.provider },
    ])
  })

  it('the wallet that overwrote window.ethereum without announcing is the Browser Wallet, beside the announced one', async () => {
    const [a, b] = [alpha(), beta()]
    const p = porticoOn(pageWith(b.provider, [a]), { isMobile: true })
    await discovered(p, 2)
    expect(listed(p)).toEqual([
      { name: 'Alpha Wallet', provider: a.provider },
      { name: 'Browser Wallet', provider: b.provider },
    ])
  })

  it('a wallet that copies isMetaMask beside a flag of its own is not taken for the announced MetaMask', async () => {
    const metaMask = wallet('MetaMask', 'io.metamask', `0x${'a'.repeat(40)}`, { isMetaMask: true })
    const copy = wallet('Copy Wallet', 'com.copy', `0x${'c'.repeat(40)}`, { isMetaMask: true, isCopyWallet: true })
    const p = porticoOn(pageWith(copy.provider, [metaMask]), { isMobile: true })
    await discovered(p, 2)
    expect(listed(p)).toEqual([
      { name: 'MetaMask', provider: metaMask.provider },
      { name: 'Browser Wallet', provider: copy.provider },
    ])
    expect(p.registry.get(listedId(p, 'Browser Wallet'))?.info.rdns).toBeUndefined()
  })

  /** A `window.ethereum` as Coinbase's and MetaMask's used to make it: a router over several wallets. */
  const router = (members: Wallet[]) => ({
    ...fakeProvider({ eth_requestAccounts: [`0x${'f'.repeat(40)}`] }),
    isCoinbaseWallet: true,
    providers: members.map((w) => w.provider),
  })

  it('window.ethereum.providers, both announced: each once by its announcement, the router not at all', async () => {
    const [a, b] = [alpha(), beta()]
    const ethereum = router([a, b])
    const p = porticoOn(pageWith(ethereum, [a, b]), { isMobile: true })
    await discovered(p, 4)
    expect(listed(p)).toEqual([
      { name: 'Alpha Wallet', provider: a.provider },
      { name: 'Beta Wallet', provider: b.provider },
    ])
    expect(p.registry.list().map((c) => c.getProvider('eip155'))).not.toContain(ethereum)
  })

  it('window.ethereum.providers, one announced: it by its name, the other as a Browser Wallet of its own', async () => {
    const a = alpha()
    const coinbase = wallet('Coinbase Wallet', 'com.coinbase.wallet', `0x${'c'.repeat(40)}`, { isCoinbaseWallet: true })
    const p = porticoOn(pageWith(router([a, coinbase]), [a]), { isMobile: true })
    await discovered(p, 3)
    expect(listed(p)).toEqual([
      { name: 'Alpha Wallet', provider: a.provider },
      { name: 'Browser Wallet', provider: coinbase.provider },
    ])
  })

  it('window.ethereum.providers, none announced: each member a Browser Wallet entry of its own', async () => {
    const metaMask = wallet('MetaMask', 'io.metamask', `0x${'a'.repeat(40)}`, { isMetaMask: true })
    const coinbase = wallet('Coinbase Wallet', 'com.coinbase.wallet', `0x${'c'.repeat(40)}`, { isCoinbaseWallet: true })
    const p = porticoOn(pageWith(router([metaMask, coinbase])), { isMobile: true })
    await discovered(p, 2)
    expect(listed(p)).toEqual([
      { name: 'Browser Wallet', provider: metaMask.provider },
      { name: 'Browser Wallet', provider: coinbase.provider },
    ])
    expect(selectBrowserWallets(p.store.getState()).map((c) => c.rdns)).toEqual(['io.metamask', 'com.coinbase.wallet'])
  })
})

describe('the same wallet announcing twice is listed once', () => {
  it('when the page asks wallets to announce again', async () => {
    const [a, b] = [alpha(), beta()]
    const page = pageWith(a.provider, [a, b])
    const p = porticoOn(page, { isMobile: true })
    await discovered(p, 3)
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listed(p).map((w) => w.name)).toEqual(['Alpha Wallet', 'Beta Wallet'])
  })

  it('when it announces again with a new uuid: the first announcement keeps the entry', async () => {
    const a = alpha()
    const page = pageWith(undefined, [a])
    const p = porticoOn(page, { isMobile: true })
    await discovered(p, 1)
    const again = fakeProvider({ eth_requestAccounts: [`0x${'e'.repeat(40)}`] })
    announce(page, { info: { ...a.detail.info, uuid: 'another-uuid' }, provider: again })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listed(p)).toEqual([{ name: 'Alpha Wallet', provider: a.provider }])
  })
})
