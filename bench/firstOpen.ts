// (g) The first open as a visitor meets it, on the host apps of bench/hostApps.ts, each page
// fresh (a new browser context: cold caches, no storage):
//   how      click   the mouse comes onto the button and presses at once (Playwright's click:
//                    no rest on the button, so no hover before it, and no time held down)
//            held    the same click, the button held down 80 ms as a hand holds it
//            enter   Tab to the button, Enter at once
//            tap     a phone (touch, 390×844): the finger's tap, with no hover at all
//            script  the page's own script clicks (no pointer, no focus): a host's open()
//   when     settled the page has loaded and the network has been quiet for 500 ms, as for a
//                    visitor who looks before clicking
//            atOnce  the press comes as soon as the button is on the screen, before the page
//                    finished loading: the worst honest case
//            warm    settled, opened once and closed (Escape) before: the second open
//   network  fast     this machine's loopback
//            slow     Chromium's emulation of a mid-range phone on 4G: 150 ms round trip,
//                    1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×
// Per run, in the page's clock (bench/probes.js): the input's timeStamp → the first frame with
// the dialog (and how many frames came before it), with its content (its own controls, not a
// placeholder), with the wallet rows; and the requests the press waits on (those it started
// and those still on their way when it came, up to the rows being shown): how many, how deep
// their longest chain, how many bytes; and apart, what went out after the rows were shown.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import type { HostApp } from './hostApps'
import { framesBetween, median, probe, probes, round } from './page'

export type How = 'click' | 'held' | 'enter' | 'tap' | 'script'
export type When = 'settled' | 'atOnce' | 'warm'
export type Network = 'fast' | 'slow'

export interface Shown {
  /** Input (its timeStamp) → the rAF callback of the first frame showing it, ms. */
  ms: number
  /** Frames between the page receiving the input and that one (0: the very next frame). */
  frames: number
}

export interface OpenRun {
  dialog: Shown
  content?: Shown
  rows?: Shown
  /** The page's navigation → the first frame with the content (the first wallet named), ms. */
  sinceNavigationMs?: number
  requests: RequestsAfter
}

export interface RequestsAfter {
  count: number
  scripts: number
  /** The longest chain: a request that started only after another of these had ended is one deeper. */
  depth: number
  /**
   * The same among the scripts alone: a chain of dynamic imports, one chunk's arrival starting
   * the next request. The rest of `depth` is data a request waits on (the rows' images follow
   * the list that names them).
   */
  scriptDepth: number
  kib: number
  scriptKiB: number
  /** Requests that went out once the rows were shown (ahead for what comes next): count, KiB. */
  later: number
  laterKiB: number
}

export interface OpenFigure {
  app: HostApp['name']
  how: How
  when: When
  network: Network
  runs: OpenRun[]
  /** Medians over the runs. */
  dialogMs: number
  dialogFrames: number
  contentMs: number
  rowsMs: number
  /** Navigation → the content: what a visitor who presses as soon as the button shows waits in all. */
  sinceNavigationMs: number
  requests: RequestsAfter
}

/** Chromium's network emulation for a mid-range phone on 4G, and its CPU slowed 4×. */
const slow = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8, cpuRate: 4 }
const waitMs = 30_000
/** How long a hand holds a mouse button down in a click (its press, not a rest before it). */
const heldMs = 80

async function newPage(browser: Browser, how: How, network: Network) {
  const phone = how === 'tap'
  const context: BrowserContext = await browser.newContext(
    phone
      ? {
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
          deviceScaleFactor: Number(process.env.BENCH_DPR ?? 3),
        }
      : { viewport: { width: 1280, height: 800 } },
  )
  context.setDefaultTimeout(waitMs)
  await context.addInitScript({ content: await probes })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (network === 'slow') {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow.latency,
      downloadThroughput: slow.downloadThroughput,
      uploadThroughput: slow.uploadThroughput,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuRate })
  }
  return { context, page, cdp }
}

interface Request {
  url: string
  type: string
  /** The network's clock (CDP timestamps, seconds). */
  sentAt: number
  /** The wall clock (epoch ms), to place it beside the page's clock. */
  sentWall: number
  endedAt?: number
  bytes: number
}

/** Every request the page makes, on the network's clock (CDP timestamps, seconds). */
function recordRequests(cdp: CDPSession) {
  const byId = new Map<string, Request>()
  const all: Request[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return
    const request = {
      url: event.request.url,
      type: event.type ?? 'Other',
      sentAt: event.timestamp,
      sentWall: event.wallTime * 1000,
      bytes: 0,
    }
    byId.set(event.requestId, request)
    all.push(request)
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId)
    if (!request) return
    request.endedAt = event.timestamp
    request.bytes = event.encodedDataLength
  })
  cdp.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId)
    if (request) request.endedAt = event.timestamp
  })
  return all
}

/** The longest chain in `requests`: one that started only after another had ended is one deeper (an upper bound). */
function longestChain(requests: Request[]): number {
  const depth = new Map<Request, number>()
  for (const request of [...requests].sort((a, b) => a.sentAt - b.sentAt)) {
    const before = requests.filter((other) => other.endedAt !== undefined && other.endedAt <= request.sentAt)
    depth.set(request, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)))
  }
  return Math.max(0, ...depth.values())
}

/** Time after the rows are shown in which their own images still go out. */
const rowsImagesMs = 100

/**
 * The requests the press waits on: those it started (from `from` on) and those still on their
 * way when it came (`pending`), up to the rows being shown (`shownWall`, their images with them):
 * count, scripts, bytes, and the longest chain of them (among those something on the screen
 * waits for: not `notWaitedOn`). What goes out after that is counted apart.
 */
function requestsAfter(
  all: Request[],
  from: number,
  pending: Set<Request>,
  shownWall: number,
  notWaitedOn?: RegExp,
): RequestsAfter {
  const since = [...all.slice(0, from).filter((r) => pending.has(r)), ...all.slice(from)]
  const after = since.filter((r) => r.sentWall <= shownWall + rowsImagesMs)
  const later = since.filter((r) => !after.includes(r))
  const waitedOn = after.filter((request) => !notWaitedOn?.test(request.url))
  const kib = (list: Request[]) => round(list.reduce((sum, r) => sum + r.bytes, 0) / 1024)
  const scripts = after.filter((r) => r.type === 'Script')
  return {
    count: after.length,
    scripts: scripts.length,
    depth: longestChain(waitedOn),
    scriptDepth: longestChain(waitedOn.filter((r) => r.type === 'Script')),
    kib: kib(after),
    scriptKiB: kib(scripts),
    later: later.length,
    laterKiB: kib(later),
  }
}

/** Waits for the page to settle: loaded, and the network quiet for 500 ms. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle')
}

async function press(page: Page, how: How) {
  const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
  if (how === 'click') await button.click()
  else if (how === 'held') await button.click({ delay: heldMs })
  else if (how === 'tap') await button.tap()
  else if (how === 'script') await button.evaluate((element: HTMLElement) => element.click())
  else {
    // Tab until the button has focus, then Enter.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if (await button.evaluate((element) => element === document.activeElement)) break
    }
    await page.keyboard.press('Enter')
  }
}

/** One fresh page: the press, what it shows frame by frame, the requests it starts. */
async function openOnce(browser: Browser, app: HostApp, how: How, when: When, network: Network): Promise<OpenRun> {
  const { context, page, cdp } = await newPage(browser, how, network)
  try {
    const requests = recordRequests(cdp)
    await page.goto(app.url, { waitUntil: when === 'atOnce' ? 'commit' : 'load' })
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    await button.waitFor()
    if (when !== 'atOnce') await settle(page)
    if (when === 'warm') {
      await press(page, how)
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await settle(page)
    }
    await probe(page, 'start()')
    await probe(
      page,
      `watchShown(${JSON.stringify({ dialog: app.dialog, content: app.content, rows: app.rows })}, ${JSON.stringify(app.shadowHost ?? null)})`,
    )
    const from = requests.length
    const pending = new Set(requests.filter((r) => r.endedAt === undefined))
    await press(page, how)
    const seen = async () =>
      (await probe(page, 'watched()')) as Record<string, { at: number; frameStart: number; frame: number }>
    const deadline = Date.now() + waitMs
    while (!(await seen()).rows && Date.now() < deadline) await page.waitForTimeout(50)
    // What the open still asks for (images, the rest of the data) once the rows are there.
    await page.waitForLoadState('networkidle')
    const shown = await seen()
    const input = (await probe(page, `lastInput(${JSON.stringify(how === 'enter' ? 'keydown' : 'click')})`)) as {
      at: number
      handledAt: number
    }
    const { frames, frameStarts, inputs } = (await probe(page, 'stop()')) as {
      frames: number[]
      frameStarts: number[]
      inputs: unknown[]
    }
    if (process.env.BENCH_DEBUG) {
      console.log(JSON.stringify({ inputs, frames: frames.slice(0, 12), shown }))
      const t0 = Math.min(...requests.map((r) => r.sentAt))
      const origin = (await page.evaluate('performance.timeOrigin')) as number
      for (const r of process.env.BENCH_DEBUG === 'all'
        ? requests
        : [...requests.slice(0, from).filter((r) => pending.has(r)), ...requests.slice(from)])
        console.log(
          `   ${r.type.padEnd(8)} ${((r.sentAt - t0) * 1000).toFixed(0)}→${(((r.endedAt ?? NaN) - t0) * 1000).toFixed(0)} page ${(r.sentWall - origin).toFixed(0)} ${r.url.replace(/^.*\//, '').slice(0, 80)}`,
        )
    }
    const of = (name: string): Shown | undefined =>
      shown[name] && {
        ms: round(shown[name].at - input.at),
        frames: framesBetween(frameStarts, input.handledAt, shown[name].frameStart),
      }
    if (!of('dialog')) throw new Error(`${app.name}: no dialog after ${how} (${when}, ${network})`)
    const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number
    const last = shown.rows ?? shown.content ?? shown.dialog!
    return {
      dialog: of('dialog')!,
      content: of('content'),
      rows: of('rows'),
      sinceNavigationMs: shown.content && round(shown.content.at),
      requests: requestsAfter(requests, from, pending, timeOrigin + last.at, app.notWaitedOn),
    }
  } finally {
    await context.close()
  }
}

const medianOf = (values: (number | undefined)[]) => round(median(values.filter((v): v is number => v !== undefined)))

export async function measureFirstOpen(
  browser: Browser,
  app: HostApp,
  plan: { how: How; when: When; network: Network }[],
  runs: number,
  log: (line: string) => void,
): Promise<OpenFigure[]> {
  const figures: OpenFigure[] = []
  for (const { how, when, network } of plan) {
    const list: OpenRun[] = []
    for (let run = 0; run < runs; run++) list.push(await openOnce(browser, app, how, when, network))
    const pick = (f: (r: OpenRun) => number | undefined) => medianOf(list.map(f))
    const figure: OpenFigure = {
      app: app.name,
      how,
      when,
      network,
      runs: list,
      dialogMs: pick((r) => r.dialog.ms),
      dialogFrames: pick((r) => r.dialog.frames),
      contentMs: pick((r) => r.content?.ms),
      rowsMs: pick((r) => r.rows?.ms),
      sinceNavigationMs: pick((r) => r.sinceNavigationMs),
      requests: {
        count: pick((r) => r.requests.count),
        scripts: pick((r) => r.requests.scripts),
        depth: pick((r) => r.requests.depth),
        scriptDepth: pick((r) => r.requests.scriptDepth),
        kib: pick((r) => r.requests.kib),
        scriptKiB: pick((r) => r.requests.scriptKiB),
        later: pick((r) => r.requests.later),
        laterKiB: pick((r) => r.requests.laterKiB),
      },
    }
    figures.push(figure)
    log(`  ${describe(figure)}`)
  }
  return figures
}

const spread = (values: number[]) => `${round(Math.min(...values))}–${round(Math.max(...values))}`

export function describe(f: OpenFigure): string {
  const dialog = f.runs.map((r) => r.dialog.ms)
  return [
    `${f.app.padEnd(10)} ${f.how.padEnd(6)} ${f.when.padEnd(7)} ${f.network.padEnd(4)}`,
    `dialog ${f.dialogMs} ms (${spread(dialog)}, frame ${f.dialogFrames})`,
    `content ${f.contentMs} ms`,
    `rows ${f.rowsMs} ms`,
    `navigation → content ${f.sinceNavigationMs} ms`,
    `after the press: ${f.requests.count} requests (${f.requests.scripts} scripts ${f.requests.scriptDepth} deep, ${f.requests.scriptKiB} KiB), ${f.requests.depth} deep, ${f.requests.kib} KiB; ${f.requests.later} later (${f.requests.laterKiB} KiB)`,
  ].join(' · ')
}
