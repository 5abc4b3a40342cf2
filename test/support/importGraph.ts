// What a module links before any of its code runs: its static imports, followed through the
// repository's own files, down to the packages and Node built-ins it reaches. As tsc emits them
// (verbatimModuleSyntax): `import type …` and `export type … from` go, `import { type A } from 'a'`
// stays (as `import {} from 'a'`). Dynamic import() is not followed: it runs later.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { parseSync } from 'rolldown/experimental'

const repo = resolve(import.meta.dirname, '../..')

function sourceOf(base: string): string {
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
  if (!file) throw new Error(`no source file for ${base}`)
  return file
}

/** Each bare specifier reached (a package's, `node:…`), with the repository files that import it. */
export function staticImports(entry: string): Map<string, string[]> {
  return walk(entry).bare
}

/** The repository's own files `entry` links, itself included (paths from the repository's root). */
export function staticModules(entry: string): string[] {
  return [...walk(entry).seen].map((file) => relative(repo, file))
}

function walk(entry: string): { seen: Set<string>; bare: Map<string, string[]> } {
  const seen = new Set<string>()
  const bare = new Map<string, string[]>()
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return // JSON artifacts import nothing
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const { module } = parseSync(file, text)
    const statements = [
      ...module.staticImports.map(({ start, moduleRequest }) => ({ start, specifier: moduleRequest.value })),
      ...module.staticExports.flatMap(({ start, entries }) =>
        entries.flatMap(({ moduleRequest }) => (moduleRequest ? [{ start, specifier: moduleRequest.value }] : [])),
      ),
    ]
    for (const { start, specifier } of statements) {
      if (/^(import|export)\s+type\b/.test(text.slice(start))) continue
      if (specifier.startsWith('.')) visit(sourceOf(resolve(dirname(file), specifier)))
      else bare.set(specifier, [...(bare.get(specifier) ?? []), relative(repo, file)])
    }
  }
  visit(sourceOf(resolve(repo, entry)))
  return { seen, bare }
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
