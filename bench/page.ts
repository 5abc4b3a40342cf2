// What the browser parts of the bench share: a fresh context with the probes (bench/probes.js)
// on the demo page, settled before anything is timed, what a page did beside its times (its
// errors, its calls off the machine), and how figures are summed up.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'

/** bench/probes.js, added to a context as an init script. */
export const probes = readFile(fileURLToPath(new URL('./probes.js', import.meta.url)), 'utf8')

/** Calls the probes in the page: `probe(page, 'start()')`. */
export const probe = (page: Page, call: string) => page.evaluate(`window.__porticoBench.${call}`)

/** Portico's modal's shadow host on a page. */
export const porticoModalHost = '[data-portico="modal"]'

/**
 * Frames that began after the page had the press (`handledAt`) and before the one at
 * `frameStart` that showed its effect: a press reaches the page up to a frame after its
 * timeStamp (touch input waits for the next frame), so they count from its handling.
 */
export const framesBetween = (frameStarts: number[], handledAt: number, frameStart: number) =>
  frameStarts.filter((start) => start > handledAt && start < frameStart).length

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
/** Nearest rank: with 7 runs, the slowest; with 20, the 19th. */
export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? NaN
export const round = (ms: number) => Math.round(ms * 10) / 10

/**
 * tsx compiles with esbuild's keepNames, which wraps each named function in a call to its
 * `__name` helper, and Playwright sends a function's source to the page without that helper:
 * a function run in the page would throw there. The helper, as a no-op, to evaluate in the page.
 */
export const keepNamesHelper = 'globalThis.__name ??= (f) => f'

export const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet', exact: true })

/** A fresh context (fresh storage, cold caches) at a laptop's size. */
export async function freshContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(30_000)
  return context
}

/** A fresh context with the demo page open and idle. */
export async function openPage(browser: Browser, url: string) {
  const context = await freshContext(browser)
  await context.addInitScript({ content: await probes })
  const page = await context.newPage()
  await page.goto(url)
  await page.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' })
  await connectButton(page).waitFor()
  // Let start-up work (wallet discovery, first requests) finish before anything is timed.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  return { context, page }
}

/** What a page did that a figure reports beside its times. */
export interface PageSeen {
  /** Uncaught errors and console errors the page reported. */
  errors: string[]
  /** Origins other than 127.0.0.1 the page called (none answer offline). */
  offMachine: Set<string>
}

export const nothingSeen = (): PageSeen => ({ errors: [], offMachine: new Set() })

/** From now on, notes in `seen` each error `page` reports and each origin off the machine it calls. */
export function watchPage(page: Page, seen: PageSeen) {
  page.on('pageerror', (error) => seen.errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`console.error: ${message.text()}`)
  })
  const see = (url: string) => {
    const { hostname, origin, protocol } = new URL(url)
    if (hostname !== '127.0.0.1' && /^(https?|wss?):$/.test(protocol)) seen.offMachine.add(origin)
  }
  page.on('request', (request) => see(request.url()))
  page.on('websocket', (socket) => see(socket.url()))
}
