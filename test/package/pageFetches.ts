// What a built host page fetches, as Chromium sees it: every request, each script's text, in the
// phase it was asked in (the first load, then what the test does next). The headless host's
// checks read it: the modal's code never comes, and how much comes with a first load and a first
// connect, against the modal app doing the same.
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

export interface Fetched {
  url: string
  type: string
  phase: string
  /** The decoded body's bytes, and gzipped (level 9, as a static host serves text). */
  bytes: number
  gzip: number
  /** A script's text, to look for the modal's code in. */
  script?: string
}

/**
 * The attribute every view of the modal carries on its root (`data-view`, ModalFrame and the
 * views' switch): in no other code of Portico's, and kept as written by any minifier (a JSX
 * prop's name is a string). A script holding it is the modal's.
 */
export const modalViewMarker = 'data-view'

/** The scripts among `fetched` that hold the modal's view code. */
export const modalScripts = (fetched: Fetched[]) =>
  fetched.filter((item) => item.script?.includes(modalViewMarker)).map((item) => item.url)

/** Records what `page` fetches from now on; `phase(name)` starts the next phase. */
export function recordFetches(page: Page) {
  const fetched: Fetched[] = []
  const reading: Promise<void>[] = []
  let phase = 'load'
  let inFlight = 0
  let lastChange = Date.now()
  page.on('request', () => {
    inFlight++
    lastChange = Date.now()
  })
  const settled = () => {
    inFlight--
    lastChange = Date.now()
  }
  page.on('requestfailed', settled)
  page.on('requestfinished', (request) => {
    const asked = phase
    reading.push(
      (async () => {
        // A request that finishes while the test closes the page (after `all()` was read) has
        // no response left to ask for: its body is unknown, and no rejection may go unhandled.
        const body = await request
          .response()
          .then((response) => response?.body())
          .catch(() => undefined)
        const type = request.resourceType()
        fetched.push({
          url: request.url(),
          type,
          phase: asked,
          bytes: body?.length ?? 0,
          gzip: body ? gzipSync(body, { level: 9 }).length : 0,
          ...(type === 'script' && body ? { script: body.toString('utf8') } : {}),
        })
      })().finally(settled),
    )
  })
  return {
    phase: (name: string) => void (phase = name),
    /** Resolves once no request has been under way for `quietMs` (a WebSocket is not one). */
    async quiet(quietMs = 500, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > until) throw new Error(`still fetching after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async all(): Promise<Fetched[]> {
      await Promise.all(reading)
      return fetched
    },
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** One phase of one app, in a line: requests, and the scripts' bytes raw and gzipped. */
export function summary(fetched: Fetched[], phase: string) {
  const asked = fetched.filter((item) => item.phase === phase)
  const scripts = asked.filter((item) => item.type === 'script')
  const sum = (key: 'bytes' | 'gzip') => scripts.reduce((total, item) => total + item[key], 0)
  return {
    requests: asked.length,
    scripts: scripts.length,
    jsBytes: sum('bytes'),
    jsGzip: sum('gzip'),
    line: `${asked.length} requests, ${scripts.length} scripts: ${kib(sum('bytes'))} of JS (${kib(sum('gzip'))} gzip)`,
    files: scripts.map((item) => `${new URL(item.url).pathname} ${kib(item.gzip)} gzip`),
  }
}
