// The first open's parts are fetched while the page is idle and the api put in the store then,
// quietly: nothing acts and no service is asked anything until a visitor shows intent or opens.
// Saying it is there then takes the same task, the api goes in after the press's own frame, and
// the Connect view's list is asked for with the open, not when the view first renders.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkCopyRequested } from '../../src/features/clipboard/actions'
import { openIntended, openRequested } from '../../src/features/modal/actions'
import { createHarness } from '../../harness/porticoHarness'
import { testConfig } from '../support/portico'

const environment = { isMobile: false, isIosSafari: false }
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

let pages = 0

/**
 * Portico started as on a page that has not been touched yet, every request it makes counted
 * (by its own project id: an earlier test's store may still retry a failed call of its own).
 */
function untouchedPage() {
  const projectId = (++pages).toString(16).padStart(32, '0')
  const requests: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes(projectId)) requests.push(url)
    throw new TypeError('fetch failed')
  })
  const harness = createHarness({ config: { ...testConfig, projectId }, api: false, start: environment })
  const prepare = () => harness.store.portico.prepareApi(harness.store.dispatch)
  return { ...harness, requests, prepare }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the api put in while the page is idle', () => {
  it('asks no service anything, and is not said to be there', async () => {
    const { prepare, state, requests } = untouchedPage()
    await prepare()
    await settle()
    expect(state().services).toMatchObject({ apiPrepared: true, apiAttached: false })
    expect(requests).toEqual([])
  })

  it('its flows hear nothing until the api is said to be there', async () => {
    const { prepare, store, state, dispatched } = untouchedPage()
    await prepare()
    store.dispatch(linkCopyRequested({ text: 'wc:…' }))
    await settle()
    // The clipboard's flow (it comes with the api) would have said whether it copied.
    expect(state().snackbar.open).toBe(false)
    await store.portico.attachApi(store.dispatch)
    store.dispatch(linkCopyRequested({ text: 'wc:…' }))
    await vi.waitFor(() => expect(state().snackbar.open).toBe(true))
    expect(dispatched('portico/apiAttached')).toHaveLength(1)
  })

  it('once in, saying it is there takes the same task: the views may render at once', async () => {
    const { prepare, store, state } = untouchedPage()
    await prepare()
    void store.portico.attachApi(store.dispatch)
    expect(state().services.apiAttached).toBe(true)
  })
})

describe('on intent or an open', () => {
  it('the api goes in after the frame that answers the press has painted', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const { prepare, store, state } = untouchedPage()
    await prepare()
    store.dispatch(openRequested())
    await Promise.resolve()
    // Opened now (the dialog's frame renders in this task); the api waits for the frame.
    expect(state().modal.open).toBe(true)
    expect(state().services.apiAttached).toBe(false)
    for (const frame of frames.splice(0)) frame(performance.now())
    await vi.waitFor(() => expect(state().services.apiAttached).toBe(true))
  })

  it("asks the directory for the Connect view's list; a page view alone asks nothing", async () => {
    const { prepare, store, requests } = untouchedPage()
    await prepare()
    await settle()
    expect(requests).toEqual([])
    store.dispatch(openIntended())
    await vi.waitFor(() => expect(requests.some((url) => url.includes('/getWallets?'))).toBe(true))
    const list = new URL(requests.find((url) => url.includes('/getWallets?'))!)
    // The recommended page of section 9 (4 entries), for the configured networks.
    expect(list.searchParams.get('entries')).toBe('4')
    expect(list.searchParams.get('chains')).toBe('eip155:1,eip155:137')
  })

  it('a pointer over the button waits for the page to be idle; a press starting asks at once', async () => {
    // A page that never becomes idle: only what does not wait for it goes out.
    vi.stubGlobal('requestIdleCallback', () => 0)
    const { prepare, store, requests } = untouchedPage()
    await prepare()
    store.dispatch(openIntended())
    await settle()
    expect(requests.filter((url) => url.includes('/getWallets?'))).toEqual([])
    store.dispatch(openIntended({ press: true }))
    await vi.waitFor(() => expect(requests.some((url) => url.includes('/getWallets?'))).toBe(true))
  })

  it('does not ask for it when the open is not on Connect', async () => {
    const { prepare, store, requests } = untouchedPage()
    await prepare()
    store.dispatch(openRequested({ view: 'Networks' }))
    await vi.waitFor(() => expect(store.getState().portico.services.apiAttached).toBe(true))
    await settle()
    expect(requests.filter((url) => url.includes('/getWallets?'))).toEqual([])
  })
})
