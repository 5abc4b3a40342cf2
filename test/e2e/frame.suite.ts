// The embedded wallet's frame protocol in Chromium, across two real origins: a bare host page on
// the demo's origin runs Portico's frame client, and the fake frame is served from a second
// server. An email login goes through with the code from the frame's own inbox and a signature
// viem accepts; hostile messages to either side (foreign origin, right origin but another
// window, malformed, unknown type, an answer nobody asked for, a replayed id) are all refused.
import type { Frame, Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, eventually, newWatchedPage } from './support/demo'

interface HostWindow {
  __porticoFrameHost: {
    start(url: string): void
    request(name: string, payload: unknown): Promise<unknown>
    state(): string | undefined
    refused(): Record<string, number>
    sessions(): string[]
  }
}
interface FrameWindow {
  __porticoFakeFrame: {
    auth: { approveDevice(email: string): void; inbox(email: string): { kind: string; value: string }[] }
    refused(): Record<string, number>
    postRaw(message: unknown): void
  }
}
declare const window: Window & HostWindow & FrameWindow

const open = browserPerFile(async (browser) => {
  const demo = await newWatchedPage(browser)
  await demo.page.goto(new URL('frameHost.html', inject('demoUrl')).href)
  await demo.page.waitForFunction(() => '__porticoFrameHost' in window)
  return demo
})
const frameUrl = () => new URL('frame.html', inject('frameOriginUrl')).href
const frameOrigin = () => new URL(inject('frameOriginUrl')).origin

/** Starts the client and waits for the frame to be ready; returns the frame's page context. */
async function readyFrame(page: Page): Promise<Frame> {
  await page.evaluate((url) => window.__porticoFrameHost.start(url), frameUrl())
  await eventually(() => page.evaluate(() => window.__porticoFrameHost.state())).toBe('ready')
  return page.frames().find((frame) => frame.url().startsWith(frameUrl()))!
}

const ask = (page: Page, name: string, payload?: unknown) =>
  page.evaluate(([n, p]) => window.__porticoFrameHost.request(n as string, p), [name, payload] as const)

describe('the embedded wallet over window messages, in Chromium', () => {
  it('the frame page opened on its own serves nothing and says what it is', async () => {
    const { page } = await open()
    await page.goto(frameUrl())
    expect(await page.locator('body').textContent()).toBe(
      "This page is the embedded wallet's frame: it runs inside Portico.",
    )
    expect(await page.evaluate(() => '__porticoFakeFrame' in window)).toBe(false)
  })

  it('an email login with the inbox code, then a signature viem accepts', async () => {
    const { page } = await open()
    const frame = await readyFrame(page)
    const email = 'visitor@example.com'
    expect(await ask(page, 'connectEmail', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    await frame.evaluate((address) => window.__porticoFakeFrame.auth.approveDevice(address), email)
    await ask(page, 'connectDevice')
    const code = await frame.evaluate((address) => window.__porticoFakeFrame.auth.inbox(address).at(-1)!.value, email)
    await ask(page, 'connectOtp', { otp: code })
    await eventually(() => page.evaluate(() => window.__porticoFrameHost.sessions().length)).toBe(1)
    const user = (await ask(page, 'getUser', { chainId: 31337 })) as { address: Hex; email: string }
    expect(user.email).toBe(email)
    const signing = ask(page, 'rpcRequest', { method: 'personal_sign', params: ['0x68656c6c6f', user.address] })
    // The frame shows itself for the approval, and the visitor answers inside it.
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await signing) as Hex
    // The user is their smart account on anvil (section 6): the node checks it by ERC-1271.
    const node = createPublicClient({ transport: http(inject('anvilUrl')), cacheTime: 0 })
    expect(await node.verifyMessage({ address: user.address, message: 'hello', signature })).toBe(true)
  })

  it('hostile messages to the app and to the frame are all refused, each for its reason', async () => {
    const { page } = await open()
    const frame = await readyFrame(page)
    const origin = frameOrigin()

    // To the app. From the page itself: the page's origin, not the frame's.
    await page.evaluate(() =>
      window.postMessage({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id: crypto.randomUUID(), payload: undefined }, '*'),
    )
    // From a second frame of the frame's origin: right origin, another window (it says ready).
    await page.evaluate((url) => {
      const sibling = document.createElement('iframe')
      sibling.src = url
      document.body.appendChild(sibling)
    }, frameUrl())
    const sibling = await eventually(() => page.frames().filter((f) => f.url().startsWith(frameUrl())).length)
      .toBe(2)
      .then(() => page.frames().filter((f) => f.url().startsWith(frameUrl()))[1]!)
    await sibling.waitForFunction(() => '__porticoFakeFrame' in window)
    // From the frame itself: malformed, of an unknown type, and an answer nobody asked for.
    await frame.evaluate(() => {
      const post = window.__porticoFakeFrame.postRaw
      post({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'k3x9q', payload: {} })
      post({ type: '@w3m-frame/EXPORT_PRIVATE_KEY_SUCCESS', id: crypto.randomUUID(), payload: '0xkey' })
      post({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: crypto.randomUUID(), payload: { chainId: 1 } })
    })

    // To the frame. From the sibling frame (another origin than the host page's).
    await sibling.evaluate(() =>
      window.parent.frames[0]!.postMessage({ type: '@w3m-app/SIGN_OUT', id: crypto.randomUUID() }, '*'),
    )
    // From a window of the page's own origin that is not the page (a srcdoc frame inherits it).
    await page.evaluate(() => {
      const forger = document.createElement('iframe')
      forger.srcdoc = `<script>parent.frames[0].postMessage({ type: '@w3m-app/SIGN_OUT', id: crypto.randomUUID() }, '*')</script>`
      document.body.appendChild(forger)
    })
    // From the page: malformed, of an unknown type, and a replayed request.
    await page.evaluate((target) => {
      const frameWindow = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Portico embedded wallet"]',
      )!.contentWindow!
      const id = crypto.randomUUID()
      frameWindow.postMessage(
        { type: '@w3m-app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 'x' } },
        target,
      )
      frameWindow.postMessage({ type: '@w3m-app/EXPORT_PRIVATE_KEY', id: crypto.randomUUID() }, target)
      frameWindow.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id }, target)
      frameWindow.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id }, target)
    }, origin)

    await eventually(() => page.evaluate(() => window.__porticoFrameHost.refused())).toEqual({
      origin: 1,
      source: 1,
      schema: 2,
      replayed: 0,
      // The frame's answer to the page's own getChainId above is one too: nobody asked for it.
      unexpected: 2,
    })
    await eventually(() => frame.evaluate(() => window.__porticoFakeFrame.refused())).toEqual({
      origin: 1,
      source: 1,
      schema: 2,
      replayed: 1,
    })
    // Nothing was acted on: the frame still answers the app, with no session signed out or opened.
    expect(await ask(page, 'isConnected', undefined)).toEqual({ isConnected: false })
    expect(await page.evaluate(() => window.__porticoFrameHost.sessions())).toEqual([])
  })
})
