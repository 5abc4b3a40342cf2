// What a host meets is the packed tarball, not this repository: it is built and packed once,
// checked by publint and @arethetypeswrong/cli, and installed from its .tgz into copies of the
// host apps under examples/ (with their dependencies from the registry), where each runs.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../mocks/freePorts'
import { startHttpMockServer, type HttpMockServer } from '../../mocks/server/httpServer'
import { launchChromium } from '../../scripts/chromium'

const run = promisify(execFile)
const repo = resolve(import.meta.dirname, '../..')
const bin = (name: string) => join(repo, 'node_modules/.bin', name)
/** Node 24, which the example apps run on as the repository's scripts do. */
const node = bin('node')
let work: string
let tarball: string
const started: ChildProcess[] = []

/** A server process of an example app, stopped after the tests; resolves once it says `ready`. */
function startServer(args: string[], cwd: string, ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(node, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`not ready in 60 s:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      // Colours come on where CI is set (picocolors): the words are matched without them.
      output += stripVTControlCharacters(chunk.toString())
      if (ready.test(output)) {
        clearTimeout(timer)
        done()
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => fail(new Error(`exited with ${code}:\n${output}`)))
  })
}

/** A copy of an example app with the tarball and its own dependencies installed. */
async function installedExample(name: string): Promise<string> {
  const dir = join(work, name)
  await cp(join(repo, 'examples', name), dir, {
    recursive: true,
    filter: (source) => !/node_modules|\.next|dist/.test(source),
  })
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], {
    cwd: dir,
    timeout: 240_000,
  })
  return dir
}

/** Opens a served example page in Chromium: what the console said, and whether the modal opened with its view. */
async function openModalIn(url: string): Promise<{ problems: string[]; connectStyle: string | null }> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    const connectStyle = await connect.getAttribute('style')
    await connect.click()
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent())
      .toBe('Connect Wallet')
    // The dialog's frame is the first load's; its view comes with the bundled parts (dist/src/parts).
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^WalletConnect/ })
      .waitFor({ timeout: 15_000 })
    return { problems, connectStyle }
  } finally {
    await browser.close()
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portico-package-'))
  await run('npm', ['run', 'build'], { cwd: repo, timeout: 240_000 })
  await run('npm', ['pack', '--pack-destination', work, '--loglevel=error'], { cwd: repo, timeout: 60_000 })
  tarball = join(
    work,
    (await readdir(work)).find((file) => file.endsWith('.tgz'))!,
  )
}, 300_000)

afterAll(async () => {
  for (const child of started) child.kill('SIGTERM')
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
    const attw = (...extra: string[]) =>
      run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table', ...extra], {
        cwd: work,
        timeout: 120_000,
      })
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

  describe('in the Next.js 16 default template (App Router, cacheComponents on)', () => {
    let mocks: HttpMockServer
    let url: string
    const env = { NEXT_TELEMETRY_DISABLED: '1' }

    beforeAll(async () => {
      mocks = await startHttpMockServer()
      const dir = await installedExample('next-host')
      // The services' base URL is read at build time (NEXT_PUBLIC_…), as a host's would be.
      await run(node, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: dir,
        timeout: 240_000,
        env: { ...process.env, ...env, NEXT_PUBLIC_PORTICO_MOCKS: mocks.origin },
      })
      const port = await freePort()
      url = `http://127.0.0.1:${port}/`
      await startServer(
        ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
        dir,
        /Ready|started server/i,
        env,
      )
    }, 400_000)

    afterAll(async () => {
      await mocks?.close()
    })

    it('next start serves the page with the Connect button rendered on the server', async () => {
      const html = await (await fetch(url)).text()
      expect(html).toMatch(/<button[^>]*class="portico-connect-button"[^>]*>Connect Wallet<\/button>/)
    })

    it('the page hydrates with nothing in the console, and the button opens the modal', async () => {
      expect((await openModalIn(url)).problems).toEqual([])
    })

    it("the README's Next.js snippet is the example's app/providers.tsx, as written", async () => {
      const readme = await readFile(join(repo, 'README.md'), 'utf8')
      const snippet = /### Next\.js[\s\S]*?```tsx\n([\s\S]*?)```/.exec(readme)?.[1]
      expect(snippet).toBe(await readFile(join(repo, 'examples/next-host/app/providers.tsx'), 'utf8'))
    })
  })

  describe('in a Vite + React 19 app in strict TypeScript', () => {
    let mocks: HttpMockServer
    let dir: string

    beforeAll(async () => {
      mocks = await startHttpMockServer()
      dir = await installedExample('vite-host')
    }, 400_000)

    afterAll(async () => {
      await mocks?.close()
    })

    it('typechecks against the installed types (strict, exactOptionalPropertyTypes, no skipLibCheck)', async () => {
      await run(node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { cwd: dir, timeout: 120_000 })
    })

    it("the host's own vitest test passes with portico/mocks as the README shows", async () => {
      const { stdout } = await run(node, ['node_modules/vitest/vitest.mjs', 'run'], { cwd: dir, timeout: 120_000 })
      expect(stdout).toMatch(/3 passed/)
    })

    it('builds with vite, and the built page opens the modal with nothing in the console, the buttons in the configured theme', async () => {
      await run(node, ['node_modules/vite/bin/vite.js', 'build'], {
        cwd: dir,
        timeout: 120_000,
        env: { ...process.env, VITE_PORTICO_MOCKS: mocks.origin },
      })
      const port = await freePort()
      await startServer(
        ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
        dir,
        /Local:/,
      )
      const { problems, connectStyle } = await openModalIn(`http://127.0.0.1:${port}/`)
      expect(problems).toEqual([])
      expect(connectStyle).toContain('var(--portico-color-accent, #7b3fe4)')
    })

    it("the README's host test is the example's src/portico.test.ts, as written", async () => {
      const readme = await readFile(join(repo, 'README.md'), 'utf8')
      const snippet = /## Mocks for your own tests[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1]
      expect(snippet).toBe(await readFile(join(repo, 'examples/vite-host/src/portico.test.ts'), 'utf8'))
    })
  })
})
