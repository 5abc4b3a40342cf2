// A real ERC-4337 bundler on 127.0.0.1, beside a local anvil: Pimlico's Alto, from the
// @pimlico/alto npm package, run as a child process on the Node that runs us. It answers
// eth_sendUserOperation, eth_estimateUserOperationGas, eth_getUserOperationReceipt (and the
// rest of ERC-4337's bundler API) for the EntryPoint v0.7 (entryPoint.ts) and sends the bundles
// from anvil's account 8. Whoever starts one stops it.
//
// How it is run, and why:
// - `--safe-mode false`: anvil runs the JavaScript tracer safe mode checks ERC-7562's rules with,
//   but Alto 0.0.20's safe validation for v0.7 then decodes the traced revert with an ABI that
//   lacks the EntryPoint's DelegateAndRevert wrapper (0x99410554): every eth_sendUserOperation
//   answered 500. Unsafe mode still simulates each operation's validation (signatures, deposit,
//   validity window) and execution against the EntryPoint before it takes it.
// - Alto deploys its simulation contracts at start (`--deploy-simulations-contract`, on by
//   default) from the utility key (account 9), through anvil's CREATE2 deployer. Its fallback
//   when that deployer is missing sends a pre-signed transaction that 0.0.20 ships garbled
//   (a 'V' for some '0's), so a node without it (anvil `--no-create2`) cannot start Alto.
// - The executor refills and the utility wallet's balance poll are off: anvil's accounts hold
//   10,000 ETH, and no transaction of the utility key should come at an unplanned time.
// - Alto listens on 0.0.0.0, with no flag to change it: a module loaded before it (--import)
//   binds every TCP listener of the process to 127.0.0.1 instead.
// - A clean environment and no .env: Alto reads ALTO_* variables and ./.env as options.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from '../../freePorts'
import { waitUntilAnswering } from '../waitUntilAnswering'
import { entryPoint } from './entryPoint'
import { aaKeys } from './keys'

export interface Bundler {
  url: string
  port: number
  /** The child's process id (for its CPU time in /proc/<pid>/stat). */
  pid: number
  /** Its output so far (the last 64 KiB), for a failing test to show. */
  output(): string
  stop(): Promise<void>
}

export interface BundlerOptions {
  /** The node Alto reads and sends to. */
  rpcUrl: string
  /** Default: a free port. */
  port?: number
  /** Alto's log level; default 'warn'. */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
}

function altoEntry(): string {
  const require = createRequire(import.meta.url)
  // The package exports only its library (esm/index.js); its CLI is beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/** Binds every listener that names no host, or all of them (0.0.0.0, ::), to the loopback. */
const loopbackOnly = `
import net from 'node:net'
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && first.path === undefined) args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number') args.splice(1, typeof args[1] === 'string' ? 1 : 0, '127.0.0.1')
  return listen.apply(this, args)
}
`

const bundlerArgs = ({ rpcUrl, logLevel = 'warn' }: BundlerOptions, port: number) => [
  '--entrypoints',
  entryPoint.address,
  '--executor-private-keys',
  aaKeys.bundlerExecutor,
  '--utility-private-key',
  aaKeys.bundlerUtility,
  '--rpc-url',
  rpcUrl,
  '--port',
  String(port),
  '--safe-mode',
  'false',
  '--refilling-wallets',
  'false',
  '--utility-wallet-monitor',
  'false',
  '--log-level',
  logLevel,
  // A wallet in a page calls it from the page's origin (the demo's ERC-4337 wallet, the frame's).
  '--enable-cors',
  'true',
]

const outputKept = 64 * 1024

export async function startBundler(options: BundlerOptions): Promise<Bundler> {
  const port = options.port ?? (await freePort())
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // dotenv reads this file instead of ./.env.
    DOTENV_CONFIG_PATH: '/dev/null',
  }
  const child = spawn(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(loopbackOnly)}`,
      altoEntry(),
      ...bundlerArgs(options, port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  )
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-outputKept))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  await waitUntilAnswering({
    name: 'Alto',
    child,
    url,
    method: 'eth_supportedEntryPoints',
    timeoutMs: 30_000,
    output: () => output,
  })
  return { url, port, pid: child.pid!, output: () => output, stop }
}
