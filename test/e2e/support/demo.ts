// Driving the offline demo in Debian's Chromium: one browser per worker, a fresh context
// (fresh storage, fresh wallet) per test. Role and text locators pierce Portico's open shadow
// root, so tests name things as a visitor sees them.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterEach, beforeAll, expect, inject } from 'vitest'
import type { ApprovalMode } from '../../../mocks/wallets'

import { launchChromium } from '../../../scripts/chromium'
import { pageStep } from '../../support/waits'

export { launchChromium }

/** anvil's first test account: the demo wallet's. */
export const demoAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export interface Demo {
  context: BrowserContext
  page: Page
  /** Uncaught errors and console errors seen so far; a test ends with none. */
  errors: string[]
}

export interface OpenDemoOptions {
  walletMode?: ApprovalMode
  /** Installs Playwright's fake clock before the page loads, so a test can fast-forward time. */
  clock?: boolean
  /**
   * The demo's Solana networks: Solana Localnet (the local chain) by default; `true` adds Solana
   * mainnet too, `false` leaves Solana out (an eip155-only app).
   */
  solana?: boolean
  /** Bitcoin configured too (the demo's `?bitcoin=1`). */
  bitcoin?: boolean
  /** The demo wallet speaks eip155 and Solana as one extension (the demo's `?dual=1`). */
  dualWallet?: boolean
  /** Several wallets at once, and a second EIP-6963 demo wallet with its own panel (the demo's `?multi=1`). */
  multiWallet?: boolean
  /** The demo wallet is an EIP-7702 account that runs EIP-5792 batches (the demo's `?batches=7702`). */
  batches?: boolean
  /** Sign in with the wallet after connecting (the demo's `?siwx=`). */
  siwx?: 'on' | 'required'
  /** The smart sessions switch, and the demo's card that asks for one (`?smartSessions=1`). */
  smartSessions?: boolean
  /** The analytics switch (the demo's `?analytics=0` turns it off); on by default, as in Portico. */
  analytics?: boolean
  /** The config's `locale` (the demo's `?locale=`). */
  locale?: string
  /** The browser's own language (its `navigator.languages`, as Chromium's `--lang` gives it). */
  browserLocale?: string
}

/** A fresh context (fresh storage) and a page in it that collects the errors it reports. */
export async function newWatchedPage(
  browser: Browser,
  browserLocale?: string,
  /** The context's device (a phone's user agent, screen and touch: support/phone.ts). */
  device: BrowserContextOptions = {},
): Promise<Demo> {
  // Motion off, as a visitor may ask (the modal's prefers-reduced-motion rule): a spinner or a
  // skeleton's shimmer left on screen while a test waits redrew the page sixty times a second
  // (about a sixth of the browser tests' CPU), and no test looks at motion.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    ...(browserLocale && { locale: browserLocale }),
    ...device,
  })
  // Each action and wait of the page's bounded by a page step (test/support/waits.ts).
  context.setDefaultTimeout(pageStep.timeout)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  return { context, page, errors }
}

export async function openDemo(browser: Browser, options: OpenDemoOptions = {}): Promise<Demo> {
  const demo = await newWatchedPage(browser, options.browserLocale)
  const { page } = demo
  if (options.clock) await page.clock.install()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('wallet', options.walletMode ?? 'manual')
  if (options.solana !== undefined) url.searchParams.set('solana', options.solana ? '1' : '0')
  if (options.dualWallet) url.searchParams.set('dual', '1')
  if (options.multiWallet) url.searchParams.set('multi', '1')
  if (options.batches) url.searchParams.set('batches', '7702')
  if (options.bitcoin) url.searchParams.set('bitcoin', '1')
  if (options.siwx) url.searchParams.set('siwx', options.siwx)
  if (options.smartSessions) url.searchParams.set('smartSessions', '1')
  if (options.analytics === false) url.searchParams.set('analytics', '0')
  if (options.locale) url.searchParams.set('locale', options.locale)
  await page.goto(url.href)
  // In another language the buttons are not named in English: the test waits for its own.
  if (options.locale) await page.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' })
  else await waitUntilReady(page)
  return demo
}

/** The demo is ready once the mocks answer, the wallet is announced and the app rendered. */
export async function waitUntilReady(page: Page) {
  await page.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' })
  await connectButton(page).or(accountButton(page)).waitFor()
}

export const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet', exact: true })
export const accountButton = (page: Page) => page.getByRole('button', { name: /^Account / })
export const networkButton = (page: Page) => page.getByRole('button', { name: /^Network: / })
export const dialog = (page: Page) => page.getByRole('dialog')
export const dialogTitle = (page: Page) => dialog(page).getByRole('heading', { level: 2 })
export const demoWalletRow = (page: Page) => dialog(page).getByRole('button', { name: /Portico Demo Wallet/ })
/** The demo wallet's panel; with `?multi=1` the second one's is `Second demo wallet`. */
export const walletPanel = (page: Page, title = 'Demo wallet') => page.getByRole('region', { name: title, exact: true })
export const walletModeSelect = (page: Page) => walletPanel(page).getByRole('combobox', { name: /^Requests/ })
export const walletNetworkSelect = (page: Page) => walletPanel(page).getByRole('combobox', { name: /^Wallet network/ })
export const pendingRequests = (page: Page, panel = walletPanel(page)) => panel.getByRole('listitem')
export const session = (page: Page, field: 'status' | 'address' | 'network') => page.getByTestId(field)

/** Answers the wallet's oldest pending request from its panel (the demo wallet's unless named), once it has the given text. */
export async function answerInWallet(
  page: Page,
  answer: 'Approve' | 'Reject',
  text: string | RegExp,
  panel = walletPanel(page),
) {
  const request = pendingRequests(page, panel).filter({ hasText: text }).first()
  await request.getByRole('button', { name: answer }).click()
}

/** The wallet's own chain id, asked through its EIP-1193 provider. */
export const walletChainId = (page: Page) =>
  page.evaluate(() => window.porticoDemo!.wallet.provider.request({ method: 'eth_chainId' })) as Promise<string>

/** expect.poll with the patience of a browser on a busy machine, a page step (vitest's default is 1 s). */
export const eventually = <T>(value: () => Promise<T> | T) => expect.poll(value, { ...pageStep, interval: 100 })

export async function expectText(locator: Locator, expected: string | RegExp) {
  // The first match's text, or '' while there is none: one look into the page each time (its
  // count, then its text, was two, each resolving the locator through the page's shadow roots).
  await eventually(async () => (await locator.allTextContents())[0] ?? '').toMatch(expected)
}

/** Connect Wallet → Portico Demo Wallet → the wallet approves (by itself, or here in manual mode). */
export async function connectWithDemoWallet(page: Page) {
  await connectButton(page).click()
  await demoWalletRow(page).click()
  if ((await walletModeSelect(page).inputValue()) === 'manual')
    await answerInWallet(page, 'Approve', 'Connect to this site')
  await expectText(session(page, 'status'), /^connected$/)
  await dialog(page).waitFor({ state: 'detached' })
}

/** The deepest focused element, through shadow roots: its tag and its accessible text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    return {
      tag: element?.tagName ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    }
  })

/** Presses Tab until a button whose text matches has the focus. */
export async function tabToButton(page: Page, name: RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    const now = await focused(page)
    if (now.tag === 'BUTTON' && name.test(now.text)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached a button named ${name} (focused: ${JSON.stringify(await focused(page))})`)
}

export interface BrowserPerFileOptions {
  /**
   * Command-line switches for this suite's Chromium, beside the usual ones (a host mapped to the
   * demo server, say): a Chromium of its own, shared only with suites asking the same. A
   * function: it runs when the browser starts, once inject() answers.
   */
  extraArgs?: () => string[]
}

/** The page's address and the parts of its accessibility tree a failure is read from, for the failure's message. */
async function whatThePageShows(page: Page): Promise<string> {
  // The dialog, the session and what the page heard (the demo's event log, in order): the parts
  // a failed wait is read from. The demo's instructions around them would fill the message.
  const parts = [
    page.getByRole('dialog'),
    page.getByRole('region', { name: 'Session', exact: true }),
    page.getByRole('region', { name: 'Event log', exact: true }),
  ]
  const shown = async () => {
    const present = []
    for (const part of parts) if ((await part.count()) > 0) present.push(part.first())
    const snapshots = await Promise.all(
      (present.length ? present : [page.locator('body')]).map((part) => part.ariaSnapshot({ timeout: 2_000 })),
    )
    return snapshots.join('\n')
  }
  const tree = await shown().catch((error: unknown) => `(unreadable: ${String(error)})`)
  return `What the page showed when the test failed (${page.url()}):\n${tree.slice(0, 6_000)}`
}

/**
 * The Chromiums of this worker, one for each set of extra switches, shared by the suites that
 * run in it one after another: a launch and its first page cost a suite one to two CPU-seconds,
 * twenty times a run. A test's isolation is its own context (fresh storage, fresh cache), not
 * the browser. The test file closes them after its last suite (closeSharedBrowsers).
 */
const sharedBrowsers = new Map<string, Promise<Browser>>()
function sharedBrowser(extraArgs: string[]): Promise<Browser> {
  const key = JSON.stringify(extraArgs)
  let browser = sharedBrowsers.get(key)
  if (!browser) {
    browser = launchChromium(extraArgs)
    sharedBrowsers.set(key, browser)
    // A browser that failed to start is asked again by the next suite, not handed out failed.
    browser.catch(() => sharedBrowsers.delete(key))
  }
  return browser
}

/** Closes this worker's browsers: a test file's afterAll, after its last suite. */
export async function closeSharedBrowsers() {
  const browsers = [...sharedBrowsers.values()]
  sharedBrowsers.clear()
  await Promise.all(browsers.map((browser) => browser.then((b) => b.close()).catch(() => undefined)))
}

/**
 * A Chromium for the suite (this worker's, shared), one fresh page context per test, closed
 * after it, and a test fails when its page logged an error. Returns a function that opens the
 * page for the test.
 */
export function browserPerFile<Options>(
  open: (browser: Browser, options?: Options) => Promise<Demo>,
  { extraArgs }: BrowserPerFileOptions = {},
) {
  let browser: Browser | undefined
  let demo: Demo | undefined
  beforeAll(async () => {
    browser = await sharedBrowser(extraArgs?.() ?? [])
  })
  afterEach(async (context) => {
    const errors = demo?.errors ?? []
    // A failed wait names what it waited for, not what the page showed instead: that is added
    // to the failure's own message, which every report keeps (a log's middle may be cut), so a
    // failure seen once (a loaded machine's) can be read afterwards.
    const failure = context.task.result?.state === 'fail' ? context.task.result.errors?.[0] : undefined
    if (failure && demo) {
      // What the page logged too: a test that fails on a wait would otherwise never report it.
      const logged = errors.length ? `\nThe page's errors:\n${errors.join('\n')}` : ''
      failure.message = `${failure.message}\n${await whatThePageShows(demo.page)}${logged}`
    }
    await demo?.context.close()
    demo = undefined
    expect(errors).toEqual([])
  })
  return async (options?: Options) => (demo = await open(browser!, options))
}

/** The demo (index.html), per browserPerFile. */
export const demoBrowserPerFile = () => browserPerFile(openDemo)
