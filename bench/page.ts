// What the browser parts of the bench share: a fresh context with the probes (bench/probes.js)
// on the demo page, settled before anything is timed, and how figures are summed up.
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
export const round = (ms: number) => Math.round(ms * 10) / 10

export const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet', exact: true })

/** A fresh context (fresh storage, cold caches) with the demo page open and idle. */
export async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(30_000)
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
