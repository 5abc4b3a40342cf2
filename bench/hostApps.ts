// The host apps the first-open figures are taken on, each built for production with Vite and
// served as built from 127.0.0.1 (HTTP/1.1, as a plain static host):
//   portico    the README's first example (examples/vite-host) as a host installs it: the
//              package built (`npm run build`) and linked as node_modules/portico, the services
//              pointed at the bench's HTTP mock server (VITE_PORTICO_MOCKS, as the package test does)
//   rainbowkit RainbowKit 2 with wagmi's default config and its ConnectButton, its dependencies
//              installed from the registry on the first run and kept in node_modules/.cache
//   plain      React alone opening a plain role=dialog: the floor any modal stands on
import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { porticoModalHost } from './page'

const run = promisify(execFile)
const repo = fileURLToPath(new URL('..', import.meta.url))
const cache = join(repo, 'node_modules/.cache/bench-hosts')

/** How the bench finds an app's button, its dialog and the dialog's list of wallets. */
export interface HostApp {
  name: 'portico' | 'rainbowkit' | 'plain'
  url: string
  /** Where the dialog renders: the page, or the shadow root of this host element. */
  shadowHost?: string
  dialog: string
  /** The first open's content: the dialog's own controls, not a loading placeholder. */
  content: string
  /** The wallet rows a visitor picks from (for Portico, with the directory's recommended ones). */
  rows: string
  /** Requests nothing on the screen waits for (an analytics event sent about the open). */
  notWaitedOn?: RegExp
  close(): Promise<void>
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Serves a built app's folder on 127.0.0.1, gzipped as any static host serves text. */
export async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const gzipped = new Map<string, Buffer>()
  const server = createServer((request, response) => {
    const asked = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const path = asked === '/' ? '/index.html' : asked
    const type = types[extname(path)] ?? 'application/octet-stream'
    const text = /^(text|image\/svg)/.test(type)
    readFile(join(dir, path))
      .then((body) => {
        if (!text || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
          return void response.writeHead(200, { 'content-type': type }).end(body)
        const zipped = gzipped.get(path) ?? gzipSync(body, { level: 9 })
        gzipped.set(path, zipped)
        response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(zipped)
      })
      .catch(() => response.writeHead(404).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/`, server }
}

const closeServer = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()))

type Selectors = Omit<HostApp, 'url' | 'close'>

/** The app in `root` built for production and served; `define` as Vite's. */
async function served(root: string, selectors: Selectors, define?: Record<string, string>): Promise<HostApp> {
  const { url, server } = await serveStatic(await viteBuild(root, define))
  return { ...selectors, url, close: closeServer(server) }
}

async function viteBuild(root: string, define: Record<string, string> = {}) {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    define,
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      reportCompressedSize: false,
      ...(process.env.BENCH_NO_MINIFY ? { minify: false } : {}),
    },
  })
  return join(root, 'dist')
}

let built: Promise<unknown> | undefined

/**
 * Makes `portico` importable from the app in `root` as `npm install portico` leaves it: the
 * package built (once per bench run) and its folder linked, read through its exports.
 */
export async function linkPackage(root: string) {
  await (built ??= run('npm', ['run', 'build'], { cwd: repo, timeout: 240_000 }))
  await mkdir(join(root, 'node_modules'), { recursive: true })
  await symlink(repo, join(root, 'node_modules/portico'), 'dir')
}

/** The README's example against the built package, its services on `mocksOrigin`. */
export async function buildPorticoApp(mocksOrigin: string): Promise<HostApp> {
  const root = join(cache, 'portico')
  await rm(root, { recursive: true, force: true })
  const example = join(repo, 'examples/vite-host')
  for (const part of ['index.html', 'public', 'src/App.tsx', 'src/main.tsx'])
    await cp(join(example, part), join(root, part), { recursive: true })
  await linkPackage(root)
  return served(
    root,
    {
      name: 'portico',
      shadowHost: porticoModalHost,
      dialog: '[role="dialog"]',
      content: '[data-view="Connect"] .p-row',
      rows: '[data-view="Connect"] ul[aria-label="Recommended wallets"] .p-row',
      // Portico's analytics events (POST /batch) go out after the fact; nothing waits for their answer.
      notWaitedOn: /\/analytics\/e\?/,
    },
    { 'import.meta.env.VITE_PORTICO_MOCKS': JSON.stringify(mocksOrigin) },
  )
}

/**
 * RainbowKit's app as its README starts one: wagmi's default config, the providers, its
 * ConnectButton. Its dependencies are installed from the registry on the first run and kept.
 */
const rainbowKitManifest = {
  name: 'bench-rainbowkit',
  private: true,
  type: 'module',
  dependencies: {
    '@rainbow-me/rainbowkit': '2.2.11',
    wagmi: '2.19.5',
    '@tanstack/react-query': '5.108.0',
    viem: '2.57.1',
    react: '19.3.1',
    'react-dom': '19.3.1',
  },
}

const rainbowKitMain = `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'Bench',
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  chains: [mainnet, polygon],
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`

const page = (title: string) => `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>${title}</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`

export async function buildRainbowKitApp(log: (line: string) => void): Promise<HostApp> {
  const root = join(cache, 'rainbowkit')
  const manifest = JSON.stringify(rainbowKitManifest, null, 2)
  const installed = existsSync(join(root, 'package.json')) && (await readFile(join(root, 'package.json'), 'utf8'))
  if (installed !== manifest || !existsSync(join(root, 'node_modules'))) {
    log('  installing RainbowKit and wagmi for the side-by-side figure (once, about 30 s)…')
    await rm(root, { recursive: true, force: true })
    await mkdir(root, { recursive: true })
    await writeFile(join(root, 'package.json'), manifest)
    await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
      cwd: root,
      timeout: 300_000,
    })
  }
  await writeFile(join(root, 'index.html'), page('RainbowKit'))
  await writeFile(join(root, 'main.tsx'), rainbowKitMain)
  const option = '[role="dialog"] [data-testid^="rk-wallet-option-"]'
  return served(root, { name: 'rainbowkit', dialog: '[role="dialog"]', content: option, rows: option })
}

/** React alone: a button that opens a plain dialog with three rows, closed by Escape. */
export async function buildPlainApp(): Promise<HostApp> {
  const root = join(cache, 'plain')
  await mkdir(root, { recursive: true })
  await writeFile(join(root, 'index.html'), page('React only'))
  await writeFile(
    join(root, 'main.tsx'),
    `import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
function App() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    addEventListener('keydown', close)
    return () => removeEventListener('keydown', close)
  }, [])
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Connect Wallet</button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
          <ul>{['One', 'Two', 'Three'].map((name) => <li key={name}><button type="button" className="row">{name}</button></li>)}</ul>
        </div>
      )}
    </>
  )
}
createRoot(document.getElementById('root')!).render(<App />)
`,
  )
  return served(root, {
    name: 'plain',
    dialog: '[role="dialog"]',
    content: '[role="dialog"] .row',
    rows: '[role="dialog"] .row',
  })
}
