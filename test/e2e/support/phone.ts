// Playing a phone around the demo page in Chromium: Chromium's device emulation gives the page a
// phone's user agent, screen and touch (demo/phones.ts, the same rows the demo's `?phone=` uses),
// and this file plays what the phone does around the page: it notes every link the page hands
// the phone (and whether it did so inside the tap that asked for it), hides the page when an app
// takes over, gives it back when the visitor returns, and blinks iOS's "cannot open the page".
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import type { Phone } from '../../../demo/phones'
import { newWatchedPage, waitUntilReady, type Demo } from './demo'

/** A link the page handed the phone: how, and whether in the very tap that asked for it. */
export interface HandedLink {
  /**
   * `navigate`: the tab itself was sent to a wallet's scheme; `newTab`: a link opened beside the
   * page (a universal link's `target=_blank`), `open`: window.open; `telegram`: through
   * Telegram's bridge to its app (a mini app's openLink).
   */
  how: 'navigate' | 'newTab' | 'open' | 'telegram'
  url: string
  /** The trusted taps (clicks) so far: the one this link came in. */
  tap: number
  /** Handed over while that tap's event was still being handled (no await, no later task). */
  inTap: boolean
  /** The page's clock when it was handed over, and when its tap began. */
  at: number
  tapAt: number
}

declare global {
  interface Window {
    /** What the phone has seen of the page (this file's init script). */
    phone?: { links: HandedLink[]; hidden: boolean }
  }
}

/**
 * In the page, before its scripts (the top document only): the tap's span, from its trusted
 * click's capture to the task after it; the links handed out, each checked against that span; and
 * the page's visibility as the phone decides it. A wallet's scheme is the phone's to open: the
 * tab stays where it is (the navigation is cancelled, as a phone hands it to the app).
 */
function watchThePage(telegram: boolean) {
  if (window !== window.top) return
  const phone = { links: [] as HandedLink[], hidden: false }
  window.phone = phone
  let tap = 0
  let tapAt = 0
  let inTap = false
  const hand = (how: HandedLink['how'], url: string) =>
    phone.links.push({ how, url, tap, inTap, at: performance.now(), tapAt })
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return
      tap++
      tapAt = performance.now()
      inTap = true
      // The tap's own task ends before any timer, network answer or loaded chunk runs.
      setTimeout(() => void (inTap = false), 0)
    },
    true,
  )
  // Bubbling to the window, after the page's own handlers: a link's default action follows.
  addEventListener('click', (event) => {
    if (!event.isTrusted || event.defaultPrevented) return
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement)
    if (link?.href && link.target === '_blank') hand('newTab', link.href)
  })
  const navigation = (window as unknown as { navigation: EventTarget }).navigation
  navigation.addEventListener('navigate', (event) => {
    const { destination } = event as unknown as { destination: { url: string } }
    if (/^https?:/.test(destination.url)) return
    hand('navigate', destination.url)
    event.preventDefault()
  })
  const open = window.open.bind(window)
  window.open = (url, ...rest) => {
    hand('open', String(url))
    return open(url, ...rest)
  }
  if (telegram)
    window.TelegramWebviewProxy = {
      postEvent(type, data) {
        const { url } = JSON.parse(data) as { url?: string }
        if (type === 'web_app_open_link' && url) hand('telegram', url)
      },
    }
  const state = () => (phone.hidden ? 'hidden' : 'visible')
  Object.defineProperty(document, 'visibilityState', { get: state, configurable: true })
  Object.defineProperty(document, 'hidden', { get: () => phone.hidden, configurable: true })
}

export interface PhoneOptions {
  phone: Phone
  /** The page under the demo's server: the demo, or the Farcaster client standing in (miniAppHost.html). */
  path?: string
  query?: Record<string, string>
}

/** The demo as seen on `phone`: its device emulated, watched by watchThePage, `?phone=` set. */
export async function openOnPhone(browser: Browser, options?: PhoneOptions): Promise<Demo> {
  const { phone, path = 'index.html', query = {} } = options!
  const demo: Demo = await newWatchedPage(browser, undefined, {
    userAgent: phone.userAgent,
    viewport: phone.viewport,
    isMobile: true,
    hasTouch: true,
  })
  await demo.context.addInitScript(watchThePage, !!phone.telegram)
  const url = new URL(path, inject('demoUrl'))
  url.search = new URLSearchParams({ phone: phone.id, wallet: 'approve', ...query }).toString()
  await demo.page.goto(url.href)
  if (path === 'index.html') await waitUntilReady(demo.page)
  return demo
}

/** The links the page handed the phone so far. */
export const handedLinks = (page: Page) => page.evaluate(() => window.phone!.links)

/** The page's own clock. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** Another app took the screen: the page is hidden, and has lost its focus. */
export const appTakesOver = (page: Page) =>
  page.evaluate(() => {
    window.phone!.hidden = true
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('blur'))
  })

/** The visitor is back on the page. */
export const backToThePage = (page: Page) =>
  page.evaluate(() => {
    window.phone!.hidden = false
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
  })

/** iOS's "Safari cannot open the page" for a scheme no app claims: the page blurs, then has its focus back. */
export const iosCannotOpen = (page: Page) =>
  page.evaluate(async () => {
    window.dispatchEvent(new Event('blur'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    window.dispatchEvent(new Event('focus'))
  })
