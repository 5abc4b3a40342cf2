// What a host meets is the packed tarball, not this repository: it is built and packed once,
// checked by publint and @arethetypeswrong/cli, and installed from its .tgz into copies of the
// host apps under examples/ (with their dependencies from the registry), where each runs.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../mocks/freePorts'
import { mocksLowestNode } from '../../mocks/node'
import { nodeRelease } from './nodeRelease'
import { startHttpMockServer, type HttpMockServer } from '../../mocks/server/httpServer'
import { launchChromium } from '../../scripts/chromium'
import type { Browser, Page } from 'playwright-core'
import type { Anvil } from '../../mocks/chain/anvil'
import { startDemoChain } from '../../mocks/chain/demoChain'
import { sponsoredChainPeers } from '../../mocks/chain/aa/sponsoredChainEntry'
import { startRelay, type Relay } from '../../mocks/relay'
import { createWalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { startDemoPreviewWithFrame, type DemoServer } from '../../demo/server'
import { closedWithoutConnecting } from '../../src/wagmi/porticoConnector'
import { packageOf } from '../support/importGraph'
import { modalScripts, modalViewMarker, recordFetches, summary, type Fetched } from './pageFetches'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { createPublicClient, formatEther, http, parseEther, verifyMessage, type Hex } from 'viem'

/**
 * The environment of a shell a host or a publisher types in: this file runs under vitest, which
 * sets NODE_ENV=test (and VITEST…), and `vite build` keeps a NODE_ENV it is given, so a host's
 * production build would ship Redux Toolkit's development checks (one logged "took 40ms" on a
 * slow machine).
 */
const shellEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
)
const execFileAsync = promisify(execFile)
const run = (file: string, args: string[], options: Parameters<typeof execFileAsync>[2] = {}) =>
  execFileAsync(file, args, { env: shellEnv, ...options, encoding: 'utf8' })
const repo = resolve(import.meta.dirname, '../..')
const bin = (name: string) => join(repo, 'node_modules/.bin', name)
/** Node 24, which the example apps run on as the repository's scripts do. */
const node = bin('node')
const peerDependencies = async () =>
  (JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> })
    .peerDependencies
let work: string
let tarball: string
const started: ChildProcess[] = []

/** A server process of an example app, stopped after the tests; resolves once it says `ready`. */
function startServer(
  args: string[],
  cwd: string,
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
  /** Gets what the server prints from then on, when given. */
  log?: string[],
): Promise<void> {
  const child = spawn(node, args, { cwd, env: { ...shellEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`not ready in 60 s:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      // Colours come on where CI is set (picocolors): the words are matched without them.
      output += stripVTControlCharacters(chunk.toString())
      log?.push(stripVTControlCharacters(chunk.toString()))
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

/** `vite preview` of an example's build (with `args`: another config), stopped after the tests; its URL. */
async function vitePreview(cwd: string, args: string[] = []): Promise<string> {
  const port = await freePort()
  await startServer(
    [
      installedIn(cwd, 'vite/bin/vite.js'),
      'preview',
      ...args,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    cwd,
    /Local:/,
  )
  return `http://127.0.0.1:${port}/`
}

/**
 * The hosts that agree on their dependencies (React 19.3, Vite 8, viem 2) are one npm workspace
 * under `hosts/`, installed by one `npm install`: what they share is unpacked once. Five installs
 * side by side cost 262 busy CPU-seconds on two cores (each host 21–30 alone); the workspace's,
 * 42. The Next host's template pins React 19.3.0 and TypeScript 5: in the workspace it would run
 * beside another React, so it installs on its own, at the same time.
 *
 * What a workspace could hide, a host on its own would meet, and two checks below pin it: a host
 * importing a package it does not declare (another host's, hoisted beside it), and Portico's code
 * importing one it does not declare (a host with nothing but Portico, on its own).
 */
const workspaceHosts = ['node-host', 'vite-host', 'wagmi-host', 'headless-host'] as const
const standaloneHosts = ['next-host'] as const
type ExampleName = (typeof workspaceHosts)[number] | (typeof standaloneHosts)[number]

/**
 * The examples a second describe needs a copy of, installed as it is (the headless host compares
 * its first load with the modal's app): copied from the first install, made before either is used.
 */
const exampleCopies: Partial<Record<ExampleName, readonly string[]>> = { 'vite-host': ['vite-host-beside-headless'] }
const hostsRoot = () => join(work, 'hosts')
let workspaceInstall: Promise<void> | undefined
const standaloneInstalls = new Map<string, Promise<void>>()

/** An example app with the tarball and its own dependencies installed, once per run; in `as`, a copy of it. */
async function installedExample(name: ExampleName, as: string = name): Promise<string> {
  if (as !== name && !exampleCopies[name]?.includes(as))
    throw new Error(`${as} is not a copy of ${name} (exampleCopies)`)
  if ((workspaceHosts as readonly string[]).includes(name)) {
    await (workspaceInstall ??= installWorkspace())
    return join(hostsRoot(), as)
  }
  let installed = standaloneInstalls.get(name)
  if (!installed) {
    installed = installStandalone(name)
    standaloneInstalls.set(name, installed)
  }
  await installed
  return join(work, as)
}

/** Portico's dependency as a package.json in `dir` names it: the packed tarball. */
const tarballFrom = (dir: string) => `file:${relative(dir, tarball)}`

/** The example's files (not what a run of it left), with Portico's tarball among its dependencies. */
async function copyExample(name: string, dir: string) {
  await cp(join(repo, 'examples', name), dir, {
    recursive: true,
    filter: (source) => !/node_modules|\.next|dist/.test(source),
  })
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { dependencies: object }
  manifest.dependencies = { ...manifest.dependencies, portico: tarballFrom(dir) }
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

const npmInstall = (cwd: string) =>
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd, timeout: 240_000 })

async function installWorkspace() {
  const root = hostsRoot()
  await Promise.all(workspaceHosts.map((name) => copyExample(name, join(root, name))))
  const manifest = { name: 'portico-example-hosts', private: true, workspaces: workspaceHosts }
  await writeFile(join(root, 'package.json'), JSON.stringify(manifest))
  await npmInstall(root)
  for (const name of workspaceHosts)
    for (const copy of exampleCopies[name] ?? []) await run('cp', ['-a', join(root, name), join(root, copy)])
}

async function installStandalone(name: string) {
  await copyExample(name, join(work, name))
  await npmInstall(join(work, name))
}

/**
 * A file of a package installed for the host in `dir`: in its own node_modules, else in the
 * workspace's (where what hosts share is hoisted), as Node resolves it.
 */
function installedIn(dir: string, path: string): string {
  for (let at = dir; at !== dirname(at); at = dirname(at)) {
    const file = join(at, 'node_modules', path)
    if (existsSync(file)) return file
  }
  throw new Error(`${path} is not installed for ${dir}`)
}

/**
 * What `tsc --noEmit` reports in an example host (its tsconfig.json: strict,
 * exactOptionalPropertyTypes, skipLibCheck off), less Redux Toolkit's and wagmi's own
 * declarations: RTK 2.14 and 2.15 do not check under exactOptionalPropertyTypes (TaskAbortError's
 * `code`, createAsyncThunk's config), and wagmi 3.7.7 with @tanstack/react-query 5.108 reports six
 * errors of its own with skipLibCheck off (with or without exactOptionalPropertyTypes), in any app
 * that loads their types, with Portico or without. Every other error is reported, Portico's
 * declarations' above all. Each host runs the compiler it installs: TypeScript 6 in the node
 * host (under nodenext), TypeScript 7 (what `npm install typescript` gives now) in the Vite, wagmi
 * and headless hosts (under bundler), so both majors check the declarations; 7, native, takes a
 * third of 6's CPU. 7 runs one checker, as 6 does: its default, four checkers side by side, each
 * working out the types the others also need, took the three hosts 21 busy CPU-seconds against
 * 17, for the same errors, in about the same time on two cores.
 */
async function typeErrorsIn(dir: string): Promise<string[]> {
  const { version } = JSON.parse(await readFile(installedIn(dir, 'typescript/package.json'), 'utf8')) as {
    version: string
  }
  const oneChecker = Number(version.split('.')[0]) >= 7 ? ['--checkers', '1'] : []
  const { stdout } = await run(
    node,
    [installedIn(dir, 'typescript/bin/tsc'), '--noEmit', '--pretty', 'false', ...oneChecker, '-p', '.'],
    {
      cwd: dir,
      timeout: typeCheckBound,
    },
  ).catch((error: { code?: unknown; stdout: string }) => {
    // tsc ran and reported errors (exit code 2 from TypeScript 6, 1 from TypeScript 7); anything
    // else (a timeout, a crash) is no answer.
    if ((error.code !== 1 && error.code !== 2) || !/error TS\d+/.test(error.stdout)) throw error
    return error
  })
  return stdout
    .split('\n')
    .filter((line) => /error TS\d+/.test(line) && !/^(\.\.\/)*node_modules\/(@reduxjs\/toolkit|wagmi)\//.test(line))
}

/**
 * The hosts' `tsc` runs, one at a time, started as soon as a host is installed and awaited by its
 * test, so the host's other steps go on meanwhile. Four at once on two cores, beside the unit
 * files, each passed its 120 s (about 50 s alone). A test awaiting its host's run waits for the
 * runs queued before it too, so its bound is the whole queue's (`typeChecked`): the last host's,
 * held at the shared 300 s, ran out while three runs before it took their time.
 */
const typeCheckBound = 120_000
const hostsTypeChecked = 4
let typeChecks: Promise<unknown> = Promise.resolve()
let typeChecksQueued = 0
function typeCheckQueued(dir: string): Promise<string[]> {
  if (++typeChecksQueued > hostsTypeChecked)
    throw new Error(`More hosts type-check than the ${hostsTypeChecked} their tests' bound counts`)
  const checked = typeChecks.then(() => typeErrorsIn(dir))
  typeChecks = checked.catch(() => undefined)
  return checked
}

/**
 * What Next.js's development overlay shows (`next dev`): its dialog when it opened on an error
 * or an issue, and its badge when it counts any. Nothing where the page has no overlay.
 */
const nextOverlayIssues = () => {
  const overlay = document.querySelector('nextjs-portal')?.shadowRoot
  const dialog = overlay?.querySelector('[data-nextjs-dialog]')
  const flagged = overlay?.querySelector('[data-next-badge][data-error="true"]')
  return [
    ...(dialog ? [`Next.js overlay: ${dialog.textContent?.slice(0, 300)}`] : []),
    ...(flagged ? [`Next.js badge: ${flagged.textContent}`] : []),
  ]
}

/**
 * Redux Toolkit's development notice that a check took longer than its threshold: it times the
 * check by the clock, so on a machine whose cores are busy (a test run's other groups) a stall of
 * the page's process is reported as the check's. Not a problem of the page's (the notice says it
 * is off in production); what the checks find (an unserializable or mutated value) still is.
 */
const checkTimingNotice = /^warning: \w+InvariantMiddleware took \d+ms, which is more than the warning threshold/

/** What a page's console says from now on (errors and warnings), its uncaught errors and failed answers. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const said = `${message.type()}: ${message.text()}`
    if ((message.type() === 'error' || message.type() === 'warning') && !checkTimingNotice.test(said))
      problems.push(said)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`)
  })
  return problems
}

let chromium: Promise<Browser> | undefined
/**
 * A page of its own in a context of its own (no storage, cache or service worker of another
 * page's), in the one Chromium the file's pages share: launched on first use, closed after the
 * tests. A Chromium for each page cost its start, 18 times.
 */
async function freshPage(): Promise<Page> {
  const browser = await (chromium ??= launchChromium())
  return (await browser.newContext()).newPage()
}

/**
 * Opens a served example page in Chromium: what the console said (and a Next.js development
 * overlay showed), and whether the modal opened with its view.
 */
async function openModalIn(
  url: string,
  /** Wallets the page announces, listed in the dialog beside WalletConnect. */
  announced: RegExp[] = [],
): Promise<{ problems: string[]; connectStyle: string | null }> {
  const page = await freshPage()
  try {
    const problems = watchProblems(page)
    await page.goto(url, { waitUntil: 'networkidle' })
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    // A page that broke as it loaded has no button: what it said is the cause.
    const connectStyle = await connect.getAttribute('style').catch((error: Error) => {
      throw new Error(`${error.message}\nThe page said: ${problems.join('\n')}`)
    })
    await connect.click()
    // (Playwright's wait, not expect.poll: the host suites run side by side, where vitest's
    // global expect cannot tell which test polls.)
    await page.getByRole('dialog').getByRole('heading', { level: 2, name: 'Connect Wallet', exact: true }).waitFor()
    // The dialog's frame is the first load's; its view comes with the bundled parts (dist/src/parts).
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^WalletConnect/ })
      .waitFor({ timeout: 15_000 })
    for (const name of announced) await page.getByRole('dialog').getByRole('button', { name }).waitFor()
    problems.push(...(await page.evaluate(nextOverlayIssues)))
    return { problems, connectStyle }
  } finally {
    await page.context().close()
  }
}

/** What the browser hosts' pages talk to: the mock services, a chain, a relay and the fake frame. */
interface PageServices {
  mocks: HttpMockServer
  anvil: Anvil
  relay: Relay
  frame: { demo: DemoServer; frameOrigin: DemoServer }
  /** The fake frame's page, the embedded wallet's `frameUrl`. */
  frameUrl: string
}

let pageServices: Promise<PageServices> | undefined
/**
 * Started once for the hosts that need them (the headless host and the wagmi app), stopped after
 * the tests: the demo's chain (the embedded wallet's smart account factory and its faucet's token
 * deployed, as the fake frame funds and deploys its logins' accounts on anvil), and the embedded
 * wallet's fake frame on an origin of its own (the demo's build of its page alone).
 */
const startPageServices = (): Promise<PageServices> =>
  (pageServices ??= (async () => {
    const [mocks, anvil, relay] = await Promise.all([startHttpMockServer(), startDemoChain(), startRelay()])
    const frame = await startDemoPreviewWithFrame({
      anvilUrl: anvil.url,
      relayUrl: relay.url,
      cacheDir: join(work, 'vite-demo-cache'),
      only: ['frame'],
    })
    return { mocks, anvil, relay, frame, frameUrl: `${frame.frameOrigin.url}frame.html` }
  })())

async function stopPageServices() {
  const services = await pageServices?.catch(() => undefined)
  if (!services) return
  await services.frame.frameOrigin.close()
  await services.frame.demo.close()
  await services.relay.stop()
  await services.anvil.stop()
  await services.mocks.close()
}

/** A page of a served app in a context of its own (freshPage): what it fetched, and what its console said. */
async function inPage<T>(
  url: string,
  act: (page: Page, fetches: ReturnType<typeof recordFetches>) => Promise<T>,
): Promise<{ result: T; problems: string[]; fetched: Fetched[] }> {
  const page = await freshPage()
  try {
    const problems = watchProblems(page)
    const fetches = recordFetches(page)
    await page.goto(url, { waitUntil: 'networkidle' })
    const result = await act(page, fetches).catch((error: Error) => {
      throw new Error(`${error.message}\nThe page said: ${problems.join('\n')}`)
    })
    return { result, problems, fetched: await fetches.all() }
  } finally {
    await page.context().close()
  }
}

/**
 * The embedded wallet's fake frame Portico put in `page` (served at `frameUrl`), and its login
 * service's inbox: the device approved for `email`, and the newest code sent to it.
 */
function fakeFrameInbox(page: Page, frameUrl: string) {
  type FakeFrame = {
    __porticoFakeFrame: {
      auth: { approveDevice(to: string): void; inbox(to: string): { kind: string; value: string }[] }
    }
  }
  const frame = () => {
    const found = page.frames().find((f) => f.url().startsWith(frameUrl))
    if (!found) throw new Error('no fake frame in the page')
    return found
  }
  return {
    approveDevice: (email: string) =>
      frame().evaluate((to) => (window as unknown as FakeFrame).__porticoFakeFrame.auth.approveDevice(to), email),
    code: async (email: string) =>
      (await frame().evaluate(
        (to) =>
          (window as unknown as FakeFrame).__porticoFakeFrame.auth
            .inbox(to)
            .filter((message) => message.kind === 'code')
            .pop()?.value,
        email,
      ))!,
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
  await (await chromium?.catch(() => undefined))?.close()
  await stopPageServices()
  if (work) await rm(work, { recursive: true, force: true })
})

/**
 * The hosts install and run side by side (each mostly waits on its own builds, installs and
 * servers); within a host, one step after another, as its later steps use what earlier ones made.
 */
/** What startSponsoredChain needs besides portico/mocks' own peers: anvil, and its own two. */
const sponsoredChainPeerNames = ['@foundry-rs/anvil', ...Object.keys(sponsoredChainPeers)]

const hostSuite = { concurrent: true }
const step = { concurrent: false }
/** A step awaiting its host's queued `tsc` run: see typeCheckQueued. */
const typeChecked = { ...step, timeout: typeCheckBound * hostsTypeChecked + 60_000 }

describe('the packed package', () => {
  it('holds what a host runs and nothing of the repository (no stories, no tests, a LICENSE)', async () => {
    const { stdout } = await run('tar', ['tzf', tarball])
    const files = stdout.trim().split('\n')
    expect(files).toContain('package/LICENSE')
    expect(files).toContain('package/dist/mocks/browser/mockServiceWorker.js')
    expect(files.filter((file) => /stories|\.test\.|storybook|contracts\/|examples\//.test(file))).toEqual([])
  })

  it("each example host imports only the packages its package.json declares (in the hosts' workspace, another's are hoisted beside it)", async () => {
    const undeclared: string[] = []
    for (const name of [...workspaceHosts, ...standaloneHosts]) {
      const root = join(repo, 'examples', name)
      const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as Record<string, object>
      const declared = new Set(['portico', ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })])
      const sources = (await readdir(root, { recursive: true })).filter(
        (file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/^(node_modules|\.next|dist)\//.test(file),
      )
      for (const file of sources) {
        const text = await readFile(join(root, file), 'utf8')
        for (const [, specifier] of text.matchAll(
          /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g,
        )) {
          // Relative files, Node's own modules, and the Next template's `@/` alias (its tsconfig paths).
          if (/^(\.|\/|@\/)/.test(specifier!) || isBuiltin(specifier!)) continue
          if (!declared.has(packageOf(specifier!))) undeclared.push(`${name}/${file}: ${specifier}`)
        }
      }
    }
    expect(undeclared).toEqual([])
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

  // attw's rule cjs-resolves-to-esm ("ESM (dynamic import only)") predates require(esm): Node
  // 20.19+ and 22.12+ `require` an ESM graph without top-level await (README), and TypeScript
  // >= 5.8 types it under module node20/nodenext (examples/node-host runs and compiles
  // requires.cjs). That rule is ignored; the check left asks that CommonJS resolution find each
  // entry's types and the module ESM hosts get (before the `default` condition, Node found none
  // while TypeScript found the types). portico/mocks is import-only (README).
  it('@arethetypeswrong/cli: CommonJS resolution (node16 from CJS) finds portico, portico/api, portico/headless, portico/viem and portico/wagmi, their types and the modules ESM hosts get', async () => {
    const { stdout } = await run(
      bin('attw'),
      [
        tarball,
        '--format',
        'json',
        '--entrypoints',
        '.',
        './api',
        './headless',
        './viem',
        './wagmi',
        '--ignore-rules',
        'cjs-resolves-to-esm',
      ],
      { cwd: work, timeout: 120_000 },
    )
    type Resolved = { resolution?: { fileName: string }; implementationResolution?: { fileName: string } }
    const { entrypoints } = (
      JSON.parse(stdout) as { analysis: { entrypoints: Record<string, { resolutions: Record<string, Resolved> }> } }
    ).analysis
    const files = (entry: string, kind: string) => {
      const { resolution, implementationResolution } = entrypoints[entry]!.resolutions[kind]!
      return [resolution?.fileName, implementationResolution?.fileName]
    }
    expect(files('.', 'node16-cjs')).toEqual([
      '/node_modules/portico/dist/src/index.d.ts',
      '/node_modules/portico/dist/src/index.js',
    ])
    expect(files('./api', 'node16-cjs')).toEqual([
      '/node_modules/portico/dist/src/api/index.d.ts',
      '/node_modules/portico/dist/src/api/index.js',
    ])
    expect(files('./headless', 'node16-cjs')).toEqual([
      '/node_modules/portico/dist/src/headless/index.d.ts',
      '/node_modules/portico/dist/src/headless/index.js',
    ])
    for (const entry of ['./viem', './wagmi'])
      expect(files(entry, 'node16-cjs')).toEqual([
        `/node_modules/portico/dist/src/${entry.slice(2)}/index.d.ts`,
        `/node_modules/portico/dist/src/${entry.slice(2)}/index.js`,
      ])
    for (const entry of ['.', './api', './headless', './viem', './wagmi'])
      expect(files(entry, 'node16-cjs')).toEqual(files(entry, 'node16-esm'))
  })

  describe('in plain Node (no bundler)', hostSuite, () => {
    let dir: string
    /** Its `tsc` run (typeCheckQueued), under way while the other steps go on. */
    let typeCheck: Promise<string[]>

    beforeAll(async () => {
      dir = await installedExample('node-host')
      typeCheck = typeCheckQueued(dir)
    }, 300_000)

    it('plain Node imports every entry from the installed package, and its mock server answers', step, async () => {
      const { stdout } = await run(node, ['imports.mjs'], { cwd: dir, timeout: 60_000 })
      expect(JSON.parse(stdout.trim().split('\n').pop()!)).toMatchObject({ ok: true })
    })

    it(
      'plain CommonJS requires portico, portico/api, portico/headless, portico/viem and portico/wagmi (require(esm)), imports portico/mocks, and the store it makes gets a balance from the mock server',
      step,
      async () => {
        const { stdout } = await run(node, ['requires.cjs'], { cwd: dir, timeout: 60_000 })
        expect(JSON.parse(stdout.trim().split('\n').pop()!)).toMatchObject({ ok: true })
      },
    )

    it(
      "a host's script starts the sponsored chain from portico/mocks, and a token transfer the app's paymaster sponsors leaves the visitor's ETH at 0",
      step,
      async () => {
        const script = () => run(node, ['sponsored.mjs'], { cwd: dir, timeout: 60_000 })
        // Without its optional peers, it names them before it starts anything.
        const peers = await peerDependencies()
        const wanted = Object.keys(sponsoredChainPeers).map((name) => `${name}@${peers[name]}`)
        await expect(script()).rejects.toThrow(`install them with \`npm install -D ${wanted.join(' ')}\``)
        // Installed beside Portico, where `npm install -D @foundry-rs/anvil @pimlico/alto
        // @account-abstraction/contracts` puts them, as links to the repository's own copies: Alto
        // brings 397 packages, which the workspace's install would unpack again for this one step.
        // Portico itself is the packed tarball's, as in every step here.
        const modules = dirname(dirname(installedIn(dir, 'portico/package.json')))
        for (const peer of sponsoredChainPeerNames) {
          const installed = join(modules, peer)
          await mkdir(dirname(installed), { recursive: true })
          if (!existsSync(installed)) await symlink(join(repo, 'node_modules', peer), installed)
        }
        const { stdout } = await script()
        expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({ ok: true, status: 200, visitorEth: '0' })
      },
    )

    it(
      'TypeScript 6 under nodenext (strict, exactOptionalPropertyTypes, skipLibCheck off) compiles every entry, imported and required, with no error in our declarations',
      typeChecked,
      async () => {
        expect(await typeCheck).toEqual([])
      },
    )
  })

  // Node links a module's static imports before any of its code runs: without a guard, a host
  // that has not installed the mocks' peers met a bare "Cannot find package 'msw'".
  describe('a host with nothing but Portico (npm installs its peers React and viem with it)', hostSuite, () => {
    let dir: string
    beforeAll(async () => {
      dir = join(work, 'bare-host')
      await mkdir(dir)
      const manifest = {
        name: 'portico-bare-host',
        private: true,
        type: 'module',
        dependencies: { portico: tarballFrom(dir) },
      }
      await writeFile(join(dir, 'package.json'), JSON.stringify(manifest))
      await npmInstall(dir)
    }, 300_000)

    it(
      'imports portico, portico/api, portico/headless and portico/viem without the optional peers msw, @mswjs/data and wagmi; portico/mocks names each missing one with its range and how to install them',
      step,
      async () => {
        const peers = await peerDependencies()
        // The optional peers nothing else brings (@noble/curves and @scure/base come with viem).
        const absent = ['msw', '@mswjs/data', 'wagmi', '@foundry-rs/anvil']
        expect(absent.filter((name) => !(name in peers) || existsSync(join(dir, 'node_modules', name)))).toEqual([])
        const importing = (entry: string) =>
          run(node, ['--input-type=module', '--eval', `await import('${entry}')`], { cwd: dir, timeout: 60_000 })
        for (const entry of ['portico', 'portico/api', 'portico/headless', 'portico/viem']) await importing(entry)
        const { msw, '@mswjs/data': data } = peers
        await expect(importing('portico/mocks')).rejects.toMatchObject({
          stderr: expect.stringContaining(
            `Error: portico/mocks runs on msw@${msw}, @mswjs/data@${data}, not installed here (peer dependencies of ` +
              `portico): install them with \`npm install -D msw@${msw} @mswjs/data@${data}\`.`,
          ),
        })
      },
    )
  })

  describe('in the Next.js 16 default template (App Router, cacheComponents on)', hostSuite, () => {
    let mocks: HttpMockServer
    let url: string
    let dir: string
    const env = { NEXT_TELEMETRY_DISABLED: '1' }

    beforeAll(async () => {
      mocks = await startHttpMockServer()
      dir = await installedExample('next-host')
      // The services' base URL is read at build time (NEXT_PUBLIC_…), as a host's would be.
      await run(node, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: dir,
        timeout: 240_000,
        env: { ...shellEnv, ...env, NEXT_PUBLIC_PORTICO_MOCKS: mocks.origin },
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

    it('next start serves the page with the Connect button rendered on the server', step, async () => {
      const html = await (await fetch(url)).text()
      expect(html).toMatch(/<button[^>]*class="portico-connect-button"[^>]*>Connect Wallet<\/button>/)
    })

    it('the page hydrates with nothing in the console, and the button opens the modal', step, async () => {
      expect((await openModalIn(url)).problems).toEqual([])
    })

    // `next dev` prerenders Client Components too, and reports as an issue a render that reads
    // the clock or draws a random number (the cacheComponents default).
    it(
      'next dev serves the page, and a page whose own store holds Portico, with no issue in its overlay or console, and each button opens the modal',
      { ...step, timeout: 240_000 },
      async () => {
        const port = await freePort()
        const log: string[] = []
        await startServer(
          ['node_modules/next/dist/bin/next', 'dev', '-H', '127.0.0.1', '-p', String(port)],
          dir,
          /Ready in/,
          { ...env, NEXT_PUBLIC_PORTICO_MOCKS: mocks.origin },
          log,
        )
        const page = `http://127.0.0.1:${port}/`
        // A host's own store holding Portico, started from porticoState(config) (app/own-store).
        const ownStore = `${page}own-store`
        // The first request compiles the page (and can take longer than a page load is given).
        expect((await fetch(page)).status).toBe(200)
        expect((await openModalIn(page)).problems).toEqual([])
        expect((await fetch(ownStore)).status).toBe(200)
        expect((await openModalIn(ownStore)).problems).toEqual([])
        // What the dev server printed while it rendered the page: no error, no issue.
        expect(
          log
            .join('')
            .split('\n')
            .filter((line) => /error|unstable|issue/i.test(line)),
        ).toEqual([])
      },
    )

    it("the README's Next.js snippet is the example's app/providers.tsx, as written", step, async () => {
      const readme = await readFile(join(repo, 'README.md'), 'utf8')
      const snippet = /### Next\.js[\s\S]*?```tsx\n([\s\S]*?)```/.exec(readme)?.[1]
      expect(snippet).toBe(await readFile(join(repo, 'examples/next-host/app/providers.tsx'), 'utf8'))
    })
  })

  describe('in a Vite + React 19 app in strict TypeScript', hostSuite, () => {
    let mocks: HttpMockServer
    let dir: string
    /** Its `tsc` run (typeCheckQueued), under way while the other steps go on. */
    let typeCheck: Promise<string[]>

    beforeAll(async () => {
      mocks = await startHttpMockServer()
      dir = await installedExample('vite-host')
      typeCheck = typeCheckQueued(dir)
    }, 400_000)

    afterAll(async () => {
      await mocks?.close()
    })

    it(
      'typechecks against the installed types on TypeScript 7 (strict, exactOptionalPropertyTypes, no skipLibCheck)',
      typeChecked,
      async () => {
        expect(await typeCheck).toEqual([])
      },
    )

    // On the repository's Node, and on the lowest Node the README names for the mocks (msw 3's range).
    it.for([
      ['24', async () => node],
      [
        `${mocksLowestNode.join('.')}, the lowest the README names for the mocks`,
        () => nodeRelease(mocksLowestNode.join('.')),
      ],
    ] as const)(
      "the host's own vitest test passes with portico/mocks as the README shows, on Node %s",
      step,
      async ([, runtime]) => {
        const { stdout } = await run(await runtime(), [installedIn(dir, 'vitest/vitest.mjs'), 'run'], {
          cwd: dir,
          timeout: 120_000,
        })
        expect(stdout).toMatch(/3 passed/)
      },
    )

    it(
      "the host's dev page under `vite` dev, importing the demo wallet from portico/mocks/browser, loads with nothing in the console, the wallet listed in the modal",
      step,
      async () => {
        const port = await freePort()
        await startServer(
          [installedIn(dir, 'vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
          dir,
          /Local:/,
          { VITE_PORTICO_MOCKS: mocks.origin },
        )
        const { problems } = await openModalIn(`http://127.0.0.1:${port}/dev.html`, [/^Portico Demo Wallet/])
        expect(problems).toEqual([])
      },
    )

    it(
      'builds with vite, and the built page opens the modal with nothing in the console, the buttons in the configured theme',
      step,
      async () => {
        await run(node, [installedIn(dir, 'vite/bin/vite.js'), 'build'], {
          cwd: dir,
          timeout: 120_000,
          env: { ...shellEnv, VITE_PORTICO_MOCKS: mocks.origin },
        })
        // A production build: Redux Toolkit's development checks are left out of it.
        const assets = join(dir, 'dist/assets')
        for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
          const script = await readFile(join(assets, file), 'utf8')
          expect(script).not.toContain('ImmutableStateInvariantMiddleware')
          // A host without wagmi bundles nothing of portico/wagmi (its connector's own sentence).
          expect(script).not.toContain(closedWithoutConnecting)
        }
        const { problems, connectStyle } = await openModalIn(await vitePreview(dir))
        expect(problems).toEqual([])
        expect(connectStyle).toContain('var(--portico-color-accent, #7b3fe4)')
      },
    )

    it("the README's host test is the example's src/portico.test.ts, as written", step, async () => {
      const readme = await readFile(join(repo, 'README.md'), 'utf8')
      const snippet = /## Mocks for your own tests[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1]
      expect(snippet).toBe(await readFile(join(repo, 'examples/vite-host/src/portico.test.ts'), 'utf8'))
    })
  })

  describe('a wagmi app (Portico as its connector, portico/wagmi)', hostSuite, () => {
    /** The mocks, the demo chain, the relay and the fake frame its pages talk to (startPageServices). */
    let services: PageServices
    let dir: string
    /** Its `tsc` run (typeCheckQueued), under way while the other steps go on. */
    let typeCheck: Promise<string[]>
    let app: string
    const demoWallet = privateKeyToAddress(anvilPrivateKeys[0])
    const secondWallet = privateKeyToAddress(anvilPrivateKeys[1])
    // An address no test sends from (the fake frame's faucet pays from anvil's third account).
    const receiver = privateKeyToAddress(generatePrivateKey())
    const chain = () => createPublicClient({ transport: http(services.anvil.url), cacheTime: 0 })
    /** What the app's wagmi hooks show (examples/wagmi-host/src/App.tsx). */
    const wagmiSays = (page: Page, what: 'status' | 'address' | 'chain' | 'balance') => page.getByLabel(`wagmi ${what}`)
    const portico = (page: Page) => page.getByRole('button', { name: /^(Connect Wallet|Account 0x)/ })

    beforeAll(async () => {
      ;[services, dir] = await Promise.all([startPageServices(), installedExample('wagmi-host')])
      typeCheck = typeCheckQueued(dir)
      await run(node, [installedIn(dir, 'vite/bin/vite.js'), 'build', '--mode', 'dev-page'], {
        cwd: dir,
        timeout: 120_000,
        env: {
          ...shellEnv,
          VITE_ANVIL_URL: services.anvil.url,
          VITE_PORTICO_MOCKS: services.mocks.origin,
          VITE_PORTICO_RELAY_URL: services.relay.url,
          VITE_PORTICO_FRAME_URL: services.frameUrl,
        },
      })
      app = await vitePreview(dir)
    }, 500_000)

    /**
     * Sends 0.01 ETH to `receiver` with the app's useSendTransaction (`approve`: what the visitor
     * does meanwhile); once the page says it was mined, the chain has it succeeded and the
     * receiver holds 0.01 ETH more. The receipt.
     */
    async function sentWithWagmi(page: Page, approve: () => Promise<void> = async () => {}) {
      const before = await chain().getBalance({ address: receiver })
      await page.getByRole('textbox', { name: 'To' }).fill(receiver)
      await page.getByRole('button', { name: 'Send with wagmi' }).click()
      await approve()
      await page.getByLabel('mined in block').waitFor({ timeout: 30_000 })
      const hash = (await page.getByLabel('transaction hash').textContent()) as Hex
      const receipt = await chain().getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(await chain().getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
      return receipt
    }

    it(
      'typechecks against the installed types on TypeScript 7 (strict, exactOptionalPropertyTypes, no skipLibCheck)',
      typeChecked,
      async () => {
        expect(await typeCheck).toEqual([])
      },
    )

    it(
      "a browser wallet connected with Portico's button: wagmi's useConnection has its account and chain, useBalance is the chain's, a useSendTransaction is mined on anvil, and a useSendCalls batch runs in one transaction that useWaitForCallsStatus sees",
      step,
      async () => {
        const { problems } = await inPage(`${app}dev.html`, async (page) => {
          await portico(page).click()
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^Portico Demo Wallet/ })
            .click()
          await wagmiSays(page, 'address').filter({ hasText: demoWallet }).waitFor()
          expect(await wagmiSays(page, 'chain').textContent()).toBe('31337')
          expect(await wagmiSays(page, 'status').textContent()).toBe('connected')
          const balance = `${formatEther(await chain().getBalance({ address: demoWallet }))} ETH`
          await wagmiSays(page, 'balance').filter({ hasText: balance }).waitFor()

          const receipt = await sentWithWagmi(page)
          expect(receipt).toMatchObject({ from: demoWallet.toLowerCase(), to: receiver.toLowerCase() })

          // EIP-5792 through Portico's provider: the page's wallet (an EIP-7702 account) says it
          // runs batches once it upgrades, and runs both transfers in one transaction.
          await page
            .getByLabel('atomic batches')
            .filter({ hasText: /^(ready|supported)$/ })
            .waitFor()
          const before = await chain().getBalance({ address: receiver })
          await page.getByRole('textbox', { name: 'Batch recipient' }).fill(receiver)
          await page.getByRole('button', { name: 'Send a batch with wagmi' }).click()
          await page.getByLabel('batch status').filter({ hasText: 'success' }).waitFor({ timeout: 30_000 })
          expect(await page.getByLabel('batch transactions').textContent()).toBe('1')
          expect(await chain().getBalance({ address: receiver })).toBe(before + parseEther('0.03'))
        })
        expect(problems).toEqual([])
      },
    )

    it(
      "wagmi's connect opens Portico's modal; a reload reconnects both without a prompt; wagmi's disconnect ends Portico's session, and the next reload stays disconnected",
      step,
      async () => {
        const { problems } = await inPage(`${app}dev.html`, async (page) => {
          await page.getByRole('button', { name: 'Connect with wagmi' }).click()
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^Portico Demo Wallet/ })
            .click()
          await wagmiSays(page, 'address').filter({ hasText: demoWallet }).waitFor()
          await page.getByRole('button', { name: /^Account 0x/ }).waitFor()

          await page.reload({ waitUntil: 'networkidle' })
          await wagmiSays(page, 'address').filter({ hasText: demoWallet }).waitFor()
          await page.getByRole('button', { name: /^Account 0x/ }).waitFor()
          expect(await page.getByRole('dialog').count()).toBe(0)

          await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
          await wagmiSays(page, 'status')
            .filter({ hasText: /^disconnected$/ })
            .waitFor()
          await portico(page).filter({ hasText: 'Connect Wallet' }).waitFor()
          expect(await page.evaluate(() => localStorage.getItem('@portico/connectorIds'))).toMatch(/^(null|\{\})$/)

          await page.reload({ waitUntil: 'networkidle' })
          await wagmiSays(page, 'status')
            .filter({ hasText: /^disconnected$/ })
            .waitFor()
          await portico(page).filter({ hasText: 'Connect Wallet' }).waitFor()
        })
        expect(problems).toEqual([])
      },
    )

    it(
      "two wallets at once: wagmi's useConnections lists both; wagmi's switch makes the other act in Portico, Portico's Switch moves wagmi's current back, and a send is the acting wallet's",
      step,
      async () => {
        const { problems } = await inPage(`${app}dev.html`, async (page) => {
          const dialog = page.getByRole('dialog')
          const pick = (name: string) => dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click()
          await portico(page).click()
          await pick('Portico Demo Wallet')
          await wagmiSays(page, 'address').filter({ hasText: demoWallet }).waitFor()
          await portico(page).click()
          await dialog.getByRole('button', { name: 'Add a wallet', exact: true }).click()
          await pick('Portico Second Wallet')
          await wagmiSays(page, 'address').filter({ hasText: secondWallet }).waitFor()
          await page.keyboard.press('Escape')
          expect(await page.getByLabel('wagmi connections').getByRole('listitem').count()).toBe(2)

          // wagmi's switch: Portico's account (its button) is the first wallet's.
          await page.getByRole('button', { name: 'Switch to Portico Demo Wallet with wagmi' }).click()
          await wagmiSays(page, 'address').filter({ hasText: demoWallet }).waitFor()
          await portico(page)
            .filter({ hasText: demoWallet.slice(0, 6) })
            .waitFor()
          const receipt = await sentWithWagmi(page)
          expect(receipt.from).toBe(demoWallet.toLowerCase())

          // Portico's Switch (Account's Connected wallets): wagmi's current is the second again.
          await portico(page).click()
          await dialog.getByRole('button', { name: 'Switch to Portico Second Wallet' }).click()
          await wagmiSays(page, 'address').filter({ hasText: secondWallet }).waitFor()
          await page.keyboard.press('Escape')
          expect(await page.getByLabel('wagmi connections').getByRole('listitem').count()).toBe(2)
        })
        expect(problems).toEqual([])
      },
    )

    it(
      "the embedded wallet: an email login in Portico's modal (through the fake frame) connects wagmi, and a useSendTransaction approved in the frame's card is mined on anvil",
      step,
      async () => {
        const email = 'wagmi@example.com'
        const { problems } = await inPage(app, async (page) => {
          await portico(page).click()
          const dialog = page.getByRole('dialog')
          await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
          await dialog.getByRole('button', { name: 'Continue with email' }).click()
          const inbox = fakeFrameInbox(page, services.frameUrl)
          await dialog.getByText('Approve this device', { exact: true }).waitFor({ timeout: 20_000 })
          await inbox.approveDevice(email)
          await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor()
          await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
          await page.keyboard.type(await inbox.code(email))
          await wagmiSays(page, 'address')
            .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
            .waitFor({ timeout: 30_000 })
          const account = (await wagmiSays(page, 'address').textContent()) as Hex
          expect(account).not.toBe(demoWallet)

          await sentWithWagmi(page, async () => {
            // The modal is closed: the frame shows as a card over the page, and the visitor answers in it.
            await page
              .frameLocator('iframe[title="Portico embedded wallet: approve the request"]')
              .getByRole('button', { name: 'Approve' })
              .click({ timeout: 20_000 })
          })
        })
        expect(problems).toEqual([])
      },
    )

    // The figure for the README: the app built again with portico/wagmi's own modules (the
    // connector and the provider it shares with portico/viem) in a file of their own, their
    // dependencies left where they were (Portico's store and actions, viem's helpers: in any
    // wagmi app with Portico already), so what the entry adds to a wagmi app's first load is that
    // file. A host without wagmi bundles none of it (the Vite host's build checks for its
    // connector's sentence).
    it(
      "what portico/wagmi adds to the wagmi app's first load, beside Portico's and wagmi's own (printed)",
      step,
      async () => {
        await writeFile(
          join(dir, 'vite.measure.config.ts'),
          "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n" +
            'export default defineConfig({ plugins: [react()], build: { outDir: "dist-measure", rolldownOptions: {\n' +
            '  output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "portico-wagmi", test: /node_modules[\\\\/]portico[\\\\/]dist[\\\\/]src[\\\\/](wagmi|viem)[\\\\/]/ }] } },\n' +
            '} } })\n',
        )
        await run(node, [installedIn(dir, 'vite/bin/vite.js'), 'build', '--config', 'vite.measure.config.ts'], {
          cwd: dir,
          timeout: 120_000,
          env: { ...shellEnv, VITE_ANVIL_URL: services.anvil.url, VITE_PORTICO_MOCKS: services.mocks.origin },
        })
        const measured = await vitePreview(dir, ['--config', 'vite.measure.config.ts'])
        // A figure of a page that failed would be a smaller, false one.
        const { fetched, problems } = await inPage(measured, (_, fetches) => fetches.quiet())
        expect(problems).toEqual([])
        const load = summary(fetched, 'load')
        const own = summary(
          fetched.filter((item) => /\/portico-wagmi-[^/]*\.js$/.test(item.url)),
          'load',
        )
        console.log(
          [
            "[wagmi figure] the wagmi app's first load (scripts gzipped at level 9, as a static host serves them)",
            `[wagmi figure] the whole page: ${load.line}\n    ${load.files.join('\n    ')}`,
            `[wagmi figure] portico/wagmi's own modules: ${own.line}`,
          ].join('\n'),
        )
        expect(own.scripts).toBe(1)
      },
    )
  })

  describe('a headless host (its own UI on portico/headless)', hostSuite, () => {
    /** The mocks, the demo chain, the relay and the fake frame its pages talk to (startPageServices). */
    let services: PageServices
    let dir: string
    /** Its `tsc` run (typeCheckQueued), under way while the other steps go on. */
    let typeCheck: Promise<string[]>
    /** The served apps: the headless host, and the modal's (examples/vite-host) beside it. */
    let app: string
    let modalApp: string
    const demoWallet = privateKeyToAddress(anvilPrivateKeys[0])

    beforeAll(async () => {
      let modalDir: string
      ;[services, dir, modalDir] = await Promise.all([
        startPageServices(),
        installedExample('headless-host'),
        installedExample('vite-host', 'vite-host-beside-headless'),
      ])
      typeCheck = typeCheckQueued(dir)
      // The modal's app with its dev page built too (its own config builds index.html only), so
      // that both apps connect the same demo wallet as built.
      await writeFile(
        join(modalDir, 'vite.pages.config.ts'),
        "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n" +
          "export default defineConfig({ plugins: [react()], build: { rolldownOptions: { input: ['index.html', 'dev.html'] } } })\n",
      )
      const built = (cwd: string, args: string[], env: Record<string, string>) =>
        run(node, [installedIn(cwd, 'vite/bin/vite.js'), 'build', ...args], {
          cwd,
          timeout: 120_000,
          env: { ...shellEnv, ...env },
        })
      await Promise.all([
        built(dir, ['--mode', 'dev-page'], {
          VITE_PORTICO_MOCKS: services.mocks.origin,
          VITE_PORTICO_RELAY_URL: services.relay.url,
          VITE_PORTICO_FRAME_URL: services.frameUrl,
        }),
        built(modalDir, ['--config', 'vite.pages.config.ts'], { VITE_PORTICO_MOCKS: services.mocks.origin }),
      ])
      ;[app, modalApp] = await Promise.all([vitePreview(dir), vitePreview(modalDir)])
    }, 500_000)

    const address = (page: Page) => page.getByLabel('Account address')

    it(
      'typechecks against the installed types on TypeScript 7 (strict, exactOptionalPropertyTypes, no skipLibCheck)',
      typeChecked,
      async () => {
        expect(await typeCheck).toEqual([])
      },
    )

    it(
      "imports Portico from portico/headless only (the dev page's demo wallet from portico/mocks/browser), never from portico",
      step,
      async () => {
        const sources = join(repo, 'examples/headless-host/src')
        const imported = new Set<string>()
        for (const file of await readdir(sources))
          for (const [, from] of (await readFile(join(sources, file), 'utf8')).matchAll(
            /(?:from |import\()'(portico[^']*)'/g,
          ))
            imported.add(from!)
        expect([...imported].sort()).toEqual(['portico/headless', 'portico/mocks/browser'])
      },
    )

    // The marker is the views' `data-view` attribute (pageFetches.ts): the check is shown able to
    // fail on the modal's app, built from the same tarball, which fetches it on its first load.
    it(
      "the built page lists the wallets in its own UI with nothing in the console, and fetches none of the modal's code (its build holds none); the modal's app fetches it",
      step,
      async () => {
        const headless = await inPage(app, async (page) => {
          await page.getByRole('button', { name: 'Connect WalletConnect' }).waitFor({ timeout: 15_000 })
        })
        expect(headless.problems).toEqual([])
        expect(headless.fetched.filter((item) => item.script).length).toBeGreaterThan(0)
        expect(modalScripts(headless.fetched)).toEqual([])
        const modal = await inPage(modalApp, async () => undefined)
        expect(modalScripts(modal.fetched)).not.toEqual([])
        // Nor is it in the build at all: the bundler found no way to it from portico/headless.
        const assets = join(dir, 'dist/assets')
        for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js')))
          expect(await readFile(join(assets, file), 'utf8'), file).not.toContain(modalViewMarker)
      },
    )

    it(
      'a browser wallet the page announces (EIP-6963) is in its list and connects from its own button; its Disconnect ends the connection',
      step,
      async () => {
        const { problems, fetched } = await inPage(`${app}dev.html`, async (page) => {
          await page.getByRole('button', { name: /^Connect Portico Demo Wallet/ }).click()
          await address(page).filter({ hasText: demoWallet }).waitFor()
          // SIWX is configured: the account is asked to sign in, in the page's own prompt.
          await page.getByRole('alertdialog', { name: 'Sign in with your wallet' }).waitFor()
          await page.getByRole('button', { name: 'Disconnect' }).click()
          await page.getByText('Not connected').waitFor()
          await page.getByRole('button', { name: /^Connect Portico Demo Wallet/ }).waitFor()
        })
        expect(problems).toEqual([])
        expect(modalScripts(fetched)).toEqual([])
      },
    )

    it(
      'the search field finds a directory wallet (after the typing stops) and lists it with its own button',
      step,
      async () => {
        const { problems, fetched } = await inPage(app, async (page) => {
          await page.getByRole('searchbox', { name: 'Search wallets' }).fill('trust')
          await page.getByRole('button', { name: /^Connect Trust Wallet/ }).waitFor({ timeout: 15_000 })
        })
        expect(problems).toEqual([])
        expect(modalScripts(fetched)).toEqual([])
      },
    )

    it(
      'WalletConnect: its own QR code of the pairing URI, and a wallet that pairs with the URI over the relay connects, signed in by the same approval',
      step,
      async () => {
        const wallet = await createWalletConnectWallet({ relayUrl: services.relay.url, anvilUrl: services.anvil.url })
        try {
          const { problems, fetched } = await inPage(app, async (page) => {
            await page.getByRole('button', { name: 'Connect WalletConnect' }).click()
            await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
            await wallet.pair(await page.getByRole('textbox', { name: 'Pairing URI' }).inputValue())
            await address(page).filter({ hasText: wallet.addresses[0]! }).waitFor({ timeout: 20_000 })
            // Every configured network is EVM: the pairing carried the sign-in, one approval for both.
            await page.getByRole('heading', { name: 'Signed in' }).waitFor()
          })
          // The WalletConnect SDK warns on the one-click sign-in Portico asks for (its
          // `authenticate`, deprecated in the SDK for `connect()`'s `authentication`): the
          // connector's, not this page's; anything else the console says fails the test.
          expect(problems.filter((problem) => !/\[WalletConnect\] `authenticate` is deprecated/.test(problem))).toEqual(
            [],
          )
          expect(modalScripts(fetched)).toEqual([])
        } finally {
          await wallet.close()
        }
      },
    )

    it(
      "email: its own email field, this device approved and the code typed from the fake frame's inbox, connects the embedded wallet",
      step,
      async () => {
        const email = 'headless@example.com'
        const { problems, fetched } = await inPage(app, async (page) => {
          await page.getByRole('textbox', { name: 'Email' }).fill(email)
          await page.getByRole('button', { name: 'Continue with email' }).click()
          // The inbox is the fake frame's login service, in the frame Portico put in the page.
          const inbox = fakeFrameInbox(page, services.frameUrl)
          await page.getByText('Approve this device').waitFor({ timeout: 20_000 })
          await inbox.approveDevice(email)
          const field = page.getByRole('textbox', { name: /^Code sent to/ })
          await field.waitFor()
          await field.fill(await inbox.code(email))
          await page.getByRole('button', { name: 'Submit code' }).click()
          await address(page)
            .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
            .waitFor({ timeout: 30_000 })
        })
        expect(problems).toEqual([])
        expect(modalScripts(fetched)).toEqual([])
      },
    )

    it(
      "SIWX: after connecting, its own prompt's Sign has the wallet sign Portico's message; the session kept verifies for the account",
      step,
      async () => {
        const { result: sessions, problems } = await inPage(`${app}dev.html`, async (page) => {
          await page.getByRole('button', { name: /^Connect Portico Demo Wallet/ }).click()
          await page
            .getByRole('alertdialog', { name: 'Sign in with your wallet' })
            .getByRole('button', { name: 'Sign' })
            .click()
          await page.getByRole('heading', { name: 'Signed in' }).waitFor()
          // Portico's own session store (the config gives none): its storage, under its prefix.
          return page.evaluate(() => localStorage.getItem('@portico/siwxSessions'))
        })
        expect(problems).toEqual([])
        const [session] = JSON.parse(sessions ?? '[]') as {
          message: string
          signature: Hex
          data: { accountAddress: string }
        }[]
        expect(session?.data.accountAddress).toBe(demoWallet)
        expect(
          await verifyMessage({ address: demoWallet, message: session!.message, signature: session!.signature }),
        ).toBe(true)
      },
    )

    // The figure for the README: the first load, and what the first connect (the demo wallet)
    // brings beyond it, in the headless app and in the modal's app doing the same.
    it(
      'fetches on its first load and first connect, against the modal app doing the same (printed)',
      step,
      async () => {
        const measured = async (url: string, connect: (page: Page) => Promise<void>) =>
          (
            await inPage(url, async (page, fetches) => {
              await fetches.quiet()
              fetches.phase('connect')
              await connect(page)
              await fetches.quiet()
            })
          ).fetched
        const headless = await measured(`${app}dev.html`, async (page) => {
          await page.getByRole('button', { name: /^Connect Portico Demo Wallet/ }).click()
          await address(page).filter({ hasText: demoWallet }).waitFor()
        })
        const modal = await measured(`${modalApp}dev.html`, async (page) => {
          await page.getByRole('button', { name: 'Connect Wallet' }).click()
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^Portico Demo Wallet/ })
            .click()
          await page.getByText(demoWallet).waitFor()
        })
        const plainLoad = async (url: string) => (await inPage(url, (_, fetches) => fetches.quiet())).fetched
        const rows = {
          'headless, index.html first load': summary(await plainLoad(app), 'load'),
          'modal, index.html first load': summary(await plainLoad(modalApp), 'load'),
          'headless, dev.html first load': summary(headless, 'load'),
          'modal, dev.html first load': summary(modal, 'load'),
          'headless, first connect (demo wallet)': summary(headless, 'connect'),
          'modal, first connect (demo wallet)': summary(modal, 'connect'),
          // The headless app signs in with SIWX; the modal's app does not configure it.
          "headless, first connect without SIWX's work": summary(
            headless.filter((item) => !/\/siwxWork-/.test(item.url)),
            'connect',
          ),
        }
        console.log(
          [
            '[headless figure] what the page fetches (scripts gzipped at level 9, as a static host serves them)',
            ...Object.entries(rows).map(
              ([name, row]) => `[headless figure] ${name}: ${row.line}\n    ${row.files.join('\n    ')}`,
            ),
          ].join('\n'),
        )
        expect(modalScripts(headless)).toEqual([])
        expect(rows['headless, index.html first load'].scripts).toBeGreaterThan(0)
      },
    )
  })
})
