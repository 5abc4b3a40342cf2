// A Farcaster mini app: the host's wallet found the three ways the contract allows (the provider
// on the window, the SDK object the app loaded, the host asked by the SDK's own protocol from an
// iframe or a React Native WebView), only the host's answers read; then, on a real store, offered
// first in Connect named after the host, connected, and signing in (SIWX) with it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyMessage } from 'viem'
import { findFarcasterHost } from '../../src/features/inAppBrowser/farcasterHost'
import { farcasterConnectorId } from '../../src/features/inAppBrowser/farcasterContract'
import { selectPageConnectList } from '../../src/features/connection/connectList'
import { connectRequested } from '../../src/features/connection/actions'
import { siwxSignRequested } from '../../src/features/siwx/actions'
import { selectSiwx } from '../../src/features/siwx/selectors'
import { porticoForTest } from '../support/portico'
import { hostIcon, hostOrigin, hostWallet, iframeHost, webViewHost } from './fakeMiniAppHost'

afterEach(() => vi.unstubAllGlobals())

const warpcast = { name: 'Warpcast Wallet', icon: hostIcon, rdns: 'xyz.farcaster.MiniAppWallet', uuid: 'u-1' }

describe('the host asked by the Mini App protocol', () => {
  it("in a web client's iframe: the host's context answers, and its wallet is named as the host describes it", async () => {
    const host = iframeHost({ info: warpcast })
    const found = await findFarcasterHost(host.page)
    expect(found).toMatchObject({ name: 'Warpcast Wallet', icon: hostIcon, rdns: 'xyz.farcaster.MiniAppWallet' })
    // Asked as the SDK asks: its context first, then its capabilities, then its wallet's description.
    expect(host.received.map((m) => (m.path as string[])[0])).toEqual([
      'context',
      'getCapabilities',
      'eip6963RequestProvider',
    ])
    // Its provider is the host's wallet, over the same messages.
    expect(await found!.provider.request({ method: 'eth_requestAccounts' })).toEqual([host.wallet.account.address])
    expect(host.wallet.calls).toEqual(['eth_requestAccounts'])
  })

  it("a host that says nothing of its wallet: 'Farcaster Wallet', with the Farcaster rdns", async () => {
    const found = await findFarcasterHost(iframeHost().page)
    expect(found).toMatchObject({ name: 'Farcaster Wallet', rdns: 'xyz.farcaster.MiniAppWallet' })
    expect(found?.icon).toBeUndefined()
  })

  it("the wallet's errors come back as EIP-1193 errors (code and message)", async () => {
    const found = await findFarcasterHost(iframeHost().page)
    await expect(found!.provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it("the host's wallet events reach the provider's listeners", async () => {
    const host = iframeHost()
    const found = await findFarcasterHost(host.page)
    const heard = vi.fn()
    found!.provider.on!('accountsChanged', heard as never)
    host.emit('accountsChanged', [['0x0000000000000000000000000000000000000001']])
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(['0x0000000000000000000000000000000000000001']))
  })

  it('a host without a wallet (its capabilities say so): no wallet offered', async () => {
    expect(await findFarcasterHost(iframeHost({ capabilities: ['actions.ready'] }).page)).toBeUndefined()
  })

  it('a page in some other frame (nobody answers): nothing, within the bound', async () => {
    const host = iframeHost({ silent: true })
    expect(await findFarcasterHost(host.page, 30)).toBeUndefined()
    // It was asked at the origin the browser says embeds the page, never '*'.
    expect(host.received).toHaveLength(1)
  })

  it('another window, or the parent at another origin, is not the host: its answers are not read', async () => {
    const host = iframeHost({ silent: true })
    const finding = findFarcasterHost(host.page, 200)
    await vi.waitFor(() => expect(host.received).toHaveLength(1))
    const { id } = host.received[0]!
    const forged = { id, type: 'RAW', value: { client: { clientFid: 1 }, user: { fid: 1 } } }
    host.post(forged, { origin: 'https://evil.example', source: host.parent })
    host.post(forged, { origin: hostOrigin, source: {} })
    expect(await finding).toBeUndefined()
  })

  it("in a phone client's React Native WebView: through its bridge and document events", async () => {
    const host = webViewHost({ info: { ...warpcast, name: 'Farcaster' } })
    const found = await findFarcasterHost(host.page)
    expect(found?.name).toBe('Farcaster')
    expect(await found!.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })
})

describe('the host wallet handed over on the window', () => {
  it('window.farcasterMiniApp.ethereum: taken at once, nothing asked', async () => {
    const wallet = hostWallet()
    const host = iframeHost()
    const found = await findFarcasterHost({
      ...host.page,
      farcasterMiniApp: { ethereum: wallet.provider, name: 'Supercast' },
    })
    expect(found).toMatchObject({ name: 'Supercast', provider: wallet.provider })
    expect(host.received).toEqual([])
  })

  it('the SDK object (window.farcasterMiniApp = sdk): its isInMiniApp and its provider', async () => {
    const wallet = hostWallet()
    const sdk = { isInMiniApp: async () => true, wallet: { getEthereumProvider: async () => wallet.provider } }
    expect(await findFarcasterHost({ farcasterMiniApp: sdk })).toMatchObject({
      name: 'Farcaster Wallet',
      provider: wallet.provider,
    })
  })

  it('the SDK says the page is no mini app: no wallet (and an SDK provider that never answers is not waited for)', async () => {
    const never = new Promise<never>(() => {})
    expect(
      await findFarcasterHost({
        farcasterMiniApp: { isInMiniApp: async () => false, wallet: { getEthereumProvider: () => never } },
      }),
    ).toBeUndefined()
    expect(
      await findFarcasterHost(
        { farcasterMiniApp: { isInMiniApp: async () => true, wallet: { getEthereumProvider: () => never } } },
        20,
      ),
    ).toBeUndefined()
  })

  it('an icon that is not an inline image is not used', async () => {
    const wallet = hostWallet()
    const found = await findFarcasterHost({
      farcasterMiniApp: { ethereum: wallet.provider, icon: 'https://tracker.example/pixel.png' },
    })
    expect(found?.icon).toBeUndefined()
  })
})

describe('on a store, inside a Farcaster client', () => {
  const listedNames = (p: ReturnType<typeof porticoForTest>) =>
    selectPageConnectList(p.store.getState()).flatMap((g) => g.items.map((i) => i.name))

  it("the host's wallet is offered first, named after the host, and signing in (SIWX) uses it", async () => {
    const host = iframeHost({ info: warpcast })
    vi.stubGlobal('window', host.page)
    const p = porticoForTest({ siwx: {}, farcasterMiniApp: true })
    await vi.waitFor(() => expect(p.state().options.environment.farcaster).toEqual({ name: 'Warpcast Wallet' }))
    expect(listedNames(p)[0]).toBe('Warpcast Wallet')
    expect(selectPageConnectList(p.store.getState())[0]!.items[0]).toMatchObject({
      connectorId: farcasterConnectorId,
      imageUrl: hostIcon,
      installed: true,
    })

    p.store.dispatch(connectRequested({ connectorId: farcasterConnectorId }))
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:1:${host.wallet.account.address}`)
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(selectSiwx(p.store.getState()).status).toBe('signedIn'))
    // Signed by the host's wallet, through the host.
    expect(host.wallet.calls).toContain('personal_sign')
    const [session] = (await p.storage.get('siwxSessions')) ?? []
    expect(session?.data.accountAddress).toBe(host.wallet.account.address)
    expect(
      await verifyMessage({
        address: host.wallet.account.address,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('a framed page whose config is not a mini app messages nobody, and nothing is offered', async () => {
    const host = iframeHost({ info: warpcast })
    vi.stubGlobal('window', host.page)
    const p = porticoForTest()
    await p.started
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(host.received).toEqual([])
    expect(p.registry.get(farcasterConnectorId)).toBeUndefined()
  })

  it('a page that is not in a frame asks nobody, and nothing is offered', async () => {
    const page = { location: { href: 'https://app.example/' } }
    vi.stubGlobal('window', page)
    const p = porticoForTest()
    await p.started
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(p.state().options.environment.farcaster).toBeUndefined()
    expect(p.registry.get(farcasterConnectorId)).toBeUndefined()
  })
})
