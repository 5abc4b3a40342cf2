// After `tsc` and completeSpecifiers: what loads after the first load is bundled here, by us,
// into a few files, so that whichever bundler a host uses (Vite, Next.js, webpack) fetches the
// same few for the first open instead of the dozens its own splitting of our modules would make
// (a module shared by two lazy parts becomes a file of its own). The first load's modules stay
// as tsc wrote them, one file each, with their 'use client'.
//   the first load  every module the package's entries (`src/index.js`, headless, viem, wagmi)
//                   import statically: untouched; the bundles import them by relative path, so
//                   there is one copy of each
//   api             what `portico/api` (src/api/index.js) brings: RTK Query's endpoints over the
//                   contract, one file that that entry re-exports and the core imports
//   core            what the first open needs beyond the first load (composition/apiParts.js and
//                   views/chrome/ModalBody.js: the flows that come with the api, the modal's body,
//                   the Connect view), and every module the views share with it
//   the rest        each other lazy part (a view, a flow's work, a wallet's connector) keeps its
//                   file, importing what it shares with the core from the core
// Modules the first load may fetch on its own, before any open (the stored values' checks, the
// EIP-6963 checks, the WalletConnect connector, Solana's discovery), stay out of the core, so
// fetching them never brings it. Files of ours that no longer serve anything are removed.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { init, parse } from 'es-module-lexer'
import { rolldown } from 'rolldown'
import { filesOf } from './filesOf'

const dist = resolve(process.argv[2] ?? 'dist')
const src = join(dist, 'src')
// The package's entries a page imports: each module they import statically stays its own file.
const entries = ['index.js', 'headless/index.js', 'viem/index.js', 'wagmi/index.js'].map((entry) => join(src, entry))
const apiEntry = join(src, 'api/index.js')
const engineRoot = join(src, 'composition/apiParts.js')
const modalBody = join(src, 'views/chrome/ModalBody.js')
const coreRoots = [engineRoot, modalBody]

interface Imports {
  static: string[]
  dynamic: string[]
}

/** Each JavaScript file's relative imports, static and dynamic, as absolute paths. */
async function graphOf(files: string[]): Promise<Map<string, Imports>> {
  await init
  const graph = new Map<string, Imports>()
  for (const file of files) {
    const [imports] = parse(readFileSync(file, 'utf8'), file)
    const found: Imports = { static: [], dynamic: [] }
    for (const item of imports) {
      if (!item.n?.startsWith('.')) continue
      const path = resolve(dirname(file), item.n)
      // d: -1 a static import or re-export, -2 import.meta, ≥ 0 a dynamic import().
      if (item.d === -1) found.static.push(path)
      else if (item.d >= 0) found.dynamic.push(path)
    }
    graph.set(file, found)
  }
  return graph
}

/** The modules `roots` import statically, themselves included, not going past `stop`. */
function closure(graph: Map<string, Imports>, roots: Iterable<string>, stop: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || stop.has(file)) return
    seen.add(file)
    for (const next of graph.get(file)?.static ?? []) visit(next)
  }
  for (const root of roots) visit(root)
  return seen
}

const graph = await graphOf(filesOf(src).filter((file) => file.endsWith('.js')))
const firstLoad = closure(graph, entries)
for (const root of [...coreRoots, apiEntry])
  if (!graph.has(root)) throw new Error(`bundleParts: ${relative(dist, root)} is missing`)

// Every module imported with import() that the first load does not carry, and portico/api.
const lazyRoots = new Set<string>([apiEntry])
const importers = new Map<string, Set<string>>()
for (const [file, imports] of graph)
  for (const target of imports.dynamic) {
    if (firstLoad.has(target)) continue
    lazyRoots.add(target)
    if (!importers.has(target)) importers.set(target, new Set())
    importers.get(target)!.add(file)
  }

/** A view renders only inside the modal's body, so it never loads without the core. */
const isView = (file: string) => file.startsWith(join(src, 'views/')) && !file.startsWith(join(src, 'views/chrome/'))
// Parts that load without the core (a host's portico/api, the stored values' checks, a wallet's
// connector, and what those load in turn): what they import must not be in the core, or
// fetching them brings it.
const independent = new Set<string>([apiEntry])
const loadsAlone = (root: string) => !coreRoots.includes(root) && !isView(root)
for (let grown = true; grown;) {
  grown = false
  const reach = new Set([...firstLoad, ...closure(graph, independent, firstLoad)])
  for (const root of lazyRoots) {
    if (independent.has(root) || !loadsAlone(root)) continue
    if ([...(importers.get(root) ?? [])].some((importer) => reach.has(importer))) {
      independent.add(root)
      grown = true
    }
  }
}
const notCore = new Set([
  ...firstLoad,
  ...closure(
    graph,
    [...independent].filter((r) => r !== apiEntry),
    firstLoad,
  ),
])
const api = new Set([...closure(graph, [apiEntry], firstLoad)].filter((file) => !notCore.has(file)))
const engine = new Set(
  [...closure(graph, [engineRoot], firstLoad)].filter((file) => !notCore.has(file) && !api.has(file)),
)
const core = new Set(
  [...closure(graph, coreRoots, firstLoad)].filter((file) => !notCore.has(file) && !api.has(file) && !engine.has(file)),
)

// What wallet discovery (the parts the first load fetches as Portico starts) shares with the
// core, the engine or the api: a file of its own, so discovery never brings them.
const discoveryRoots = ['connectors/browserWallets.js', 'connectors/solana/walletStandard.js'].map((file) =>
  join(src, file),
)
for (const root of discoveryRoots)
  if (!independent.has(root)) throw new Error(`bundleParts: ${relative(dist, root)} no longer loads alone`)
const discovery = closure(graph, discoveryRoots, firstLoad)
const sharedWithDiscovery = new Set(
  [...closure(graph, [...coreRoots, apiEntry], firstLoad)].filter(
    (file) => discovery.has(file) && !firstLoad.has(file),
  ),
)

// What the modal's body shares with the other parts that load without it (the drafts the views
// keep, which the kept page's parts read and fill): each a file of its own, as discovery's, so
// that keeping the page never brings the body (nor a headless host's page, which has none).
const loadsWithoutBody = closure(
  graph,
  [...independent].filter((root) => root !== apiEntry && !discoveryRoots.includes(root)),
  firstLoad,
)
const withEngineOrApi = closure(graph, [engineRoot, apiEntry], firstLoad)
const sharedWithBody = new Set(
  [...closure(graph, [modalBody], firstLoad)].filter(
    (file) =>
      loadsWithoutBody.has(file) &&
      !firstLoad.has(file) &&
      !withEngineOrApi.has(file) &&
      !sharedWithDiscovery.has(file),
  ),
)

const entryName = (file: string) => relative(src, file).replace(/\.js$/, '')
const bundle = await rolldown({
  input: Object.fromEntries([...lazyRoots].map((root) => [entryName(root), root])),
  // Each lazy part keeps exactly the exports its importers ask for.
  preserveEntrySignatures: 'strict',
  plugins: [
    {
      name: 'first-load-stays-external',
      resolveId(source, importer) {
        // Packages (react, viem, the WalletConnect SDK) are the host's to resolve.
        if (!source.startsWith('.') && !source.startsWith('/')) return { id: source, external: true }
        const path = importer ? resolve(dirname(importer), source) : resolve(source)
        // The first load's modules stay where they are, one copy each: imported by relative path.
        return firstLoad.has(path) ? { id: path, external: 'relative' } : path
      },
    },
  ],
  onLog(level, log, handler) {
    // 'use client' has no meaning inside a bundle that only client modules import.
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
    handler(level, log)
  },
})
const { output } = await bundle.write({
  dir: src,
  format: 'es',
  entryFileNames: '[name].js',
  // No hash of ours: a host's bundler names the files it writes with its own, and ours would
  // only lengthen every name the first load lists for preloading.
  chunkFileNames: 'parts/[name].js',
  codeSplitting: {
    groups: [
      // A group takes in whatever its modules import: without this one, the engine took the
      // wallet errors and EIP-1193 checks that wallet discovery imports too, and discovery
      // fetched the whole engine with the page.
      { name: 'discovery', test: (id: string) => sharedWithDiscovery.has(id), priority: 4 },
      { name: (id: string) => (sharedWithBody.has(id) ? basename(id, '.js') : null), priority: 4 },
      { name: 'api', test: (id: string) => api.has(id), priority: 3 },
      { name: 'engine', test: (id: string) => engine.has(id), priority: 2 },
      { name: 'core', test: (id: string) => core.has(id), priority: 1 },
    ],
  },
})
await bundle.close()

// The files now inside a bundle are removed, unless the mocks (portico/mocks) import them.
const written = new Set(output.map((file) => join(src, file.fileName)))
const mocks = join(dist, 'mocks')
const mocksGraph = await graphOf(filesOf(mocks).filter((file) => file.endsWith('.js')))
const keptForMocks = closure(new Map([...graph, ...mocksGraph]), mocksGraph.keys())
let removed = 0
for (const file of graph.keys()) {
  if (firstLoad.has(file) || written.has(file) || keptForMocks.has(file) || !existsSync(file)) continue
  rmSync(file)
  removed += 1
}
const parts = output.filter((file) => file.fileName.startsWith('parts/')).map((file) => file.fileName)
console.log(
  `portico: bundled ${lazyRoots.size} lazy parts (${core.size} modules in the core, ${engine.size} in the engine, ${api.size} in the api) into ${output.length} files, ${parts.length} of them shared (${parts.join(', ')}); removed ${removed} files they hold`,
)
