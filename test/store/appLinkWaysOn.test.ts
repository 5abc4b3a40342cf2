// @vitest-environment jsdom
// The app-link flow on a phone, with the pairing flow for real on a scripted WalletConnect
// connector: after "Open in {name}", a page hidden within the wait said nothing; a page still in
// view (visible and focused) a set time after the tap gets the ways on; "Try again" watches
// again; coming back from the wallet without an answer keeps the same pairing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectOptions, ConnectResult } from '../../src/connectors/types'
import { walletConnectConnectorInfo } from '../../src/connectors/walletConnect/info'
import { startPortico } from '../../src/composition/portico'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { appLinkOpened } from '../../src/features/walletConnect/actions'
import { appOpenWaitMs } from '../../src/features/walletConnect/appLinkFlow'
import { fakeConnector } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'

const uriNumber = (n: number) => `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
const hrefOf = (uri: string) => `metamask://wc?uri=${encodeURIComponent(uri)}`

let visibility: DocumentVisibilityState = 'visible'
beforeEach(() => {
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The phone leaves the page for an app (hidden), or comes back to it (visible). */
function pageBecomes(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A phone on ConnectingWalletConnect for MetaMask, its pairing waiting on a scripted wallet that never answers. */
async function pairingOnAPhone() {
  const p = porticoForTest({}, { start: false })
  const wallet = fakeConnector(walletConnectConnectorInfo)
  let uris = 0
  wallet.script.connect = (options?: ConnectOptions) =>
    new Promise<ConnectResult>(() => void options?.onUri?.(uriNumber(++uris)))
  p.registry.add(wallet.connector)
  startPortico(p.store.dispatch, { isMobile: true, isIosSafari: false, os: 'ios' })
  await p.store.portico.attachApi(p.store.dispatch)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: { walletId: 'metamask' } }))
  await vi.waitFor(() => expect(p.state().walletConnect.pairing.status).toBe('waiting'))
  const uri = p.state().walletConnect.pairing.uri!
  return {
    ...p,
    uri,
    /** What the view's "Open in" (and "Try again") dispatches when tapped. */
    tap: () => p.store.dispatch(appLinkOpened({ href: hrefOf(uri), name: 'MetaMask' })),
    waysOn: () => p.state().walletConnect.pairing.appNotOpened,
    connectCalls: () => wallet.calls.filter((call) => call.method === 'connect').length,
  }
}

describe('after "Open in {name}" on a phone', () => {
  it('the page hidden within the wait (the app opened): nothing is said', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(400)
    pageBecomes('hidden')
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.waysOn()).toBe(false)
  })

  it('the page still visible and focused when the wait ends: the ways on', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs - 1)
    expect(p.waysOn()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(p.waysOn()).toBe(true)
  })

  it('a system prompt that came and went within the wait (blur, then focus): the ways on', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(300)
    window.dispatchEvent(new Event('blur'))
    await vi.advanceTimersByTimeAsync(600)
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.waysOn()).toBe(true)
  })

  it('the focus gone and not back when the wait ends (an app or its prompt holds it): nothing is said', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(300)
    window.dispatchEvent(new Event('blur'))
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.waysOn()).toBe(false)
  })

  it('Try again watches again: the ways on go at the tap and come back only after a whole wait', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.waysOn()).toBe(true)
    p.tap()
    expect(p.waysOn()).toBe(false)
    await vi.advanceTimersByTimeAsync(appOpenWaitMs - 1)
    expect(p.waysOn()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(p.waysOn()).toBe(true)
  })

  it('Try again, and this time the app opens: nothing is said', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    p.tap()
    await vi.advanceTimersByTimeAsync(200)
    pageBecomes('hidden')
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.waysOn()).toBe(false)
  })
})

describe('coming back from the wallet without an answer', () => {
  it('resumes the same pairing: the same URI after hidden → visible and after the wait, no new pairing', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(300)
    pageBecomes('hidden')
    // A while in the wallet app, then back without approving.
    await vi.advanceTimersByTimeAsync(20_000)
    pageBecomes('visible')
    window.dispatchEvent(new Event('focus'))
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: p.uri, appNotOpened: false })
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: p.uri, appNotOpened: false })
    expect(p.connectCalls()).toBe(1)
  })

  it('the link opens the same pairing again: a second tap, the same URI, still one pairing', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    pageBecomes('hidden')
    await vi.advanceTimersByTimeAsync(5_000)
    pageBecomes('visible')
    p.tap()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    // Nothing happened this time: the ways on, for the same pairing.
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: p.uri, appNotOpened: true })
    expect(p.connectCalls()).toBe(1)
  })

  it('after the ways on showed, leaving and coming back keeps them and the pairing', async () => {
    const p = await pairingOnAPhone()
    p.tap()
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    // "Get MetaMask on the App Store": the store opens beside the page, and the visitor comes back.
    pageBecomes('hidden')
    await vi.advanceTimersByTimeAsync(30_000)
    pageBecomes('visible')
    await vi.advanceTimersByTimeAsync(appOpenWaitMs)
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: p.uri, appNotOpened: true })
    expect(p.connectCalls()).toBe(1)
  })
})
