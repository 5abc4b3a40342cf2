// What the browser parts of the bench share: a fresh context with the probes (bench/probes.js)
// on the demo page, settled before anything is timed, and how figures are summed up.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'

const probes = readFile(fileURLToPath(new URL('./probes.js', import.meta.url)), 'utf8')

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
