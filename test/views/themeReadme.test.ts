// The README's Theming table is what hosts read to restyle Portico: it lists every variable
// the theme contract has (and a variable it lists exists), so the two cannot drift apart.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { themeVariableNames } from '../../src/theme'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const theming = readme.slice(readme.indexOf('### Theming'), readme.indexOf('## Mocks for your own tests'))

/** The variables a row names in its first cell (a family's members are listed one by one). */
function listedNames(): string[] {
  return theming
    .split('\n')
    .filter((line) => line.startsWith('| `--portico-'))
    .flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`(--portico-[a-z-]+)`/g)].map(([, name]) => name!))
}

describe("the README's theme variables", () => {
  it('lists every variable of the theme contract, and only those', () => {
    expect(listedNames().sort()).toEqual([...themeVariableNames].sort())
  })
})
