// The mocks' two entries. portico/mocks (Node) loads its peer dependencies before the mocks, so
// that a missing one is named with the range to install (mocks/peers.ts), and lists its exports
// by name for that (mocks/index.ts). portico/mocks/browser is what a page can import: the
// portable parts and startBrowserMocks, nothing of Node's.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as entry from '../../mocks'
import * as implementation from '../../mocks/exports'
import { mocksPeers, requirePeers } from '../../mocks/peers'
import { sponsoredChainPeers, startSponsoredChain } from '../../mocks/chain/aa/sponsoredChainEntry'
import { packageOf, staticImports, staticModules } from '../support/importGraph'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const { peerDependencies } = JSON.parse(read('package.json')) as { peerDependencies: Record<string, string> }

/**
 * The packages `entries` load: linked statically, or by name at run time (`import('…')`,
 * `require.resolve('…')`) in any module they link but `unread`.
 */
const packagesLoadedBy = (entries: string[], unread?: string) =>
  new Set(
    [
      ...entries.flatMap((entry) => [...staticImports(entry).keys()]),
      ...[...new Set(entries.flatMap(staticModules))]
        .filter((file) => file !== unread)
        .flatMap((file) =>
          [...read(file).matchAll(/\b(?:import|require\.resolve)\(\s*'([^'.][^']*)'/g)].map((m) => m[1]!),
        ),
    ].map(packageOf),
  )

/**
 * The packages the mocks' entries load (the peers loaded one by one, anvil's binary and the
 * sponsored chain's peers by name).
 */
const packagesLoaded = () => packagesLoadedBy(['mocks/index.ts', 'mocks/exports.ts', 'mocks/browser/index.ts'])

/** The peer dependencies the README's "Using Portico in an app" asks a host to install for the mocks. */
function peersTheReadmeAsks(): string[] {
  const readme = read('README.md')
  const from = readme.indexOf('For the mocks in your own tests')
  const advice = readme.slice(from, readme.indexOf('Without `msw`', from))
  const names = [...advice.matchAll(/`([^`]+)`/g)]
    .flatMap((m) => m[1]!.split(/\s+/))
    .map((word) => word.replace(/(?<=.)@[^@]*$/, ''))
  return [...new Set(names.filter((name) => name in peerDependencies))]
}

describe('portico/mocks', () => {
  it('exports by name exactly what its implementation (mocks/exports) exports', () => {
    expect(Object.keys(entry).sort()).toEqual(Object.keys(implementation).sort())
    expect(entry.createNodeMocks).toBe(implementation.createNodeMocks)
  })

  it('loads first every peer dependency its modules import statically', () => {
    const linked = [...staticImports('mocks/exports.ts').keys()].map(packageOf)
    const peers = [...new Set(linked.filter((name) => name in peerDependencies))].sort()
    expect(peers.length).toBeGreaterThan(0)
    expect(Object.keys(mocksPeers).sort()).toEqual(peers)
  })

  it('names each missing peer dependency with its range from package.json, and how to install them', async () => {
    const missing = (name: string) => () =>
      Promise.reject(
        Object.assign(
          new Error(`Cannot find package '${name}' imported from /app/node_modules/portico/dist/mocks/peers.js`),
          {
            code: 'ERR_MODULE_NOT_FOUND',
          },
        ),
      )
    await expect(
      requirePeers({ msw: missing('msw'), '@mswjs/data': missing('@mswjs/data'), viem: () => import('viem') }),
    ).rejects.toThrow(
      `portico/mocks runs on msw@${peerDependencies.msw}, @mswjs/data@${peerDependencies['@mswjs/data']}, not ` +
        'installed here (peer dependencies of portico): install them with ' +
        `\`npm install -D msw@${peerDependencies.msw} @mswjs/data@${peerDependencies['@mswjs/data']}\`.`,
    )
  })

  it('the README asks hosts to install, for the mocks, only peers that its entries load', () => {
    const asked = peersTheReadmeAsks()
    expect(asked).toEqual(expect.arrayContaining(['msw', '@mswjs/data', '@foundry-rs/anvil']))
    const loaded = packagesLoaded()
    expect(asked.filter((name) => !loaded.has(name))).toEqual([])
  })

  it('lists as optional peers only packages an entry loads (the mocks, or portico/wagmi its wagmi)', () => {
    const { peerDependenciesMeta } = JSON.parse(read('package.json')) as {
      peerDependenciesMeta: Record<string, { optional?: boolean }>
    }
    const optional = Object.keys(peerDependenciesMeta).filter((name) => peerDependenciesMeta[name]!.optional)
    const loaded = packagesLoaded()
    const wagmi = new Set([...staticImports('src/wagmi/index.ts').keys()].map(packageOf))
    expect(optional.filter((name) => !loaded.has(name) && !wagmi.has(name))).toEqual([])
  })

  it('startSponsoredChain looks first for every package the sponsored chain loads that no other mock does', () => {
    const mocks = packagesLoadedBy(['mocks/exports.ts'], 'mocks/chain/aa/sponsoredChainEntry.ts')
    const chain = packagesLoadedBy(['mocks/chain/aa/sponsoredChain.ts'])
    const own = [...chain].filter((name) => !name.startsWith('node:') && !mocks.has(name)).sort()
    expect(own).toEqual(Object.keys(sponsoredChainPeers).sort())
    expect(own.every((name) => name in peerDependencies)).toBe(true)
  })

  it('startSponsoredChain names each of its missing peers with its range, before it starts anything', async () => {
    const missing = (name: string) => () =>
      Promise.reject(Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' }))
    const peers = Object.fromEntries(Object.keys(sponsoredChainPeers).map((name) => [name, missing(name)]))
    const wanted = Object.keys(peers).map((name) => `${name}@${peerDependencies[name]}`)
    await expect(requirePeers(peers, 'startSponsoredChain')).rejects.toThrow(
      `startSponsoredChain runs on ${wanted.join(', ')}, not installed here (peer dependencies of portico): ` +
        `install them with \`npm install -D ${wanted.join(' ')}\`.`,
    )
    // Here they are installed: the entry's own function is the one that starts the chain.
    expect(entry.startSponsoredChain).toBe(startSponsoredChain)
  })

  it('throws as it came an error of a peer that is there but fails to load', async () => {
    const broken = Object.assign(
      new Error("Cannot find package 'outvariant' imported from /app/node_modules/msw/lib/core/index.mjs"),
      {
        code: 'ERR_MODULE_NOT_FOUND',
      },
    )
    await expect(requirePeers({ msw: () => Promise.reject(broken) })).rejects.toBe(broken)
  })
})

describe('portico/mocks/browser', () => {
  it("reaches none of Node's built-ins nor msw/node, which break a page", () => {
    const reached = staticImports('mocks/browser/index.ts')
    const nodeOnly = [...reached].filter(([specifier]) => /^node:|^msw\/node$/.test(specifier))
    expect(nodeOnly).toEqual([])
    // The check sees what breaks a page: portico/mocks reaches both.
    const nodeEntry = [...staticImports('mocks/exports.ts').keys()]
    expect(nodeEntry).toEqual(expect.arrayContaining(['msw/node', 'node:http']))
  })
})
