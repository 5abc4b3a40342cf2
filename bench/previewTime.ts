// (j) Preview time: how long the visitor looks at "What this will do" still loading. Send is
// pressed on a settled page (the form filled, its network fee shown, nothing under way) and
// ApproveTransaction shows at once while the request is simulated (features/preview:
// eth_simulateV1 on the network's node, here the demo's real path to anvil through the Blockchain
// API's JSON-RPC call, forwarded by the HTTP mock server); the wallet is asked once the preview
// settled. Times are read in the page's own clock, per frame: each frame is looked at once its
// layout is done (a ResizeObserver's first report, after the rAF callbacks, just before paint),
// so a change is counted in the frame that paints it, wherever in the frame it was made. From
//   approval   the first frame showing ApproveTransaction's own content (not its loading skeleton)
//   preview    the first frame showing the preview's ready content (the balance changes or
//              allowances, a warning, or "No tokens leave or enter your account")
// the figure is preview − approval; 0 when the preview was there in the approval's first frame.
// A PTC transfer (the demo token) to anvil's second account, declined in the demo wallet's panel
// (manual mode) so Send shows again, the form as typed; pressed again with another amount. Each
// of `runs` fresh pages (fresh storage, cold caches) connects once and presses `pressesPerPage`
// times: the first press of a page is the coldest a visitor meets (the preview's history, prices
// and token facts not yet asked), the later ones are a visitor sending again. Same machinery as
// the other browser figures (bench/demoStack.ts): the demo's production build, anvil with the
// demo's contracts and the HTTP mock server; all stopped at the end.
import type { Address } from 'viem'
import type { Browser, Page } from 'playwright-core'
import { fixtures } from '../mocks/db/fixtures'
import {
  accountButton,
  answerInWallet,
  connectButton,
  demoWalletRow,
  dialog,
  dialogTitle,
  waitUntilReady,
} from '../test/e2e/support/demo'
import { sendButton, sendDeclined, sendField, sendToken } from '../test/e2e/support/send'
import { withDemoStack } from './demoStack'
import {
  freshContext,
  keepNamesHelper,
  median,
  nothingSeen,
  p95,
  porticoModalHost,
  round,
  watchPage,
  type PageSeen,
} from './page'

export interface PreviewPress {
  /** Which press of its page (1: the page's first, cold). */
  press: number
  /** The approval's first frame → the preview's first frame (0: in the same frame). */
  previewMs: number
  /** Frames between them (0: the preview was in the approval's first frame). */
  frames: number
  /** The press (its input timeStamp) → the approval's first frame, for scale. */
  approvalAfterPressMs: number
  /** The same two moments in the DOM (React's writes), a MutationObserver's call after each. */
  previewInDomMs: number
}

export interface PreviewReport {
  previewMs: number
  previewP95Ms: number
  /** Of the presses, the share whose preview was there in the approval's first frame. */
  previewInFirstFrameShare: number
  /** The first press of each page alone (median, p95). */
  firstPressMs: number
  firstPressP95Ms: number
  presses: PreviewPress[]
  /** Presses whose preview said it was unavailable instead (not in the figures), with what it said. */
  unavailable: string[]
  /** Requests the page made to anything but 127.0.0.1 (none answer offline). */
  offMachineRequests: string[]
  /** Uncaught errors and console errors the page reported. */
  pageErrors: string[]
}

export interface PreviewBenchOptions {
  runs: number
  log: (line: string) => void
  /** Presses of Send on each page; default 2 (with 7 pages, 14 presses). */
  pressesPerPage?: number
}

/** anvil's second account: a receiver the demo wallet does not hold. */
const receiver = fixtures.anvilAccounts[1] as Address
/** A different amount each press, so no press repeats the request before it. */
const amountOf = (press: number) => `${press}.25`
/** How long one press may take to show its preview before the bench gives up (past the preview's own 10 s bound). */
const pressBound = 20_000
/** What a settled page is given after its last change before the press. */
const settleMs = 500

const approvalOwn = '[data-view="ApproveTransaction"] > :not([role="status"])'
const previewReady =
  '[data-view="ApproveTransaction"] .p-preview :is(.p-preview-list, .p-preview-warning, .p-preview-quiet:not(.p-preview-pending))'
const previewPending = '[data-view="ApproveTransaction"] .p-preview .p-preview-pending'
/** The unavailable line's start in English (the demo's locale here): the loading line shares its element. */
const unavailablePrefix = 'Preview unavailable'

interface FrameStamp {
  at: number
  frame: number
}
interface Stamps {
  pressAt?: number
  approval?: FrameStamp
  ready?: FrameStamp
  unavailable?: FrameStamp & { text: string }
  approvalInDom?: number
  readyInDom?: number
  done?: boolean
}

/**
 * Runs in the page just before a press: stamps the press, then looks at every frame once its
 * layout is done until the approval and its preview (ready or unavailable) were painted, and
 * notes when each first reached the DOM. Leaves nothing running once done.
 */
function armStamps(spec: {
  host: string
  approvalOwn: string
  previewReady: string
  previewPending: string
  unavailablePrefix: string
}) {
  const stamps: Stamps = {}
  ;(window as unknown as { __previewStamps: Stamps }).__previewStamps = stamps
  const root = () => document.querySelector(spec.host)?.shadowRoot ?? null
  const find = (selector: string) => root()?.querySelector(selector) ?? null
  const onPress = (event: Event) => {
    stamps.pressAt ??= event.timeStamp
    window.removeEventListener('click', onPress, { capture: true })
  }
  window.addEventListener('click', onPress, { capture: true })
  const observer = new MutationObserver(() => {
    const at = performance.now()
    if (stamps.approvalInDom === undefined && find(spec.approvalOwn)) stamps.approvalInDom = at
    if (stamps.readyInDom === undefined && find(spec.previewReady)) stamps.readyInDom = at
  })
  const shadow = root()
  if (shadow) observer.observe(shadow, { subtree: true, childList: true, characterData: true })
  let index = 0
  const frame = () => {
    const frameIndex = index++
    // A new ResizeObserver reports once in this frame's rendering, after layout, before paint.
    const laidOut = new ResizeObserver(() => {
      laidOut.disconnect()
      const at = performance.now()
      if (!stamps.approval && find(spec.approvalOwn)) stamps.approval = { at, frame: frameIndex }
      if (stamps.approval && !stamps.ready && find(spec.previewReady)) stamps.ready = { at, frame: frameIndex }
      const line = find(spec.previewPending)?.textContent ?? ''
      if (stamps.approval && !stamps.unavailable && line.startsWith(spec.unavailablePrefix))
        stamps.unavailable = { at, frame: frameIndex, text: line }
      if (stamps.approval && (stamps.ready || stamps.unavailable)) {
        observer.disconnect()
        stamps.done = true
      } else requestAnimationFrame(frame)
    })
    laidOut.observe(document.documentElement)
  }
  requestAnimationFrame(frame)
}

/** Polls `holds` until it is true or `ms` passed. */
async function until(holds: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`preview bench: ${what} never happened`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const sendTitle = (page: Page) => dialogTitle(page).filter({ hasText: /^Send$/ })

/** Connect Wallet → the demo wallet → approved in its panel; then Account → Send, PTC listed. */
async function connectAndOpenSend(page: Page) {
  await connectButton(page).click()
  await demoWalletRow(page).click()
  await answerInWallet(page, 'Approve', 'Connect to this site')
  await dialog(page).waitFor({ state: 'detached' })
  await accountButton(page).click()
  await dialogTitle(page).filter({ hasText: 'Account' }).waitFor()
  await sendButton(page).click()
  await sendTitle(page).waitFor()
  await sendToken(page, 'PTC').waitFor()
}

/** The form as a visitor leaves it before pressing: its fee shown, Send enabled, nothing changing for a moment. */
async function settled(page: Page) {
  await dialog(page)
    .getByText(/Network fee\s*≈ 0\.\d+ ETH/)
    .first()
    .waitFor()
  await until(() => sendButton(page).isEnabled(), 'Send enabled')
  await page.waitForTimeout(settleMs)
}

/** One press of Send: its stamps, then declined in the wallet's panel and Send back with its banner. */
async function pressOnce(page: Page, press: number): Promise<PreviewPress | { unavailable: string }> {
  if (press === 1) await sendToken(page, 'PTC').check()
  await sendField(page, 'Amount').fill(amountOf(press))
  if (press === 1) await sendField(page, 'To').fill(receiver)
  await settled(page)
  await page.evaluate(armStamps, {
    host: porticoModalHost,
    approvalOwn,
    previewReady,
    previewPending,
    unavailablePrefix,
  })
  await sendButton(page).click()
  const stamps = (await (
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __previewStamps?: Stamps }).__previewStamps
        return s?.done === true && s
      },
      undefined,
      { timeout: pressBound, polling: 100 },
    )
  ).jsonValue()) as Stamps
  // The wallet is asked once the preview settled: declined there, Send shows again as typed.
  await answerInWallet(page, 'Reject', 'Send a transaction')
  await sendTitle(page).waitFor()
  await dialog(page).getByRole('alert').filter({ hasText: sendDeclined }).waitFor()
  const approval = stamps.approval!
  if (!stamps.ready) return { unavailable: stamps.unavailable?.text ?? 'unavailable' }
  return {
    press,
    previewMs: round(stamps.ready.at - approval.at),
    frames: stamps.ready.frame - approval.frame,
    approvalAfterPressMs: round(approval.at - (stamps.pressAt ?? NaN)),
    previewInDomMs: round((stamps.readyInDom ?? NaN) - (stamps.approvalInDom ?? NaN)),
  }
}

async function measurePage(
  browser: Browser,
  pageUrl: string,
  run: number,
  options: PreviewBenchOptions,
  seen: PageSeen,
) {
  const { runs, log, pressesPerPage = 2 } = options
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    watchPage(page, seen)
    await page.goto(pageUrl)
    await waitUntilReady(page)
    await page.evaluate(keepNamesHelper)
    await connectAndOpenSend(page)
    const presses: PreviewPress[] = []
    const unavailable: string[] = []
    for (let press = 1; press <= pressesPerPage; press++) {
      const outcome = await pressOnce(page, press)
      if ('unavailable' in outcome) {
        unavailable.push(outcome.unavailable)
        log(`  page ${run}/${runs}, press ${press}: ${outcome.unavailable}`)
        continue
      }
      presses.push(outcome)
      log(
        `  page ${run}/${runs}, press ${press}: preview ${outcome.previewMs} ms after the approval (${outcome.frames} frame${outcome.frames === 1 ? '' : 's'}; in the DOM ${outcome.previewInDomMs} ms), the approval ${outcome.approvalAfterPressMs} ms after the press`,
      )
    }
    return { presses, unavailable }
  } finally {
    await context.close()
  }
}

async function measureAll(browser: Browser, pageUrl: string, options: PreviewBenchOptions): Promise<PreviewReport> {
  const presses: PreviewPress[] = []
  const unavailable: string[] = []
  const seen = nothingSeen()
  for (let run = 1; run <= options.runs; run++) {
    const page = await measurePage(browser, pageUrl, run, options, seen)
    presses.push(...page.presses)
    unavailable.push(...page.unavailable)
  }
  const times = presses.map((p) => p.previewMs)
  const first = presses.filter((p) => p.press === 1).map((p) => p.previewMs)
  return {
    previewMs: round(median(times)),
    previewP95Ms: round(p95(times)),
    previewInFirstFrameShare:
      presses.length === 0
        ? NaN
        : Math.round((presses.filter((p) => p.frames === 0).length / presses.length) * 100) / 100,
    firstPressMs: round(median(first)),
    firstPressP95Ms: round(p95(first)),
    presses,
    unavailable,
    offMachineRequests: [...seen.offMachine],
    pageErrors: seen.errors,
  }
}

export function measurePreviewTime(options: PreviewBenchOptions): Promise<PreviewReport> {
  return withDemoStack(
    // An eip155 app: no local Solana chain is started for this figure.
    { chain: 'demo', only: ['main'], params: { wallet: 'manual', solana: '0' } },
    (browser, pageUrl) => measureAll(browser, pageUrl, options),
  )
}
