// (i) A reload that brings back several wallets at once (the config's `multiWallet`; the demo's
// `?multi=1`): the two EIP-6963 demo wallets, the Solana Wallet Standard demo wallet and the
// embedded wallet (an email login, through the fake frame on an origin of its own) are connected
// once, as the browser test test/e2e/multiWallet.suite.ts connects them, every request answered
// in the wallets' panels (manual mode: a prompt on reload would hold the figure up, never be
// approved unseen). Then the page is reloaded `runs` times, plainly (page.reload(), the caches as
// a reload leaves them). Times are read in the page's own clock: performance.now() counts from
// the navigation's start (the new document's timeOrigin), to the first frame after the demo's
// "Wallets at once" card (one component over useConnections, useActiveConnection and
// usePorticoAccount) showed
//   allBack               the four listed, in order, with their accounts, the same ones acting,
//                         every hook saying what it said before the reload
//   browserWalletsBack    the two EIP-6963 wallets listed with their accounts (the first moment),
//                         whatever the others do: the frame's share is the gap between the two.
// The card is read by the browser tests' own recorder (test/e2e/support/multiWallet.ts); each
// reload is checked as they check it: the card stays as it was, and nothing asks the visitor.
// Same machinery as the other browser figures (bench/demoStack.ts): the demo's production build
// (here with its fake frame's origin), anvil with the demo's contracts, the local Solana chain
// and the HTTP mock server, started by the browser tests' own starters; all stopped at the end.
import type { Browser, Page } from 'playwright-core'
import {
  accountButton,
  answerInWallet,
  connectButton,
  demoWalletRow,
  dialog,
  dialogTitle,
  pendingRequests,
  waitUntilReady,
  walletPanel,
} from '../test/e2e/support/demo'
import { continueWithEmail, loginConnected } from '../test/e2e/support/embeddedWallet'
import { recordWalletsAtOnce, walletsAtOnce, type WalletsAtOnce } from '../test/e2e/support/multiWallet'
import { withDemoStack } from './demoStack'
import { freshContext, keepNamesHelper, median, nothingSeen, p95, round, watchPage } from './page'

export interface RestoreRun {
  /** Navigation start → the first frame with the four back as they were. */
  allBackMs: number
  /** Navigation start → the first frame with the two EIP-6963 wallets listed. */
  browserWalletsBackMs: number
  /** The same two moments in the DOM (React's writes), before the frames above showed them. */
  allListedMs: number
  browserWalletsListedMs: number
  /** Navigation start → the load event's end, for scale. */
  loadEventEndMs: number
}

export interface RestoreReport {
  allBackMs: number
  allBackP95Ms: number
  browserWalletsBackMs: number
  browserWalletsBackP95Ms: number
  runs: RestoreRun[]
  /** The card as the reloads had to bring it back. */
  restored: WalletsAtOnce
  /** Connecting the four once, before the reloads (not a figure). */
  connectAllMs: number
  /** Requests the page made to anything but 127.0.0.1 (none answer offline). */
  offMachineRequests: string[]
  /** Uncaught errors and console errors the page reported. */
  pageErrors: string[]
}

export interface RestoreBenchOptions {
  runs: number
  log: (line: string) => void
}

const secondPanel = (page: Page) => walletPanel(page, 'Second demo wallet')
const email = 'bench-restore@example.com'
/** How long one reload may take to bring the four back before the bench gives up. */
const reloadBound = 30_000

/**
 * Runs in the page before its scripts on each load, after the card's recorder: stamps the first
 * time the card shows the EIP-6963 wallets, then the whole of `expected` (the card before the
 * reload, as JSON), in the DOM (a MutationObserver's call, a microtask after React's writes) and
 * in the frame that shows it (the next rAF callback).
 */
function stampRestore({ expected, browserWallets }: { expected: string; browserWallets: string[] }) {
  type Stamp = { listedAt: number; frameAt?: number }
  const stamps: { browserWallets?: Stamp; all?: Stamp } = {}
  ;(window as unknown as { __restoreStamps: typeof stamps }).__restoreStamps = stamps
  const wanted = (JSON.parse(expected) as WalletsAtOnce).listed.filter((c) => browserWallets.includes(c.name))
  const stamp = (key: keyof typeof stamps) => {
    const at: Stamp = { listedAt: performance.now() }
    stamps[key] = at
    requestAnimationFrame(() => (at.frameAt = performance.now()))
  }
  const look = () => {
    const now = window.__walletsAtOnce?.read()
    if (!now) return
    const listed = wanted.every((w) =>
      now.listed.some((c) => c.name === w.name && JSON.stringify(c.accounts) === JSON.stringify(w.accounts)),
    )
    if (!stamps.browserWallets && listed) stamp('browserWallets')
    if (!stamps.all && JSON.stringify(now) === expected) stamp('all')
  }
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
}

/** Waits, in the page, until the card lists `count` wallets. */
const untilListed = (page: Page, count: number) =>
  page.waitForFunction((n) => window.__walletsAtOnce?.read()?.listed.length === n, count)

/** Account → Add a wallet → Connect, over Account. */
async function addAWallet(page: Page) {
  await accountButton(page).click()
  await dialogTitle(page).filter({ hasText: 'Account' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Add a wallet', exact: true }).click()
  await dialogTitle(page)
    .filter({ hasText: /Connect/ })
    .waitFor()
}

/** Account → Add a wallet → the wallet's row → approved in its panel → listed, the modal closed. */
async function addExtension(page: Page, name: string, request: string, panel = walletPanel(page)) {
  const before = (await walletsAtOnce(page))?.listed.length ?? 0
  await addAWallet(page)
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click()
  await answerInWallet(page, 'Approve', request, panel)
  await dialog(page).waitFor({ state: 'detached' })
  await untilListed(page, before + 1)
}

/** The four connected as the browser test connects them; the embedded wallet, the last, acts on both namespaces. */
async function connectFour(page: Page) {
  await connectButton(page).click()
  await demoWalletRow(page).click()
  await answerInWallet(page, 'Approve', 'Connect to this site')
  await dialog(page).waitFor({ state: 'detached' })
  await untilListed(page, 1)
  await addExtension(page, 'Portico Second Wallet', 'Connect to this site', secondPanel(page))
  await addExtension(page, 'Portico Solana Demo', 'Connect to this site (Solana)')
  await addAWallet(page)
  await continueWithEmail(page, email)
  await dialog(page).waitFor(loginConnected)
  await page.waitForFunction(() => {
    const listed = window.__walletsAtOnce?.read()?.listed
    return listed?.length === 4 && listed[3]!.active === 'eip155 solana'
  })
  // Whatever the connection started (balances, names) has answered before the card is taken.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
}

/** Fails the run when anything waits for the visitor after a reload: a request in a panel, the frame asking, a modal. */
async function expectNoPrompt(page: Page, reload: number) {
  const waiting = {
    'a request in the first panel': await pendingRequests(page).count(),
    'a request in the second panel': await pendingRequests(page, secondPanel(page)).count(),
    'the frame asking': await page.locator('iframe[title="Portico embedded wallet: approve the request"]').count(),
    'a modal': await dialog(page).count(),
  }
  const asked = Object.entries(waiting).filter(([, count]) => count > 0)
  if (asked.length > 0)
    throw new Error(`restore bench: reload ${reload} asked the visitor: ${asked.map(([what]) => what).join(', ')}`)
}

async function reloadOnce(page: Page, reload: number, restored: WalletsAtOnce): Promise<RestoreRun> {
  await page.reload()
  type Stamps = Record<'browserWallets' | 'all', { listedAt: number; frameAt: number }>
  const stamps = (await (
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __restoreStamps?: Stamps }).__restoreStamps
        return s?.all?.frameAt !== undefined && s.browserWallets?.frameAt !== undefined && s
      },
      undefined,
      { timeout: reloadBound },
    )
  ).jsonValue()) as Stamps
  await expectNoPrompt(page, reload)
  const now = await walletsAtOnce(page)
  if (JSON.stringify(now) !== JSON.stringify(restored))
    throw new Error(`restore bench: reload ${reload} did not stay as it was: ${JSON.stringify(now)}`)
  const loadEventEnd = (await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  )) as number
  return {
    allBackMs: round(stamps.all.frameAt),
    browserWalletsBackMs: round(stamps.browserWallets.frameAt),
    allListedMs: round(stamps.all.listedAt),
    browserWalletsListedMs: round(stamps.browserWallets.listedAt),
    loadEventEndMs: round(loadEventEnd),
  }
}

async function measureOnPage(browser: Browser, pageUrl: string, { runs, log }: RestoreBenchOptions) {
  const context = await freshContext(browser)
  const seen = nothingSeen()
  try {
    const page = await context.newPage()
    watchPage(page, seen)
    await page.goto(pageUrl)
    await waitUntilReady(page)
    await page.addInitScript({ content: keepNamesHelper })
    await page.evaluate(keepNamesHelper)
    await recordWalletsAtOnce(page)

    const connectStarted = performance.now()
    await connectFour(page)
    const connectAllMs = round(performance.now() - connectStarted)
    const restored = (await walletsAtOnce(page))!
    log(
      `  connected ${restored.listed.map((c) => c.name).join(', ')} in ${Math.round(connectAllMs)} ms; acting: ${restored.acting}`,
    )
    const browserWallets = restored.listed.slice(0, 2).map((c) => c.name)
    await page.addInitScript(stampRestore, { expected: JSON.stringify(restored), browserWallets })

    const results: RestoreRun[] = []
    for (let reload = 1; reload <= runs; reload++) {
      const run = await reloadOnce(page, reload, restored)
      results.push(run)
      log(
        `  reload ${reload}/${runs}: EIP-6963 wallets back ${run.browserWalletsBackMs} ms, all four ${run.allBackMs} ms (load event ${run.loadEventEndMs} ms)`,
      )
    }
    const of = (key: 'allBackMs' | 'browserWalletsBackMs') => results.map((r) => r[key])
    const report: RestoreReport = {
      allBackMs: round(median(of('allBackMs'))),
      allBackP95Ms: round(p95(of('allBackMs'))),
      browserWalletsBackMs: round(median(of('browserWalletsBackMs'))),
      browserWalletsBackP95Ms: round(p95(of('browserWalletsBackMs'))),
      runs: results,
      restored,
      connectAllMs,
      offMachineRequests: [...seen.offMachine],
      pageErrors: seen.errors,
    }
    return report
  } finally {
    await context.close()
  }
}

export function measureRestore(options: RestoreBenchOptions): Promise<RestoreReport> {
  return withDemoStack(
    { chain: 'demo', solana: true, frame: true, params: { multi: '1', wallet: 'manual' } },
    (browser, pageUrl) => measureOnPage(browser, pageUrl, options),
  )
}
