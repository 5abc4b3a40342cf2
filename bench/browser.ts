// (b) opening the modal, (c) filtering All Wallets, (d) the All Wallets DOM size, (e) pairing and
// signing over WalletConnect (bench/walletConnect.ts), measured in Chromium on a production
// build of the offline demo (demo/server.ts, mode 'preview'). The
// services are answered by the HTTP mock server, not the in-page service worker: a host's page
// does not resolve mocks on its main thread or pass its script loads through a worker. Times
// are taken in the page's own clock by bench/probes.js: from the input event's timeStamp to
// the first animation frame that renders its effect (the rAF callback of that frame).
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { startAnvil } from '../mocks/chain/anvil'
import { seedDb } from '../mocks/db'
import { startHttpMockServer } from '../mocks/server/httpServer'
import { startDemoServer } from '../demo/server'
import { launchChromium } from '../scripts/chromium'
import { connectButton, median, openPage, round } from './page'
import { measureWalletConnect, type WalletConnectReport } from './walletConnect'

export interface BrowserReport {
  openColdMs: number
  openWarmMs: number
  /** A cold open with no intent before it (no pointer over, no focus): a host's open(). */
  openColdNoWarningMs: number
  openColdNoWarningRunsMs: number[]
  openColdRunsMs: number[]
  openWarmRunsMs: number[]
  filterMsPerKeystroke: number
  filterEchoMs: number
  filterResultsRenderMs: number
  filterKeystrokes: { key: string; echoMs: number; resultsRenderMs?: number }[]
  allWalletsDomNodes: number
  allWalletsDomNodesInitial: number
  allWalletsTextAndElementNodes: number
  allWalletsRowsLoaded: number
  allWalletsStatus: string
  /** (e) WalletConnect through a local relay with the headless wallet: bench/walletConnect.ts. */
  walletConnect: WalletConnectReport
}

export interface BrowserBenchOptions {
  runs: number
  walletCount: number
  query: string
  log: (line: string) => void
}

interface Recorded {
  frames: number[]
  inputs: { type: string; at: number; handledAt: number; key?: string }[]
  mutations: number[]
}
interface Counts {
  elements: number
  nodes: number
  rows: number
  status: string
}

const firstAfter = (list: number[], t: number) => list.find((x) => x >= t)

/**
 * A person's pointer rests on a button before the click lands: the last aiming, then press and
 * release (a click fires on release). 200 ms is on the short side of that; Playwright's own
 * click takes none of it. Portico preloads on the pointer's arrival (intent), so the cold open
 * is measured after this rest, as a visitor clicks; the open without any warning (a host's
 * open(), a synthetic click) is measured apart.
 */
export const pointerRestMs = 200

/** Click on Connect Wallet → the first frame in which the Connect view has content. */
async function timeOpen(page: Page, how: 'pointer' | 'no warning' = 'pointer'): Promise<number> {
  await page.evaluate('window.__porticoBench.start()')
  const shown = page.evaluate('window.__porticoBench.connectViewShown()') as Promise<{ frameAt: number }>
  if (how === 'pointer') {
    await connectButton(page).hover()
    await page.waitForTimeout(pointerRestMs)
    await connectButton(page).click()
  } else {
    // No pointer, no focus: the page's script clicks, as a host opening Portico itself would.
    await connectButton(page).evaluate((button: HTMLElement) => button.click())
  }
  const { frameAt } = await shown
  const click = (await page.evaluate('window.__porticoBench.lastInput("click")')) as { at: number }
  await page.evaluate('window.__porticoBench.stop()')
  return frameAt - click.at
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.waitForTimeout(300)
}

async function measureOpen(browser: Browser, url: string, runs: number, log: BrowserBenchOptions['log']) {
  const cold: number[] = []
  const warm: number[] = []
  const noWarning: number[] = []
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openPage(browser, url)
    try {
      cold.push(await timeOpen(page))
      await closeModal(page)
      warm.push(await timeOpen(page))
    } finally {
      await context.close()
    }
    const fresh = await openPage(browser, url)
    try {
      noWarning.push(await timeOpen(fresh.page, 'no warning'))
    } finally {
      await fresh.context.close()
    }
    log(`  open run ${run + 1}/${runs}: cold ${round(cold.at(-1)!)} ms, warm ${round(warm.at(-1)!)} ms, cold without warning ${round(noWarning.at(-1)!)} ms`)
  }
  return { cold, warm, noWarning }
}

async function measureAllWallets(browser: Browser, url: string, query: string, log: BrowserBenchOptions['log']) {
  const { context, page } = await openPage(browser, url)
  const counts = () => page.evaluate('window.__porticoBench.allWalletsCounts()') as Promise<Counts | undefined>
  try {
    await connectButton(page).click()
    await page.getByRole('dialog').getByRole('button', { name: /All Wallets/ }).click()
    await page.getByRole('dialog').getByRole('grid').waitFor()
    await page.waitForLoadState('networkidle')
    const initial = (await counts())!
    log(`  All Wallets open: ${initial.status}, ${initial.elements} elements in the view`)

    // (c) One key at a time, slower than the search wait (300 ms) plus the answer, so every
    // keystroke's results land before the next key: each keystroke pays for its own filtering.
    const search = page.getByRole('dialog').getByRole('searchbox')
    await search.click()
    await page.evaluate('window.__porticoBench.start()')
    for (const key of query) {
      await page.keyboard.press(key === ' ' ? 'Space' : key)
      await page.waitForTimeout(700)
    }
    const recorded = (await page.evaluate('window.__porticoBench.stop()')) as Recorded
    const answers = (await page.evaluate('window.__porticoBench.searchAnswers()')) as { search: string; responseEnd: number }[]
    const keydowns = recorded.inputs.filter((i) => i.type === 'keydown')
    const keystrokes = keydowns.map((input, i) => {
      const frame = firstAfter(recorded.frames, input.handledAt)
      const echoMs = frame === undefined ? NaN : frame - input.at
      const term = query.slice(0, i + 1).trim()
      const answer = answers.filter((a) => a.search === term && a.responseEnd >= input.at).at(0)
      let resultsRenderMs: number | undefined
      if (answer) {
        const mutation = firstAfter(recorded.mutations, answer.responseEnd)
        const shown = mutation === undefined ? undefined : firstAfter(recorded.frames, mutation)
        if (shown !== undefined) resultsRenderMs = shown - answer.responseEnd
      }
      return { key: input.key ?? '', echoMs: round(echoMs), ...(resultsRenderMs === undefined ? {} : { resultsRenderMs: round(resultsRenderMs) }) }
    })
    const afterSearch = (await counts())!
    log(`  typed "${query}": ${afterSearch.status}`)

    // (d) Back to the full list, then scroll to its end page after page: the grid is virtual,
    // so the element count must stay about the same however many wallets are loaded.
    await search.fill('')
    await page.waitForTimeout(600)
    let max = initial.elements
    let last = initial
    let unchangedSince = Date.now()
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline && Date.now() - unchangedSince < 4000) {
      await page.evaluate('window.__porticoBench.scrollGridToEnd()')
      await page.waitForTimeout(120)
      const now = (await counts())!
      max = Math.max(max, now.elements)
      if (now.rows !== last.rows) unchangedSince = Date.now()
      last = now
    }
    log(`  scrolled to the end: ${last.rows} rows loaded, at most ${max} elements in the view`)
    return { keystrokes, initial, max, last }
  } finally {
    await context.close()
  }
}

export async function measureInBrowser({ runs, walletCount, query, log }: BrowserBenchOptions) {
  const anvil = await startAnvil()
  const mocks = await startHttpMockServer({ anvil: { url: anvil.url, caipNetworkIds: ['eip155:31337'] } })
  try {
    const demo = await startDemoServer({
      mode: 'preview',
      anvilUrl: anvil.url,
      cacheDir: fileURLToPath(new URL('../node_modules/.vite-demo-bench', import.meta.url)),
    })
    try {
      const browser = await launchChromium()
      try {
        const base = new URL(demo.url)
        base.searchParams.set('wallet', 'approve')
        base.searchParams.set('mocks', mocks.origin)
        const { cold, warm, noWarning } = await measureOpen(browser, base.href, runs, log)
        const walletConnect = await measureWalletConnect({ browser, pageUrl: base.href, anvilUrl: anvil.url, runs, log })
        seedDb(mocks.db, { walletCount })
        const wallets = await measureAllWallets(browser, base.href, query, log)
        const perKeystroke = wallets.keystrokes.map((k) => Math.max(k.echoMs, k.resultsRenderMs ?? 0))
        const report: BrowserReport = {
          openColdMs: round(median(cold)),
          openWarmMs: round(median(warm)),
          openColdNoWarningMs: round(median(noWarning)),
          openColdNoWarningRunsMs: noWarning.map(round),
          openColdRunsMs: cold.map(round),
          openWarmRunsMs: warm.map(round),
          filterMsPerKeystroke: round(median(perKeystroke)),
          filterEchoMs: round(median(wallets.keystrokes.map((k) => k.echoMs))),
          filterResultsRenderMs: round(median(wallets.keystrokes.flatMap((k) => (k.resultsRenderMs === undefined ? [] : [k.resultsRenderMs])))),
          filterKeystrokes: wallets.keystrokes,
          allWalletsDomNodes: wallets.max,
          allWalletsDomNodesInitial: wallets.initial.elements,
          allWalletsTextAndElementNodes: wallets.initial.nodes,
          allWalletsRowsLoaded: wallets.last.rows,
          allWalletsStatus: wallets.initial.status,
          walletConnect,
        }
        return report
      } finally {
        await browser.close()
      }
    } finally {
      await demo.close()
    }
  } finally {
    await mocks.close()
    await anvil.stop()
  }
}
