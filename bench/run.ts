// `npm run bench`: the issue's performance figures in one run. Not part of `npm test`.
//   (a) initial-load gzip KiB a host adds by rendering <PorticoProvider><ConnectButton/>
//   (b) click on Connect Wallet → Connect view shown, cold (fresh page) and warm (second open)
//   (c) ms per keystroke filtering All Wallets over a directory of 5,000 wallets
//   (d) DOM elements inside All Wallets with 5,000 wallets
// `npm run bench -- --json` ends with the figures as one JSON object on the last line.
import { measureInBrowser } from './browser'
import { measureInitialLoad } from './size'

const json = process.argv.includes('--json')
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 7)
const walletCount = 5000
const query = 'nova pay 3'

const targets = { initialKiBAdded: 40, openColdMs: 50, openWarmMs: 16.7, filterMsPerKeystroke: 16 }
const log = (line: string) => console.log(line)
const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER')

log('(a) initial load, production builds…')
const size = await measureInitialLoad()
log(`  baseline (React + a button): ${size.baseline.initialGzipKiB} KiB gzip initially`)
log(`  with Portico:                ${size.portico.initialGzipKiB} KiB gzip initially (${size.portico.initialFiles.length} files; imports from ${size.importedFrom})`)
log(`  lazy chunks: ${size.portico.lazyChunks.length}, ${size.portico.lazyGzipKiB} KiB gzip in all; largest ${size.portico.lazyChunks[0]?.file} ${size.portico.lazyChunks[0]?.gzipKiB} KiB`)
const react = new Set(['react', 'react-dom', 'scheduler', 'the app itself'])
log(`  what Portico adds, by package or src/ folder (gzip estimated from minified bytes):`)
for (const part of size.portico.initialBreakdown.filter((p) => !react.has(p.group) && p.gzipKiB >= 0.2)) log(`    ${part.group.padEnd(28)} ${part.gzipKiB.toFixed(2)} KiB`)

const walletConnect = size.portico.walletConnect
log(`  WalletConnect path (loaded on the first pairing or a restored session): ${walletConnect.gzipKiB} KiB gzip in ${walletConnect.chunks.length} chunks`)
for (const part of walletConnect.breakdown.filter((p) => p.gzipKiB >= 1)) log(`    ${part.group.padEnd(28)} ${part.gzipKiB.toFixed(2)} KiB`)
const sdkInInitial = size.portico.initialBreakdown.filter((p) => /walletconnect|reown/i.test(p.group))
if (sdkInInitial.length > 0) log(`  WARNING: WalletConnect code in the initial load: ${sdkInInitial.map((p) => `${p.group} ${p.gzipKiB} KiB`).join(', ')}`)

log(`(b)–(d) Chromium on a production build of the demo, ${runs} runs…`)
const browser = await measureInBrowser({ runs, walletCount, query, log })

const figures = {
  initialKiBAdded: size.initialKiBAdded,
  openColdMs: browser.openColdMs,
  openWarmMs: browser.openWarmMs,
  filterMsPerKeystroke: browser.filterMsPerKeystroke,
  allWalletsDomNodes: browser.allWalletsDomNodes,
  walletConnectKiB: walletConnect.gzipKiB,
}

log('')
log(`initialKiBAdded       ${figures.initialKiBAdded} KiB gzip   (target ≤ ${targets.initialKiBAdded}: ${verdict(figures.initialKiBAdded, targets.initialKiBAdded)})`)
log(`lazy chunks           ${size.portico.lazyGzipKiB} KiB gzip in ${size.portico.lazyChunks.length} chunks, largest ${size.portico.lazyChunks[0]?.gzipKiB} KiB (${size.portico.lazyChunks[0]?.file})`)
log(`walletConnectKiB      ${figures.walletConnectKiB} KiB gzip on the WalletConnect path, none of it initially${sdkInInitial.length > 0 ? ' (NOT TRUE: see above)' : ''}`)
log(`openColdMs            ${figures.openColdMs} ms median of ${runs}   (target ≤ ${targets.openColdMs}: ${verdict(figures.openColdMs, targets.openColdMs)})  runs ${browser.openColdRunsMs.join(', ')}`)
log(`openWarmMs            ${figures.openWarmMs} ms median of ${runs}   (target ≤ ${targets.openWarmMs}: ${verdict(figures.openWarmMs, targets.openWarmMs)})  runs ${browser.openWarmRunsMs.join(', ')}`)
log(`filterMsPerKeystroke  ${figures.filterMsPerKeystroke} ms median   (target ≤ ${targets.filterMsPerKeystroke}: ${verdict(figures.filterMsPerKeystroke, targets.filterMsPerKeystroke)})  echo ${browser.filterEchoMs} ms, results render ${browser.filterResultsRenderMs} ms`)
log(`allWalletsDomNodes    ${figures.allWalletsDomNodes} elements at most while scrolling ${browser.allWalletsRowsLoaded} rows (${browser.allWalletsDomNodesInitial} when opened; ${browser.allWalletsStatus})`)

if (json) console.log(JSON.stringify({ ...figures, details: { size, browser } }))
