// The demo's Vite config, as a function of the anvil node it talks to. scripts/dev.ts, the
// browser tests and the bench build it through demo/server.ts; the default export lets
// `npx vite --config demo/vite.config.ts` serve the demo against an anvil you started
// yourself (PORTICO_ANVIL_URL, default http://127.0.0.1:8545).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
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
  port?: number
  /** Vite's dependency cache. Separate per user, so a running demo and the tests never share one. */
  cacheDir?: string
}

export function demoViteConfig({ anvilUrl, port, cacheDir }: DemoConfigOptions): InlineConfig {
  return {
    configFile: false,
    root: demoRoot,
    plugins: [react(), mswWorker()],
    define: { __PORTICO_DEMO_ANVIL_URL__: JSON.stringify(anvilUrl) },
    cacheDir: cacheDir ?? fileURLToPath(new URL('../node_modules/.vite-demo', import.meta.url)),
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port, strictPort: port !== undefined, warmup: { clientFiles: ['./main.tsx'] } },
    // Pre-bundled up front: a dependency first met in a lazy chunk (the api's zod) would make
    // Vite re-optimize and reload the page while a visitor, or a test, is using it.
    optimizeDeps: { include: ['zod', 'zod/mini', 'viem', 'msw', 'msw/browser', '@mswjs/data', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux'] },
    preview: { host: '127.0.0.1', port, strictPort: port !== undefined },
  }
}

export default demoViteConfig({ anvilUrl: process.env.PORTICO_ANVIL_URL ?? 'http://127.0.0.1:8545' })
