// (a) What a host's first load grows by when it renders Portico's button. Two minimal apps are
// built for production in a scratch folder: React rendering a button (the baseline) and React
// rendering <PorticoProvider config><ConnectButton/></PorticoProvider> from the built package
// (`portico` linked as a host installs it, bench/hostApps.ts). The initial load is
// what the HTML loads before anything is clicked: the entry chunk, its static imports and their
// CSS, from Vite's manifest. Lazy chunks (the modal, each view) are counted apart.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Manifest } from 'vite'
import { contributions } from './breakdown'
import { measureFetched, type FetchedReport } from './fetched'
import { linkPackage } from './hostApps'

const repo = fileURLToPath(new URL('..', import.meta.url))

export interface ChunkSize {
  file: string
  gzipKiB: number
}

export interface AppSize {
  initialGzipKiB: number
  /** The initial load by npm package or src/ folder (gzip estimated from minified bytes). */
  initialBreakdown: { group: string; gzipKiB: number }[]
  initialFiles: ChunkSize[]
  lazyGzipKiB: number
  lazyChunks: ChunkSize[]
  /**
   * What a visitor's browser loads on taking a WalletConnect path: the connector's chunk, the
   * SDK's, and what they import that neither the initial load nor the first open's parts (the
   * idle fetch) carried.
   */
  walletConnect: { gzipKiB: number; chunks: ChunkSize[]; breakdown: { group: string; gzipKiB: number }[] }
}

export interface SizeReport {
  baseline: AppSize
  portico: AppSize
  initialKiBAdded: number
  /** (f) The Portico app in Chromium: JS fetched before any intent, on intent, on the first open. */
  fetched: FetchedReport
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 100) / 100

const html = `<!doctype html><html><head><meta charset="UTF-8" /><title>bench</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`

const baselineMain = `import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')!).render(<button type="button">Connect Wallet</button>)
`

const porticoMain = `import { createRoot } from 'react-dom/client'
import { ConnectButton, mainnet, PorticoProvider } from 'portico'
const config = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }
createRoot(document.getElementById('root')!).render(
  <PorticoProvider config={config}>
    <ConnectButton />
  </PorticoProvider>,
)
`

async function gzipSize(dir: string, file: string): Promise<ChunkSize> {
  return { file, gzipKiB: kib(gzipSync(await readFile(join(dir, file)), { level: 9 }).length) }
}

async function buildApp(dir: string, main: string, withPackage = false): Promise<AppSize> {
  await mkdir(dir, { recursive: true })
  if (withPackage) await linkPackage(dir)
  await writeFile(join(dir, 'index.html'), html)
  await writeFile(join(dir, 'main.tsx'), main)
  const outDir = join(dir, 'dist')
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false, sourcemap: 'hidden' },
  })
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entryKey) throw new Error(`No entry chunk in the manifest of ${dir}`)

  // The entry and what it imports statically, transitively: all of it loads before first paint.
  const initialKeys = new Set<string>()
  const visit = (key: string) => {
    if (initialKeys.has(key)) return
    initialKeys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entryKey)
  // The first open's parts (react/idlePreload.ts: the api and the modal's body) and their
  // static imports: on the page before a visitor can take any path in the modal.
  const openKeys = new Set<string>()
  const visitOpen = (key: string) => {
    if (openKeys.has(key) || initialKeys.has(key)) return
    openKeys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visitOpen(imported)
  }
  for (const [key, chunk] of Object.entries(manifest))
    if (/src\/(composition\/apiParts|views\/chrome\/ModalBody)\.[jt]s$/.test(chunk.src ?? key)) visitOpen(key)
  // The WalletConnect path: the chunks whose source is the connector or the SDK module, and
  // their static imports, less the initial load and the first open's parts.
  const walletConnectKeys = new Set<string>()
  const visitPath = (key: string) => {
    if (walletConnectKeys.has(key) || initialKeys.has(key) || openKeys.has(key)) return
    walletConnectKeys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visitPath(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/src\/connectors\/walletConnect\/(walletConnectConnector|sdk)\.[jt]s$/.test(chunk.src ?? key)) visitPath(key)
  }
  if (withPackage && openKeys.size === 0)
    throw new Error(`No chunk of the first open's parts in the manifest of ${dir}`)
  const initialFiles = new Set<string>()
  for (const key of initialKeys) {
    const chunk = manifest[key]!
    initialFiles.add(chunk.file)
    for (const css of chunk.css ?? []) initialFiles.add(css)
  }
  const lazyFiles = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (initialKeys.has(key) || !/\.(js|css)$/.test(chunk.file)) continue
    lazyFiles.add(chunk.file)
    for (const css of chunk.css ?? []) if (!initialFiles.has(css)) lazyFiles.add(css)
  }
  const initial = await Promise.all([...initialFiles].map((file) => gzipSize(outDir, file)))
  const lazy = (await Promise.all([...lazyFiles].map((file) => gzipSize(outDir, file)))).sort(
    (a, b) => b.gzipKiB - a.gzipKiB,
  )
  const sum = (sizes: ChunkSize[]) => kib(sizes.reduce((total, s) => total + s.gzipKiB * 1024, 0))
  const initialGzipKiB = sum(initial)
  const parts = await contributions(outDir, [...initialFiles])
  const totalBytes = parts.reduce((total, p) => total + p.bytes, 0) || 1
  const initialBreakdown = parts.map(({ group, bytes }) => ({
    group,
    gzipKiB: Math.round((bytes / totalBytes) * initialGzipKiB * 100) / 100,
  }))
  const walletConnectFiles = [...walletConnectKeys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
  const walletConnectChunks = (await Promise.all(walletConnectFiles.map((file) => gzipSize(outDir, file)))).sort(
    (a, b) => b.gzipKiB - a.gzipKiB,
  )
  const walletConnectGzipKiB = sum(walletConnectChunks)
  const walletConnectParts = await contributions(outDir, walletConnectFiles)
  const walletConnectBytes = walletConnectParts.reduce((total, p) => total + p.bytes, 0) || 1
  const walletConnect = {
    gzipKiB: walletConnectGzipKiB,
    chunks: walletConnectChunks,
    breakdown: walletConnectParts.map(({ group, bytes }) => ({
      group,
      gzipKiB: Math.round((bytes / walletConnectBytes) * walletConnectGzipKiB * 100) / 100,
    })),
  }
  return {
    initialGzipKiB,
    initialBreakdown,
    initialFiles: initial,
    lazyGzipKiB: sum(lazy),
    lazyChunks: lazy,
    walletConnect,
  }
}

export async function measureInitialLoad(): Promise<SizeReport> {
  // Inside the repo's node_modules, so the apps resolve react and friends like a host would.
  const parent = join(repo, 'node_modules/.cache')
  await mkdir(parent, { recursive: true })
  const dir = await mkdtemp(join(parent, 'portico-bench-'))
  try {
    const baseline = await buildApp(join(dir, 'baseline'), baselineMain)
    const portico = await buildApp(join(dir, 'portico'), porticoMain, true)
    const fetched = await measureFetched(join(dir, 'portico', 'dist'))
    return {
      baseline,
      portico,
      initialKiBAdded: kib((portico.initialGzipKiB - baseline.initialGzipKiB) * 1024),
      fetched,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
