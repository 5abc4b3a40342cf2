// (g) Each view's first paint after the button that leads to it, in the demo: from Connect, All
// Wallets and WalletConnect's QR; connected with the demo wallet, from Account, Send, Swap, Buy,
// Receive, Networks and Activity's full history. The press's input timeStamp → the rAF callback
// of the first frame showing the view (bench/probes.js), and how many frames began between the
// page receiving the press and that one; and the first frame in which the view shows more than a
// loading state (its chunk arrived, and for a view whose first paint waits on data, the data).
// Pressed `read` (the view before it shown 1.5 s, as a visitor reads it first: what it leads to
// has been fetched ahead, react/modalChunk.ts) and `atOnce` (as soon as the button is there, on
// another fresh page: a view not yet fetched).
import type { Browser, Locator, Page } from 'playwright-core'
import { connectButton, framesBetween, median, openPage, porticoModalHost as shadowHost, probe, round } from './page'

export type Pace = 'read' | 'atOnce'

interface ViewOpen {
  /** The view's frame: its place, in its loading state or drawn. */
  ms: number
  frames: number
  /** The view past its loading state: its own code drawn (and the data it waits on, if any). */
  ownMs: number
}

export interface ViewOpenFigure extends ViewOpen {
  view: string
  pace: Pace
  /** Medians of the runs. */
  runs: ViewOpen[]
}

/** How long a visitor reads a view before pressing on (`read`). */
const readMs = 1500

const inView = (page: Page, view: string) => page.locator(`${shadowHost} [data-view="${view}"]`)

/** Presses `button` and times the first frame showing `view`. */
async function pressFor(page: Page, button: Locator, view: string) {
  await button.waitFor()
  await probe(page, 'start()')
  const place = `[data-view="${view}"]`
  // The loading state is a status; a view's own first element is not.
  const specs = { place, own: `${place} > :not([role="status"])` }
  await probe(page, `watchShown(${JSON.stringify(specs)}, ${JSON.stringify(shadowHost)})`)
  await button.click()
  type Seen = Record<string, { at: number; frameStart: number } | undefined>
  const seen = async () => (await probe(page, 'watched()')) as Seen
  const deadline = Date.now() + 10_000
  while (!(await seen()).own && Date.now() < deadline) await page.waitForTimeout(20)
  const { place: shown, own } = await seen()
  const input = (await probe(page, `lastInput("click")`)) as { at: number; handledAt: number }
  const { frameStarts } = (await probe(page, 'stop()')) as { frameStarts: number[] }
  if (!shown || !own) throw new Error(`${view} never showed after its button`)
  return {
    ms: round(shown.at - input.at),
    frames: framesBetween(frameStarts, input.handledAt, shown.frameStart),
    ownMs: round(own.at - input.at),
  }
}

/** A visitor reading the view before pressing on (`read`), or not (`atOnce`). */
const readView = (page: Page, pace: Pace) => (pace === 'read' ? page.waitForTimeout(readMs) : Promise.resolve())

/** Back to `view` by the header's Back button, shown and read as the pace has it. */
async function back(page: Page, view: string, pace: Pace) {
  await page.locator(`${shadowHost} button[aria-label="Back"]`).click()
  await inView(page, view).waitFor()
  await readView(page, pace)
}

/** One fresh page through every view: its figures by view. */
async function visit(browser: Browser, pageUrl: string, pace: Pace) {
  const { context, page } = await openPage(browser, pageUrl)
  const figures: Record<string, ViewOpen> = {}
  const modal = (selector: string) => page.locator(`${shadowHost} ${selector}`)
  try {
    await connectButton(page).click()
    await inView(page, 'Connect').waitFor()
    await readView(page, pace)
    figures.AllWallets = await pressFor(
      page,
      modal('[data-view="Connect"] button:has-text("All Wallets")'),
      'AllWallets',
    )
    await back(page, 'Connect', pace)
    figures.ConnectingWalletConnect = await pressFor(
      page,
      modal('[data-view="Connect"] button:has-text("WalletConnect")').first(),
      'ConnectingWalletConnect',
    )
    await back(page, 'Connect', pace)
    // The demo wallet approves by itself (`?wallet=approve`); the modal closes on connecting.
    await modal('[data-view="Connect"] button:has-text("Portico Demo Wallet")').click()
    await modal('[role="dialog"]').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /^Account / }).click()
    await inView(page, 'Account').waitFor()
    await readView(page, pace)
    const account = (name: string) => modal(`[data-view="Account"] button:text-is("${name}")`)
    for (const [view, button] of [
      ['Send', account('Send')],
      ['Swap', account('Swap')],
      ['OnRamp', account('Buy')],
      ['Receive', account('Receive')],
      ['Networks', modal('[data-view="Account"] button.p-chip')],
    ] as const) {
      figures[view] = await pressFor(page, button, view)
      await back(page, 'Account', pace)
    }
    await modal('[data-view="Account"] [role="tab"]:has-text("Activity")').click()
    figures.History = await pressFor(page, modal('[data-view="Account"] button:has-text("All activity")'), 'History')
    return figures
  } finally {
    await context.close()
  }
}

export async function measureViewOpens(
  browser: Browser,
  pageUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<ViewOpenFigure[]> {
  const figures: ViewOpenFigure[] = []
  for (const pace of ['read', 'atOnce'] as const) {
    const visits = []
    for (let run = 0; run < runs; run++) visits.push(await visit(browser, pageUrl, pace))
    for (const view of Object.keys(visits[0]!)) {
      const list = visits.map((v) => v[view]!)
      const figure: ViewOpenFigure = {
        view,
        pace,
        ms: round(median(list.map((r) => r.ms))),
        frames: median(list.map((r) => r.frames)),
        ownMs: round(median(list.map((r) => r.ownMs))),
        runs: list,
      }
      figures.push(figure)
      log(`  ${describeViewOpen(figure)}`)
    }
  }
  return figures
}

export const describeViewOpen = (f: ViewOpenFigure) =>
  `${f.view.padEnd(24)} ${f.pace.padEnd(6)} · its frame ${f.ms} ms (${Math.min(...f.runs.map((r) => r.ms))}–${Math.max(...f.runs.map((r) => r.ms))}, frame ${f.frames}) · past its loading state ${f.ownMs} ms`
