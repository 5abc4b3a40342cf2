// The demo's Vite config, as a function of the anvil node and the WalletConnect relay it talks
// to. scripts/dev.ts, the browser tests and the bench build it through demo/server.ts; the
// default export lets `npx vite --config demo/vite.config.ts` serve the demo against an anvil
// and a relay you started yourself (PORTICO_ANVIL_URL, default http://127.0.0.1:8545;
// PORTICO_SOLANA_URL, default http://127.0.0.1:8899; PORTICO_RELAY_URL, default ws://127.0.0.1:5555; PORTICO_FRAME_URL, no default). Six pages: the
// demo (index.html), the WalletConnect wallet (wallet.html), and the embedded wallet's fake
// frame (frame.html) with its inbox (inbox.html), its fake social provider's consent page
// (social.html) and its fake Farcaster approval page (farcaster.html), served from a second server so that they have an origin of their own, in dev
// and in builds.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import {
  mockWalletDependencies,
  porticoDependencies,
  walletConnectWalletDependencies,
} from '../scripts/prebundledDependencies'
import type { InlineConfig, Plugin } from 'vite'

export const demoRoot = fileURLToPath(new URL('.', import.meta.url))
const workerFile = fileURLToPath(new URL('../mocks/browser/mockServiceWorker.js', import.meta.url))
export const workerPath = '/mockServiceWorker.js'

/** The MSW worker must be served at the site root (its scope is where it is served from). */
function mswWorker(): Plugin {
  return {
    name: 'portico-demo:msw-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== workerPath) return next()
        res.setHeader('content-type', 'text/javascript')
        res.setHeader('cache-control', 'no-cache')
        res.end(readFileSync(workerFile))
      })
    },
    // Builds (the bench) ship it beside index.html, where `vite preview` serves it.
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerPath.slice(1), source: readFileSync(workerFile, 'utf8') })
    },
  }
}

export interface DemoConfigOptions {
  anvilUrl: string
  /** The local Solana chain (mocks/solana). Absent: the page's default, http://127.0.0.1:8899. */
  solanaUrl?: string
  /** The local WalletConnect relay (mocks/relay). Absent: the page's default, ws://127.0.0.1:5555. */
  relayUrl?: string
  /** The fake frame's page on its own origin (another demo server). Absent: no email or social logins. */
  frameUrl?: string
  /**
   * The ERC-4337 bundler and the ERC-7677 paymaster service beside the node (startSponsoredChain).
   * Absent: no sponsored gas (`?sponsorship=1` has nothing to use) and no ERC-4337 wallet.
   */
  bundlerUrl?: string
  paymasterUrl?: string
  port?: number
  /** Vite's dependency cache. Separate per user, so a running demo and the tests never share one. */
  cacheDir?: string
  /** The pages to build (all by default): a test that needs only the fake frame builds only it. */
  only?: readonly DemoPage[]
}

/** The pages, for the build (dev serves every .html under the root anyway). */
const pages = {
  main: fileURLToPath(new URL('./index.html', import.meta.url)),
  wallet: fileURLToPath(new URL('./wallet.html', import.meta.url)),
  frame: fileURLToPath(new URL('./frame.html', import.meta.url)),
  inbox: fileURLToPath(new URL('./inbox.html', import.meta.url)),
  social: fileURLToPath(new URL('./social.html', import.meta.url)),
  farcaster: fileURLToPath(new URL('./farcaster.html', import.meta.url)),
  checkout: fileURLToPath(new URL('./checkout.html', import.meta.url)),
  frameHost: fileURLToPath(new URL('./frameHost.html', import.meta.url)),
  // A Farcaster client standing in: the demo in its iframe as a mini app, with the host's wallet.
  miniAppHost: fileURLToPath(new URL('./miniAppHost.html', import.meta.url)),
}
export type DemoPage = keyof typeof pages

export function demoViteConfig({
  anvilUrl,
  solanaUrl,
  relayUrl,
  frameUrl,
  bundlerUrl,
  paymasterUrl,
  port,
  cacheDir,
  only,
}: DemoConfigOptions): InlineConfig {
  return {
    configFile: false,
    root: demoRoot,
    plugins: [react(), mswWorker()],
    define: {
      __PORTICO_DEMO_ANVIL_URL__: JSON.stringify(anvilUrl),
      __PORTICO_DEMO_SOLANA_URL__: JSON.stringify(solanaUrl ?? null),
      __PORTICO_DEMO_RELAY_URL__: JSON.stringify(relayUrl ?? null),
      __PORTICO_DEMO_FRAME_URL__: JSON.stringify(frameUrl ?? null),
      __PORTICO_DEMO_BUNDLER_URL__: JSON.stringify(bundlerUrl ?? null),
      __PORTICO_DEMO_PAYMASTER_URL__: JSON.stringify(paymasterUrl ?? null),
    },
    cacheDir: cacheDir ?? fileURLToPath(new URL('../node_modules/.vite-demo', import.meta.url)),
    logLevel: 'warn',
    clearScreen: false,
    server: {
      host: '127.0.0.1',
      port,
      strictPort: port !== undefined,
      // Vite refuses a Host it does not know (DNS rebinding). The browser tests' origin check
      // (test/e2e/originCheck.suite.ts) maps shop.test to this server in Chromium, to serve the
      // demo on an origin no project allows; `.test` is reserved and never resolves elsewhere.
      allowedHosts: ['shop.test'],
      warmup: { clientFiles: ['./main.tsx', './walletPage/main.tsx'] },
    },
    build: {
      rolldownOptions: {
        input: only ? Object.fromEntries(only.map((page) => [page, pages[page]])) : pages,
      },
    },
    // Pre-bundled up front (scripts/prebundledDependencies.ts says why).
    optimizeDeps: {
      include: [...porticoDependencies, ...mockWalletDependencies, ...walletConnectWalletDependencies],
    },
    preview: { host: '127.0.0.1', port, strictPort: port !== undefined },
  }
}

export default demoViteConfig({
  anvilUrl: process.env.PORTICO_ANVIL_URL ?? 'http://127.0.0.1:8545',
  solanaUrl: process.env.PORTICO_SOLANA_URL,
  relayUrl: process.env.PORTICO_RELAY_URL,
  frameUrl: process.env.PORTICO_FRAME_URL,
  bundlerUrl: process.env.PORTICO_BUNDLER_URL,
  paymasterUrl: process.env.PORTICO_PAYMASTER_URL,
})
