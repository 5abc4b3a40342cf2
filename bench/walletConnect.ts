// (e) WalletConnect on the production build of the demo (the page bench/browser.ts serves),
// paired through a local relay (mocks/relay) with the headless WalletKit wallet running in this
// process, which approves proposals and requests by itself. Per run, in a fresh context (so the
// SDK's chunk loads each time, as on a visitor's first pairing):
//   connectToUriMs     click on the WalletConnect row → first frame with the URI in the demo's
//                      Pairing URI box (the dapp side: SDK chunk, relay socket, pairing)
//   uriToSessionMs     wallet.pair(uri) → first frame with the Session status 'connected'
//                      (the wallet's side and the relay's round trips included)
//   requestToAnswerMs  click on Sign message → first frame with the signature (personal_sign
//                      through the relay, answered by the wallet; the demo's viem check too)
// Times are read in the page's clock like the other browser figures (bench/probes.js: the
// click's event timeStamp, the rAF callback of the first frame showing the effect), not from
// Playwright's side of CDP. The one start outside the page, the wallet's pair() call in Node,
// is placed on the page's clock by reading that clock once just before (half that round trip
// is the uncertainty, kept in the details).
import type { Browser, Locator, Page } from 'playwright-core'
import { startRelay } from '../mocks/relay'
import { createWalletConnectWallet, type WalletConnectWallet } from '../mocks/wallets/walletConnect'
import { connectButton, median, nothingSeen, openPage, probe, round, watchPage, type PageSeen } from './page'

export interface WalletConnectReport {
  connectToUriMs: number
  uriToSessionMs: number
  requestToAnswerMs: number
  connectToUriRunsMs: number[]
  uriToSessionRunsMs: number[]
  requestToAnswerRunsMs: number[]
  /** Per run: half the round trip of the clock reading that puts wallet.pair() on the page's clock. */
  pairStartUncertaintyMs: number[]
  /** Requests the page made to anything but 127.0.0.1 during the runs (none answer offline). */
  offMachineRequests: string[]
  /** Uncaught errors and console errors the page reported during the runs. */
  pageErrors: string[]
}

export interface WalletConnectBenchOptions {
  browser: Browser
  /** The demo page, with its query (mock server, wallet mode); `relay` is added here. */
  pageUrl: string
  /** The bench's anvil: the wallet sends there (signing does not need it). */
  anvilUrl?: string
  runs: number
  log: (line: string) => void
}

interface Frame {
  frameAt: number
}

const timeoutMs = 30_000
const nodeNow = () => performance.timeOrigin + performance.now()

/** An in-page wait that gives up, so a missing effect fails the bench instead of hanging it. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`WalletConnect bench: no ${what} within ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Clicks `target` and resolves with the click's timeStamp and the first frame in which `shown` holds. */
async function timeClick(page: Page, target: Locator, shown: string, what: string) {
  await target.waitFor()
  await probe(page, 'start()')
  const frame = within(probe(page, shown) as Promise<Frame>, what)
  await target.click()
  const { frameAt } = await frame
  const click = (await probe(page, 'lastInput("click")')) as { at: number }
  await probe(page, 'stop()')
  return frameAt - click.at
}

/** Maps a time on this process's clock (epoch ms) to the page's performance.now(). */
async function pageClock(page: Page) {
  const before = nodeNow()
  const pageAt = (await page.evaluate('performance.now()')) as number
  const after = nodeNow()
  return {
    toPage: (nodeEpochMs: number) => pageAt + (nodeEpochMs - (before + after) / 2),
    uncertaintyMs: (after - before) / 2,
  }
}

interface RunResult {
  connectToUriMs: number
  uriToSessionMs: number
  requestToAnswerMs: number
  pairStartUncertaintyMs: number
}

async function measureRun(
  options: WalletConnectBenchOptions & { relayUrl: string },
  seen: PageSeen,
): Promise<RunResult> {
  let wallet: WalletConnectWallet | undefined
  const { context, page } = await openPage(options.browser, options.pageUrl)
  try {
    watchPage(page, seen)
    wallet = await createWalletConnectWallet({
      relayUrl: options.relayUrl,
      ...(options.anvilUrl && { anvilUrl: options.anvilUrl }),
    })

    await connectButton(page).click()
    const row = page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ })
    const connectToUriMs = await timeClick(page, row, 'pairingUriShown()', 'pairing URI in the demo')
    const uri = await page.getByRole('textbox', { name: 'Pairing URI' }).inputValue()

    const connected = within(
      probe(page, 'sessionStatusShown("connected")') as Promise<Frame>,
      "'connected' status after pairing",
    )
    const clock = await pageClock(page)
    const pairAt = clock.toPage(nodeNow())
    await wallet.pair(uri)
    const uriToSessionMs = (await connected).frameAt - pairAt
    // The modal closes once connected; Sign message is under it until then.
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const sign = page.getByRole('button', { name: 'Sign message' })
    const requestToAnswerMs = await timeClick(page, sign, 'signatureShown()', 'signature in the demo')
    return { connectToUriMs, uriToSessionMs, requestToAnswerMs, pairStartUncertaintyMs: clock.uncertaintyMs }
  } finally {
    await wallet?.close()
    await context.close()
  }
}

export async function measureWalletConnect(options: WalletConnectBenchOptions): Promise<WalletConnectReport> {
  const { runs, log } = options
  const relay = await startRelay({ warn: (message) => log(`  [relay] ${message}`) })
  try {
    const url = new URL(options.pageUrl)
    url.searchParams.set('relay', relay.url)
    const seen = nothingSeen()
    const results: RunResult[] = []
    for (let run = 0; run < runs; run++) {
      const result = await measureRun({ ...options, pageUrl: url.href, relayUrl: relay.url }, seen)
      results.push(result)
      log(
        `  WalletConnect run ${run + 1}/${runs}: connect → URI ${round(result.connectToUriMs)} ms, pair → connected ${round(result.uriToSessionMs)} ms, sign → signature ${round(result.requestToAnswerMs)} ms`,
      )
    }
    const runsOf = (key: 'connectToUriMs' | 'uriToSessionMs' | 'requestToAnswerMs') => results.map((r) => r[key])
    return {
      connectToUriMs: round(median(runsOf('connectToUriMs'))),
      uriToSessionMs: round(median(runsOf('uriToSessionMs'))),
      requestToAnswerMs: round(median(runsOf('requestToAnswerMs'))),
      connectToUriRunsMs: runsOf('connectToUriMs').map(round),
      uriToSessionRunsMs: runsOf('uriToSessionMs').map(round),
      requestToAnswerRunsMs: runsOf('requestToAnswerMs').map(round),
      pairStartUncertaintyMs: results.map((r) => round(r.pairStartUncertaintyMs)),
      offMachineRequests: [...seen.offMachine],
      pageErrors: seen.errors,
    }
  } finally {
    await relay.stop()
  }
}
