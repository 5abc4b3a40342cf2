// What the browser figures run on, started in one place. The local chain is anvil, bare or with
// the demo's contracts. Beside it, where a figure asks, is the local Solana chain with the demo's
// accounts funded. The HTTP mock server answers the services and forwards their JSON-RPC calls
// to those chains. Then the demo's production build, with the embedded wallet's fake frame on an
// origin of its own where asked. Last, Chromium. They start in that order, each told the
// addresses of those before it. They stop in the reverse order, all of them, whether the figure
// ended or failed: one that fails to stop does not keep the others running.
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { startDemoPreviewWithFrame, startDemoServer, type DemoServer } from '../demo/server'
import type { DemoPage } from '../demo/vite.config'
import { startAnvil, type Anvil } from '../mocks/chain/anvil'
import { startDemoChain } from '../mocks/chain/demoChain'
import { solanaLocalnet } from '../mocks/db/chains'
import { startHttpMockServer, type HttpMockServer } from '../mocks/server/httpServer'
import { startDemoSolana, type DemoSolana } from '../mocks/solana/demoSolana'
import { launchChromium } from '../scripts/chromium'

export interface DemoStackOptions {
  /** 'demo': anvil with the demo's contracts (mocks/chain/demoChain); 'bare': anvil with nothing on it. */
  chain: 'demo' | 'bare'
  /** The local Solana chain (mocks/solana/demoSolana), its JSON-RPC forwarded by the mocks too. */
  solana?: boolean
  /** The embedded wallet's fake frame, served from the same build on an origin of its own. */
  frame?: boolean
  /** The demo's pages to build; all of them by default. */
  only?: readonly DemoPage[]
  /** The demo page's search params, in this order; `mocks` (the mock server's origin) comes last. */
  params: Record<string, string>
}

export interface DemoStack {
  anvil: Anvil
  solana?: DemoSolana
  mocks: HttpMockServer
  demo: DemoServer
  frameOrigin?: DemoServer
}

/** Vite's dependency cache for the bench's builds, apart from the browser tests' and a running demo's. */
const cacheDir = fileURLToPath(new URL('../node_modules/.vite-demo-bench', import.meta.url))

/** Starts what `options` asks for, runs `figure` on the demo's page, and stops everything again. */
export async function withDemoStack<T>(
  options: DemoStackOptions,
  figure: (browser: Browser, pageUrl: string, stack: DemoStack) => Promise<T>,
): Promise<T> {
  const stops: (() => Promise<void>)[] = []
  const started = <S>(thing: S, stop: (thing: S) => Promise<void>) => {
    stops.push(() => stop(thing))
    return thing
  }
  let outcome: { value: T } | { error: unknown }
  try {
    const anvil = started(await (options.chain === 'demo' ? startDemoChain() : startAnvil()), (a) => a.stop())
    const solana = options.solana ? started(await startDemoSolana(), (s) => s.stop()) : undefined
    const mocks = started(
      await startHttpMockServer({
        anvil: { url: anvil.url, caipNetworkIds: ['eip155:31337'] },
        ...(solana && { solana: { url: solana.url, caipNetworkIds: [solanaLocalnet] } }),
      }),
      (m) => m.close(),
    )
    const build = {
      anvilUrl: anvil.url,
      ...(solana && { solanaUrl: solana.url }),
      ...(options.only && { only: options.only }),
      cacheDir,
    }
    const servers = options.frame
      ? await startDemoPreviewWithFrame(build)
      : { demo: await startDemoServer({ mode: 'preview', ...build }), frameOrigin: undefined }
    const demo = started(servers.demo, (d) => d.close())
    const frameOrigin = servers.frameOrigin && started(servers.frameOrigin, (f) => f.close())
    const browser = started(await launchChromium(), (b) => b.close())
    const url = new URL(demo.url)
    for (const [name, value] of Object.entries({ ...options.params, mocks: mocks.origin }))
      url.searchParams.set(name, value)
    outcome = { value: await figure(browser, url.href, { anvil, solana, mocks, demo, frameOrigin }) }
  } catch (error) {
    outcome = { error }
  }
  const stopFailures: unknown[] = []
  for (const stop of stops.reverse()) {
    try {
      await stop()
    } catch (error) {
      stopFailures.push(error)
    }
  }
  const failures = 'error' in outcome ? [outcome.error, ...stopFailures] : stopFailures
  if (failures.length > 1) throw new AggregateError(failures, `demo stack: ${failures.length} failures`)
  if ('error' in outcome) throw outcome.error
  if (stopFailures.length > 0) throw stopFailures[0]
  return outcome.value
}
