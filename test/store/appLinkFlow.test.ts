// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appLinkOpened } from '../../src/features/walletConnect/actions'
import { appOpenWaitMs } from '../../src/features/walletConnect/appLinkFlow'
import { storagePrefix } from '../../src/store/storage/porticoStorage'
import { porticoForTest } from '../support/portico'

const link = { href: 'metamask://wc?uri=wc%3Aabc', name: 'MetaMask' }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** "Open in" is pressed on a WalletConnect view: the modal is open, and the api (which brings the flow) is here. */
async function opened() {
  const p = porticoForTest({}, { environment: { isMobile: true } })
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  p.store.dispatch(appLinkOpened(link))
  return p
}

describe('"Open in {name}"', () => {
  it('stores the deep link (section 7) and clears an earlier fallback', async () => {
    const p = await opened()
    expect(JSON.parse(p.kv.getItem(`${storagePrefix}deepLink`)!)).toEqual(link)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(false)
  })

  it('the app opened (the page lost focus): no fallback', async () => {
    const p = await opened()
    await vi.advanceTimersByTimeAsync(300)
    window.dispatchEvent(new Event('blur'))
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(false)
  })

  it('the app opened (the page was hidden): no fallback', async () => {
    const p = await opened()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(false)
  })

  it('not installed (the page kept its focus for the wait): the fallback shows', async () => {
    const p = await opened()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs - 1)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(true)
  })

  it('removes its listeners when the wait ends', async () => {
    const removed = vi.spyOn(window, 'removeEventListener')
    await opened()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(removed).toHaveBeenCalledWith('blur', expect.any(Function))
  })

  it('pressed again, the wait starts over', async () => {
    const p = await opened()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs - 500)
    p.store.dispatch(appLinkOpened(link))
    await vi.advanceTimersByTimeAsync(600)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(false)
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.state().walletConnect.pairing.appNotOpened).toBe(true)
  })
})
