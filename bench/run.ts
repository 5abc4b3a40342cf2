// `npm run bench`: the issue's performance figures in one run. Not part of `npm test`.
//   (a) initial-load gzip KiB a host adds by rendering <PorticoProvider><ConnectButton/>
//   (b) click on Connect Wallet → Connect view shown, cold (fresh page) and warm (second open)
//   (c) ms per keystroke filtering All Wallets over a directory of 5,000 wallets
//   (d) DOM elements inside All Wallets with 5,000 wallets
//   (e) WalletConnect through a local relay: click → pairing URI, pair → connected, sign → signature
//   (f) JS a host's page fetches in the 4 s after load, on intent, and on the first open
// `npm run bench -- --json` ends with the figures as one JSON object on the last line.
import { measureInBrowser, pointerRestMs } from './browser'
import { measureInitialLoad } from './size'

const json = process.argv.includes('--json')
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 7)
const walletCount = 5000
const query = 'nova pay 3'

const targets = {
  initialKiBAdded: 40,
  openColdMs: 50,
  openWarmMs: 16.7,
  filterMsPerKeystroke: 16,
  walletConnectUriMs: 500,
  walletConnectRequestMs: 500,
}
const log = (line: string) => console.log(line)
const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER')

log('(a) initial load, production builds…')
const size = await measureInitialLoad()
log(`  baseline (React + a button): ${size.baseline.initialGzipKiB} KiB gzip initially`)
log(
  `  with Portico:                ${size.portico.initialGzipKiB} KiB gzip initially (${size.portico.initialFiles.length} files; imports from ${size.importedFrom})`,
)
log(
  `  lazy chunks: ${size.portico.lazyChunks.length}, ${size.portico.lazyGzipKiB} KiB gzip in all; largest ${size.portico.lazyChunks[0]?.file} ${size.portico.lazyChunks[0]?.gzipKiB} KiB`,
)
const react = new Set(['react', 'react-dom', 'scheduler', 'the app itself'])
log(`  what Portico adds, by package or src/ folder (gzip estimated from minified bytes):`)
for (const part of size.portico.initialBreakdown.filter((p) => !react.has(p.group) && p.gzipKiB >= 0.2))
  log(`    ${part.group.padEnd(28)} ${part.gzipKiB.toFixed(2)} KiB`)

const walletConnect = size.portico.walletConnect
log(
  `  WalletConnect path (loaded on the first pairing or a restored session): ${walletConnect.gzipKiB} KiB gzip in ${walletConnect.chunks.length} chunks`,
)
for (const part of walletConnect.breakdown.filter((p) => p.gzipKiB >= 1))
  log(`    ${part.group.padEnd(28)} ${part.gzipKiB.toFixed(2)} KiB`)
const sdkInInitial = size.portico.initialBreakdown.filter((p) => /^@(walletconnect|reown)\//.test(p.group))
if (sdkInInitial.length > 0)
  log(
    `  WARNING: WalletConnect code in the initial load: ${sdkInInitial.map((p) => `${p.group} ${p.gzipKiB} KiB`).join(', ')}`,
  )

const fetched = size.fetched
log(
  `  in Chromium: ${fetched.afterLoadKiB} KiB gzip of JS fetched in the 4 s after load (${fetched.afterLoad.length} files), ${fetched.onIntentKiB} KiB more with the pointer on the button (${fetched.onIntent.length} files), ${fetched.onOpenKiB} KiB more by the first open`,
)

log(`(b)–(e) Chromium on a production build of the demo, ${runs} runs…`)
const browser = await measureInBrowser({ runs, walletCount, query, log })

const figures = {
  initialKiBAdded: size.initialKiBAdded,
  openColdMs: browser.openColdMs,
  openWarmMs: browser.openWarmMs,
  openColdNoWarningMs: browser.openColdNoWarningMs,
  jsFetchedIn4sKiB: fetched.afterLoadKiB,
  jsFetchedOnIntentKiB: fetched.onIntentKiB,
  filterMsPerKeystroke: browser.filterMsPerKeystroke,
  allWalletsDomNodes: browser.allWalletsDomNodes,
  walletConnectKiB: walletConnect.gzipKiB,
  walletConnectUriMs: browser.walletConnect.connectToUriMs,
  walletConnectSessionMs: browser.walletConnect.uriToSessionMs,
  walletConnectRequestMs: browser.walletConnect.requestToAnswerMs,
}
const row = (name: keyof typeof figures | 'lazy chunks', text: string) => log(`${name.padEnd(24)}${text}`)
const wc = browser.walletConnect

log('')
row(
  'initialKiBAdded',
  `${figures.initialKiBAdded} KiB gzip   (target ≤ ${targets.initialKiBAdded}: ${verdict(figures.initialKiBAdded, targets.initialKiBAdded)})`,
)
row(
  'jsFetchedIn4sKiB',
  `${figures.jsFetchedIn4sKiB} KiB gzip of JS in the 4 s after load, nothing touched (the initial load is ${size.portico.initialGzipKiB} KiB)`,
)
row(
  'jsFetchedOnIntentKiB',
  `${figures.jsFetchedOnIntentKiB} KiB gzip more once the pointer is on the button; ${fetched.onOpenKiB} KiB more by the first open`,
)
row(
  'lazy chunks',
  `${size.portico.lazyGzipKiB} KiB gzip in ${size.portico.lazyChunks.length} chunks, largest ${size.portico.lazyChunks[0]?.gzipKiB} KiB (${size.portico.lazyChunks[0]?.file})`,
)
row(
  'walletConnectKiB',
  `${figures.walletConnectKiB} KiB gzip on the WalletConnect path, none of it initially${sdkInInitial.length > 0 ? ' (NOT TRUE: see above)' : ''}`,
)
row(
  'openColdMs',
  `${figures.openColdMs} ms median of ${runs}, the pointer resting ${pointerRestMs} ms on the button first   (target ≤ ${targets.openColdMs}: ${verdict(figures.openColdMs, targets.openColdMs)})  runs ${browser.openColdRunsMs.join(', ')}`,
)
row(
  'openColdNoWarningMs',
  `${figures.openColdNoWarningMs} ms median of ${runs}   (no target: nothing preloaded before the click)  runs ${browser.openColdNoWarningRunsMs.join(', ')}`,
)
row(
  'openWarmMs',
  `${figures.openWarmMs} ms median of ${runs}   (target ≤ ${targets.openWarmMs}: ${verdict(figures.openWarmMs, targets.openWarmMs)})  runs ${browser.openWarmRunsMs.join(', ')}`,
)
row(
  'filterMsPerKeystroke',
  `${figures.filterMsPerKeystroke} ms median   (target ≤ ${targets.filterMsPerKeystroke}: ${verdict(figures.filterMsPerKeystroke, targets.filterMsPerKeystroke)})  echo ${browser.filterEchoMs} ms, results render ${browser.filterResultsRenderMs} ms (painted ${browser.filterResultsPaintedMs} ms)`,
)
row(
  'allWalletsDomNodes',
  `${figures.allWalletsDomNodes} elements at most while scrolling ${browser.allWalletsRowsLoaded} rows (${browser.allWalletsDomNodesInitial} when opened; ${browser.allWalletsStatus})`,
)
row(
  'walletConnectUriMs',
  `${figures.walletConnectUriMs} ms median of ${runs}   (target ≤ ${targets.walletConnectUriMs}: ${verdict(figures.walletConnectUriMs, targets.walletConnectUriMs)})  runs ${wc.connectToUriRunsMs.join(', ')}  click on WalletConnect → URI shown, SDK chunk loaded cold`,
)
row(
  'walletConnectSessionMs',
  `${figures.walletConnectSessionMs} ms median of ${runs}   (no target: includes the wallet's side)  runs ${wc.uriToSessionRunsMs.join(', ')}  wallet.pair(uri) → 'connected' shown`,
)
row(
  'walletConnectRequestMs',
  `${figures.walletConnectRequestMs} ms median of ${runs}   (target ≤ ${targets.walletConnectRequestMs}: ${verdict(figures.walletConnectRequestMs, targets.walletConnectRequestMs)})  runs ${wc.requestToAnswerRunsMs.join(', ')}  click on Sign message → signature shown`,
)
if (wc.offMachineRequests.length > 0)
  log(`  WARNING: during the WalletConnect runs the page called off the machine: ${wc.offMachineRequests.join(', ')}`)
if (wc.pageErrors.length > 0)
  log(
    `  WARNING: the page reported ${wc.pageErrors.length} errors during the WalletConnect runs, first: ${wc.pageErrors[0]}`,
  )

if (json) console.log(JSON.stringify({ ...figures, details: { size, browser } }))
