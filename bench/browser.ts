// (c) filtering All Wallets, (d) the All Wallets DOM size, (e) pairing and
// signing over WalletConnect (bench/walletConnect.ts), (g) each view after its button
// (bench/viewOpens.ts), measured in Chromium on a production
// build of the offline demo (demo/server.ts, mode 'preview'). The
// services are answered by the HTTP mock server, not the in-page service worker: a host's page
// does not resolve mocks on its main thread or pass its script loads through a worker. Times
// are taken in the page's own clock by bench/probes.js: from the input event's timeStamp to
// the first animation frame that renders its effect (the rAF callback of that frame).
import type { Browser } from 'playwright-core'
import { seedDb } from '../mocks/db'
import { withDemoStack } from './demoStack'
import { connectButton, median, openPage, round } from './page'
import { measureViewOpens, type ViewOpenFigure } from './viewOpens'
import { measureWalletConnect, type WalletConnectReport } from './walletConnect'

export interface BrowserReport {
  filterMsPerKeystroke: number
  filterEchoMs: number
  filterResultsRenderMs: number
  /** Answer → the end of the frame that paints the results (its layout and paint included). */
  filterResultsPaintedMs: number
  filterKeystrokes: Keystroke[]
  allWalletsDomNodes: number
  allWalletsDomNodesInitial: number
  allWalletsTextAndElementNodes: number
  allWalletsRowsLoaded: number
  allWalletsStatus: string
  /** (e) WalletConnect through a local relay with the headless wallet: bench/walletConnect.ts. */
  walletConnect: WalletConnectReport
  /** (g) Each view's first paint after its button: bench/viewOpens.ts. */
  viewOpens: ViewOpenFigure[]
}

export interface Keystroke {
  key: string
  echoMs: number
  resultsRenderMs?: number
  resultsPaintedMs?: number
}

export interface BrowserBenchOptions {
  runs: number
  walletCount: number
  query: string
  log: (line: string) => void
}

interface Recorded {
  frames: number[]
  /** When each frame's layout was done (before its paint), by the frame's index in `frames`. */
  frameLaidOut: number[]
  /** When each frame's rendering task ended (its paint included). */
  framePainted: number[]
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
/** A keystroke costs the slower of its echo and its results' render. */
const msPerKeystroke = (k: Keystroke) => Math.max(k.echoMs, k.resultsRenderMs ?? 0)

/**
 * The frame that paints a DOM change made at `changedAt`: the first whose layout was done after
 * it. A change made before the frame's rAF callbacks is shown at the frame (its rAF time); one
 * made inside the frame, after the probe's rAF callback (RTK's autoBatch renders answers from a
 * rAF callback of its own), is shown once made, and painted by the same frame, not the next.
 * `paintedAt`: when that frame's rendering task (its paint included) ended.
 */
function framePainting({ frames, frameLaidOut, framePainted }: Recorded, changedAt: number) {
  const index = frameLaidOut.findIndex((laidOut) => laidOut >= changedAt)
  if (index < 0 || frames[index] === undefined || framePainted[index] === undefined) return undefined
  return { shownAt: Math.max(frames[index], changedAt), paintedAt: framePainted[index] }
}

async function measureAllWallets(
  browser: Browser,
  url: string,
  query: string,
  log: BrowserBenchOptions['log'],
  { scroll }: { scroll: boolean },
): Promise<{ keystrokes: Keystroke[]; initial: Counts; scrolled?: { max: number; last: Counts } }> {
  const { context, page } = await openPage(browser, url)
  const counts = () => page.evaluate('window.__porticoBench.allWalletsCounts()') as Promise<Counts | undefined>
  try {
    await connectButton(page).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /All Wallets/ })
      .click()
    await page.getByRole('dialog').getByRole('grid').waitFor()
    await page.waitForLoadState('networkidle')
    const initial = (await counts())!
    if (scroll) log(`  All Wallets open: ${initial.status}, ${initial.elements} elements in the view`)

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
    const answers = (await page.evaluate('window.__porticoBench.searchAnswers()')) as {
      search: string
      responseEnd: number
    }[]
    const keydowns = recorded.inputs.filter((i) => i.type === 'keydown')
    const keystrokes = keydowns.map((input, i): Keystroke => {
      const frame = firstAfter(recorded.frames, input.handledAt)
      const echoMs = frame === undefined ? NaN : frame - input.at
      const term = query.slice(0, i + 1).trim()
      const answer = answers.filter((a) => a.search === term && a.responseEnd >= input.at).at(0)
      let results: { resultsRenderMs: number; resultsPaintedMs: number } | undefined
      if (answer) {
        const mutation = firstAfter(recorded.mutations, answer.responseEnd)
        const frame = mutation === undefined ? undefined : framePainting(recorded, mutation)
        if (frame)
          results = {
            resultsRenderMs: round(frame.shownAt - answer.responseEnd),
            resultsPaintedMs: round(frame.paintedAt - answer.responseEnd),
          }
      }
      return { key: input.key ?? '', echoMs: round(echoMs), ...results }
    })
    const afterSearch = (await counts())!
    log(
      `  typed "${query}": ${afterSearch.status}, ${round(median(keystrokes.map(msPerKeystroke)))} ms per keystroke (median)`,
    )

    if (!scroll) return { keystrokes, initial }
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
    return { keystrokes, initial, scrolled: { max, last } }
  } finally {
    await context.close()
  }
}

export function measureInBrowser({ runs, walletCount, query, log }: BrowserBenchOptions): Promise<BrowserReport> {
  return withDemoStack({ chain: 'bare', params: { wallet: 'approve' } }, async (browser, pageUrl, { anvil, mocks }) => {
    const walletConnect = await measureWalletConnect({ browser, pageUrl, anvilUrl: anvil.url, runs, log })
    log('  each view after its button:')
    const viewOpens = await measureViewOpens(browser, pageUrl, runs, log)
    seedDb(mocks.db, { walletCount })
    // The filter is typed on `runs` fresh pages (a keystroke's figure moves with where the
    // frame falls); the list is scrolled to its end on the first.
    const wallets = await measureAllWallets(browser, pageUrl, query, log, { scroll: true })
    for (let run = 1; run < runs; run++)
      wallets.keystrokes.push(...(await measureAllWallets(browser, pageUrl, query, log, { scroll: false })).keystrokes)
    const scrolled = wallets.scrolled ?? { max: NaN, last: wallets.initial }
    const perKeystroke = wallets.keystrokes.map(msPerKeystroke)
    const report: BrowserReport = {
      filterMsPerKeystroke: round(median(perKeystroke)),
      filterEchoMs: round(median(wallets.keystrokes.map((k) => k.echoMs))),
      filterResultsRenderMs: round(
        median(wallets.keystrokes.flatMap((k) => (k.resultsRenderMs === undefined ? [] : [k.resultsRenderMs]))),
      ),
      filterResultsPaintedMs: round(
        median(wallets.keystrokes.flatMap((k) => (k.resultsPaintedMs === undefined ? [] : [k.resultsPaintedMs]))),
      ),
      filterKeystrokes: wallets.keystrokes,
      allWalletsDomNodes: scrolled.max,
      allWalletsDomNodesInitial: wallets.initial.elements,
      allWalletsTextAndElementNodes: wallets.initial.nodes,
      allWalletsRowsLoaded: scrolled.last.rows,
      allWalletsStatus: wallets.initial.status,
      walletConnect,
      viewOpens,
    }
    return report
  })
}
