// A local anvil node on 127.0.0.1 for tests and the demo. The binary comes from the
// @foundry-rs/anvil npm package. Whoever starts one stops it.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from '../freePorts'
import { waitUntilAnswering } from './waitUntilAnswering'

export interface Anvil {
  url: string
  port: number
  chainId: number
  stop(): Promise<void>
}

function anvilEntry(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@foundry-rs/anvil/package.json')), 'bin.mjs')
}

export interface AnvilOptions {
  /** Default: a free port. */
  port?: number
  /** Default 31337. */
  chainId?: number
  /** Seconds between blocks; default: a block per transaction (automine). */
  blockTime?: number
}

/**
 * A free port is only free until someone takes it: between our asking and anvil binding it,
 * another test's server did once (a fresh clone's "Address already in use"). Without a port of
 * the caller's, anvil is started again on another one.
 */
const portTakenAttempts = 3

export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchAnvil(options.port ?? (await freePort()), options)
    } catch (error) {
      const taken = /Address already in use/.test((error as Error).message)
      if (!taken || options.port !== undefined || attempt === portTakenAttempts) throw error
    }
  }
}

async function launchAnvil(port: number, options: AnvilOptions): Promise<Anvil> {
  const chainId = options.chainId ?? 31337
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent']
  if (options.blockTime) args.push('--block-time', String(options.blockTime))
  // process.execPath: the Node that runs us (24 under npm scripts), not the shell's.
  const child = spawn(process.execPath, [anvilEntry(), ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitUntilAnswering({
    name: 'anvil',
    child,
    url,
    method: 'eth_chainId',
    timeoutMs: 20_000,
    output: () => stderr,
  })
  return {
    url,
    port,
    chainId,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
