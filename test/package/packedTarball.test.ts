// What a host meets is the packed tarball, not this repository: it is built and packed once,
// checked by publint and @arethetypeswrong/cli, and installed from its .tgz into copies of the
// host apps under examples/ (with their dependencies from the registry), where each runs.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = resolve(import.meta.dirname, '../..')
const bin = (name: string) => join(repo, 'node_modules/.bin', name)
let work: string
let tarball: string

/** A copy of an example app with the tarball and its own dependencies installed. */
async function installedExample(name: string): Promise<string> {
  const dir = join(work, name)
  await cp(join(repo, 'examples', name), dir, { recursive: true, filter: (source) => !/node_modules|\.next|dist/.test(source) })
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], { cwd: dir, timeout: 240_000 })
  return dir
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portico-package-'))
  await run('npm', ['run', 'build'], { cwd: repo, timeout: 240_000 })
  await run('npm', ['pack', '--pack-destination', work, '--loglevel=error'], { cwd: repo, timeout: 60_000 })
  tarball = join(work, (await readdir(work)).find((file) => file.endsWith('.tgz'))!)
}, 300_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('the packed package', () => {
  it('holds what a host runs and nothing of the repository (no stories, no tests, a LICENSE)', async () => {
    const { stdout } = await run('tar', ['tzf', tarball])
    const files = stdout.trim().split('\n')
    expect(files).toContain('package/LICENSE')
    expect(files).toContain('package/dist/mocks/browser/mockServiceWorker.js')
    expect(files.filter((file) => /stories|\.test\.|storybook|contracts\/|examples\//.test(file))).toEqual([])
  })

  it('publint finds no problem', async () => {
    const { stdout } = await run(bin('publint'), ['run', '--strict', tarball], { cwd: work, timeout: 60_000 })
    expect(stdout).toMatch(/All good!/)
  })

  it('@arethetypeswrong/cli finds no problem for ESM hosts under node16/nodenext and bundlers, and node10 finds the types', async () => {
    const attw = (...extra: string[]) => run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table', ...extra], { cwd: work, timeout: 120_000 })
    // The worker script is an asset a host serves, not a module: it has no types to find, and
    // attw says so (which shows the check can fail) until it is left out.
    await expect(attw()).rejects.toMatchObject({ stdout: expect.stringMatching(/mockServiceWorker\.js/) })
    const { stdout } = await attw('--exclude-entrypoints', './mocks/mockServiceWorker.js')
    expect(stdout).toMatch(/"portico\/mocks"/)
  })

  it('plain Node imports every entry from the installed package, and its mock server answers', async () => {
    const dir = await installedExample('node-host')
    const { stdout } = await run(join(repo, 'node_modules/.bin/node'), ['imports.mjs'], { cwd: dir, timeout: 60_000 })
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toMatchObject({ ok: true })
  }, 300_000)
})
