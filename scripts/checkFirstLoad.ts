// The last step of the build: the first load of a page that renders
// <PorticoProvider config><ConnectButton/></PorticoProvider>, as a host's bundler splits it
// (rolldown, as Vite's production build), carries neither Redux Toolkit's module nor immer. A
// first-load module that imports '@reduxjs/toolkit' itself, instead of store/toolkit.js, would
// put both there: the lazy chunks' createSlice and RTK Query keep immer in that module.
// Two lazy parts load without the api's chunk, and are checked the same way: the modal's body
// (its Connect view paints before the api is there, section 2) and wallet discovery (fetched as
// Portico starts): neither brings Redux Toolkit's module, immer, zod, nor the engine.
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { rolldown } from 'rolldown'

const dist = resolve(process.argv[2] ?? 'dist')
const index = join(dist, 'src/index.js')
const page = 'portico-page'
/** What the check is about; every other package stays outside, as the host's. */
const checked = /^(immer|@reduxjs\/toolkit|zod)(\/|$)/
const forbidden = /\/node_modules\/(immer|@reduxjs\/toolkit)\//
/** What a part that loads without the api's chunk must not bring. */
const apiOnly = /\/node_modules\/(immer|@reduxjs\/toolkit|zod)\/|\/src\/parts\/(engine|api)\.js$/
const withoutApi = ['src/views/chrome/ModalBody.js', 'src/connectors/browserWallets.js'].map((file) => join(dist, file))

const bundle = await rolldown({
  input: page,
  platform: 'browser',
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  external: (id, _importer, isResolved) => !isResolved && !/^[./]/.test(id) && id !== page && !checked.test(id),
  plugins: [
    {
      name: 'page',
      resolveId: (id) => (id === page ? id : undefined),
      load: (id) =>
        id === page ? `export { ConnectButton, PorticoProvider, mainnet } from ${JSON.stringify(index)}` : undefined,
    },
  ],
  onLog(level, log, handler) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
    handler(level, log)
  },
})
const { output } = await bundle.generate({ format: 'es' })
await bundle.close()

const chunks = new Map(output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])))
/** The modules the chunks `roots` run, with every chunk they import statically. */
function loadedWith(roots: string[]): string[] {
  const loaded = new Set<string>()
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return
    loaded.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  // Only what is left of a module after tree-shaking counts: a module imported for nothing is listed empty.
  return [...loaded].flatMap((fileName) =>
    Object.entries(chunks.get(fileName)?.modules ?? {}).flatMap(([id, module]) =>
      module.renderedLength > 0 ? [id] : [],
    ),
  )
}
for (const part of withoutApi) {
  const chunk = [...chunks.values()].find((c) => c.facadeModuleId === part)
  if (!chunk) throw new Error(`checkFirstLoad: ${relative(dist, part)} is not a part of its own`)
  const found = loadedWith([chunk.fileName]).filter((id) => apiOnly.test(id))
  if (found.length > 0)
    throw new Error(
      `checkFirstLoad: ${relative(dist, part)} loads without the api's chunk, yet brings ${found.map((id) => id.replace(/.*\/node_modules\//, '').replace(dist + '/', '')).join(', ')}`,
    )
}
const modules = loadedWith([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
const found = modules.filter((id) => forbidden.test(id))
if (found.length > 0) {
  const importers = modules.filter(
    (id) => id.startsWith(dist) && /from\s*['"]@reduxjs\/toolkit['"]/.test(readFileSync(id, 'utf8')),
  )
  throw new Error(
    `checkFirstLoad: the first load carries ${found.map((id) => id.replace(/.*\/node_modules\//, '')).join(', ')}` +
      (importers.length > 0
        ? `; these first-load modules import '@reduxjs/toolkit' (take it from store/toolkit): ${importers.map((id) => relative(dist, id)).join(', ')}`
        : ''),
  )
}
// The buttons' own words come with them (i18n/buttons); the catalogue, with the modal's body.
// A hook a lazy view also uses is kept whole in the first load's chunk of the hooks: one that says
// a failure (useSay) brought the catalogue there.
const catalogue = join(dist, 'src/i18n/en.js')
if (modules.includes(catalogue))
  throw new Error(
    `checkFirstLoad: the first load carries the English catalogue (${relative(dist, catalogue)}): a first-load module, or a hook a lazy view uses, says a catalogue key`,
  )
console.log(
  `portico: the first load of a ConnectButton page carries neither Redux Toolkit's module nor immer, nor the catalogue; the modal's body and wallet discovery, nor the api's chunk`,
)
