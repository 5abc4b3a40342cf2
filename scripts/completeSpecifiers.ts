// After `tsc` builds dist/: every relative import gets the file it means (`./store/state` →
// `./store/state.js`, `./contract` → `./contract/index.js`), in the JavaScript and in the type
// declarations alike. Node's ESM resolution and TypeScript's `nodenext` take only such full
// specifiers; the sources keep the bundler style, which Vite and tsc read as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { filesOf } from './filesOf'

const dist = resolve(process.argv[2] ?? 'dist')
/** `from './x'`, `import './x'`, `import('./x')`, `export … from './x'`: the specifier is group 2. */
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g

function complete(file: string, specifier: string, types: boolean): string {
  if (/\.(m?js|json)$/.test(specifier)) return specifier
  const base = resolve(dirname(file), specifier)
  const [asFile, asDir] = types ? ['.d.ts', '/index.d.ts'] : ['.js', '/index.js']
  if (existsSync(base + asFile)) return `${specifier}.js`
  if (existsSync(base + asDir)) return `${specifier.replace(/\/$/, '')}/index.js`
  throw new Error(`${file}: cannot tell which file "${specifier}" means`)
}

let changed = 0
for (const file of filesOf(dist)) {
  const types = file.endsWith('.d.ts')
  if (!types && !file.endsWith('.js')) continue
  const text = readFileSync(file, 'utf8')
  const next = text.replace(
    relativeSpecifier,
    (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${complete(file, specifier, types)}${quote}`,
  )
  if (next !== text) {
    writeFileSync(file, next)
    changed += 1
  }
}
console.log(`portico: completed relative specifiers in ${changed} files of ${dist}`)
