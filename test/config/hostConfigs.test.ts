// The configs a host copies: every `const config = …` and `createPorticoStore(config, …)` the
// README and the example hosts write, read from their text and parsed as a host's development
// build would. A rule that refuses one of them refuses hosts that did as the README says.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { parseConfig } from '../../src/config/parseConfig'
import type { PorticoConfigInput } from '../../src/config/schema'
import * as networks from '../../src/networks'

const repo = new URL('../..', import.meta.url).pathname

/** The README's TypeScript blocks (some indented under a list item), each as one source. */
function readmeBlocks(): string[] {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8')
  return [...readme.matchAll(/^( *)```tsx?\n([\s\S]*?)^\1```$/gm)].map(([, indent, code]) =>
    code!.replace(new RegExp(`^${indent}`, 'gm'), ''),
  )
}

/** The example hosts' own sources by path (their installed packages and builds left out). */
function exampleSources(dir = 'examples'): [string, string][] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return ['node_modules', '.next', 'dist'].includes(entry.name) ? [] : exampleSources(path)
    return /\.tsx?$/.test(entry.name) ? [[path, readFileSync(join(repo, path), 'utf8')]] : []
  })
}

/** The config object literals a source writes: `const config = …` and createPorticoStore's first argument. */
function configsIn(source: string): string[] {
  const file = ts.createSourceFile('host.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    // The statement's first declaration only: a README fragment's JSX after a call reads as more.
    if (ts.isVariableStatement(node)) {
      const [first] = node.declarationList.declarations
      if (first?.name.getText() === 'config' && first.initializer) found.push(first.initializer.getText())
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'createPorticoStore' && node.arguments[0])
      if (ts.isObjectLiteralExpression(node.arguments[0])) found.push(node.arguments[0].getText())
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * The literal's value, with the names the README and examples import (Portico's networks, the
 * mocks' fixtures) and `mocks`, the mock server's URL some examples read from their build, with
 * the local relay's and the fake frame's (`relayUrl`, `frameUrl`: the headless host's). Other
 * names (the SIWX example's `fetch` helpers) are only inside functions the config is not asked to run.
 */
function valueOf(literal: string, mocks: string | undefined): PorticoConfigInput {
  const js = ts.transpileModule(`export default (${literal})`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  }).outputText
  const local = mocks && new URL(mocks)
  const scope: Record<string, unknown> = {
    ...networks,
    fixtures,
    mocks,
    relayUrl: local && `ws://${local.hostname}:${Number(local.port) + 1}`,
    frameUrl: local && `http://${local.hostname}:${Number(local.port) + 2}/frame.html`,
    exports: {},
  }
  const run = new Function(...Object.keys(scope), `${js}; return exports.default`) as (...values: unknown[]) => object
  const config = run(...Object.values(scope))
  // A README fragment (`// …`) shows its own fields; the host's networks are the rest.
  return { networks: [networks.mainnet], ...config } as PorticoConfigInput
}

const configs = [
  ...readmeBlocks().flatMap((code, block) => configsIn(code).map((literal) => [`README block ${block + 1}`, literal])),
  ...exampleSources().flatMap(([path, code]) => configsIn(code).map((literal) => [path, literal])),
]

describe('the configs the README and the example hosts write', () => {
  it('finds them (the README quick start, SIWX and host test; the Next.js, Vite and headless hosts)', () => {
    expect(configs.length).toBeGreaterThanOrEqual(6)
    expect(configs.map(([where]) => where)).toContain('examples/headless-host/src/config.ts')
  })

  it.each(configs)('valid configs in the README and examples pass the config check (%s)', (_where, literal) => {
    for (const mocks of [undefined, 'http://127.0.0.1:9000'])
      expect(() => parseConfig(valueOf(literal, mocks))).not.toThrow()
  })
})
