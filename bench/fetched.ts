// (f) What a host's page fetches before the visitor shows any intent, and after. The Portico
// app of (a), served as built, in Chromium: the JS fetched in the 4 s after load with nothing
// touched; then what the pointer resting on the button adds (intent: Portico preloads what the
// first open paints); then what the click adds until the Connect view shows. Off-machine calls
// (the services, the RPC) are refused, as offline; they change no chunk that loads.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../scripts/chromium'

export interface FetchedReport {
  /** gzip KiB of JS fetched in the 4 s after load, nothing touched. */
  afterLoadKiB: number
  /** gzip KiB of JS added by the pointer resting on the button (1 s). */
  onIntentKiB: number
  /** gzip KiB of JS added by the click, until the Connect view shows. */
  onOpenKiB: number
  afterLoad: string[]
  onIntent: string[]
  onOpen: string[]
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 100) / 100
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

export async function measureFetched(outDir: string): Promise<FetchedReport> {
  const server = createServer((request, response) => {
    const asked = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const path = asked === '/' ? '/index.html' : asked
    readFile(join(outDir, path))
      .then((body) =>
        response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body),
      )
      .catch(() => response.writeHead(404).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const origin = `http://127.0.0.1:${port}`
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    )
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === origin && url.pathname.endsWith('.js')) fetched.push(url.pathname)
    })
    const sizeOf = async (paths: string[]) =>
      kib(
        (
          await Promise.all(paths.map(async (p) => gzipSync(await readFile(join(outDir, p)), { level: 9 }).length))
        ).reduce((a, b) => a + b, 0),
      )
    const since = (from: number) => fetched.slice(from)

    await page.goto(origin)
    await page.waitForTimeout(4000)
    const afterLoad = since(0)
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    await button.hover()
    await page.waitForTimeout(1000)
    const onIntent = since(afterLoad.length)
    await button.click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
    const onOpen = since(afterLoad.length + onIntent.length)
    return {
      afterLoadKiB: await sizeOf(afterLoad),
      onIntentKiB: await sizeOf(onIntent),
      onOpenKiB: await sizeOf(onOpen),
      afterLoad,
      onIntent,
      onOpen,
    }
  } finally {
    await browser.close()
    await new Promise((resolve) => server.close(resolve))
  }
}
