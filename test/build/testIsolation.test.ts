// The unit files share one module graph per worker (vite.config.ts): a module replaced with
// vi.mock in one file would be the real one in another, or the replaced one leak into the next,
// depending on the order the files ran in. A file that replaces modules runs on its own graph,
// named `*.isolated.test.ts(x)`.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const testFiles = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e') && !file.startsWith('package'))
  .map((file) => join(root, file))

it('a unit file that replaces a module (vi.mock, vi.doMock) is an isolated one', () => {
  const replacing = testFiles.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
  expect(replacing.length).toBeGreaterThan(0)
  expect(replacing.filter((file) => !file.includes('.isolated.test.')).map((file) => relative(root, file))).toEqual([])
})
