// The peer dependencies portico/mocks links, loaded one by one before the mocks themselves: a
// missing one is then named with the range to install, where a static import would fail as Node
// links the modules, before any code of ours runs (ERR_MODULE_NOT_FOUND "Cannot find package
// 'msw'"). msw and @mswjs/data are optional peers: a host that only renders the modal has none.
import { createRequire } from 'node:module'

/**
 * Each peer package that a module of portico/mocks imports statically, by a specifier it imports
 * (test/mocks/entries.test.ts keeps the list whole). @noble/curves and @scure/base usually come
 * with viem, but a strict installer (pnpm) shows only what the host installed itself.
 */
export const mocksPeers = {
  msw: () => import('msw/node'),
  '@mswjs/data': () => import('@mswjs/data'),
  viem: () => import('viem'),
  '@noble/curves': () => import('@noble/curves/ed25519'),
  '@scure/base': () => import('@scure/base'),
} satisfies Record<string, () => Promise<unknown>>

/** Resolves once every peer loads; else throws an Error naming each missing one with its range. */
export async function requirePeers(
  peers: Record<string, () => Promise<unknown>> = mocksPeers,
  /** What runs on them, as the message names it. */
  user = 'portico/mocks',
): Promise<void> {
  const missing: string[] = []
  const causes: unknown[] = []
  // One after another: loaded side by side on Node 22.12, @mswjs/data (CommonJS, which requires
  // an ES module msw/node is importing at the same time) failed inside Node's loader ("Cannot
  // read properties of undefined (reading 'getStatus')"), under vitest.
  for (const [name, load] of Object.entries(peers)) {
    try {
      await load()
    } catch (error) {
      // Only the package itself missing is ours to explain; anything else (one of its own
      // dependencies missing, an error while it loads) is thrown as it came.
      if (!isMissing(error, name)) throw error
      missing.push(name)
      causes.push(error)
    }
  }
  if (missing.length === 0) return
  const { peerDependencies } = createRequire(import.meta.url)('portico/package.json') as {
    peerDependencies: Record<string, string>
  }
  const wanted = missing.map((name) => `${name}@${peerDependencies[name]}`)
  throw new Error(
    `${user} runs on ${wanted.join(', ')}, not installed here (peer dependencies of portico): ` +
      `install ${missing.length > 1 ? 'them' : 'it'} with \`npm install -D ${wanted.join(' ')}\`.`,
    { cause: causes.length > 1 ? new AggregateError(causes) : causes[0] },
  )
}

function isMissing(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes(`'${name}'`)
  )
}
