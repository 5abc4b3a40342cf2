// One anvil node (with the demo token deployed: mocks/chain/demoChain), one local Solana chain (its
// demo accounts funded: mocks/solana/demoSolana), one WalletConnect relay and
// one demo server for every browser test, each on a free port, so the tests never meet a running
// `npm run dev`. All stop when the run ends. The demo is built for production, as a visitor
// meets a host's app: a fresh page of the dev server asked it for some 380 modules, a second and
// a half of every test's load. Tests read their URLs with
// inject('demoUrl' | 'anvilUrl' | 'relayUrl'); the token's address is the constant demoTokenAddress.
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startDemoChain } from '../../mocks/chain/demoChain'
import { startDemoSolana } from '../../mocks/solana/demoSolana'
import { startRelay } from '../../mocks/relay'
import { startDemoPreviewWithFrame } from '../../demo/server'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    anvilUrl: string
    /** The local Solana chain (mocks/solana/demoSolana), its demo accounts funded with SOL and the demo SPL token. */
    solanaUrl: string
    /** ws://127.0.0.1:PORT: the local relay the demo pages (and a test's own dapp or wallet) pair through. */
    relayUrl: string
    /** The demo served again on another port: an origin of its own for the embedded wallet's fake frame. */
    frameOriginUrl: string
  }
}

export default async function setup(project: TestProject) {
  const anvil = await startDemoChain()
  let solana
  let relay
  let servers
  try {
    solana = await startDemoSolana()
    relay = await startRelay()
    // The demo page offers the embedded wallet over the fake frame on another origin: the same
    // build served on a second port.
    servers = await startDemoPreviewWithFrame({
      anvilUrl: anvil.url,
      solanaUrl: solana.url,
      relayUrl: relay.url,
      cacheDir: fileURLToPath(new URL('../../node_modules/.vite-demo-e2e', import.meta.url)),
    })
  } catch (error) {
    await relay?.stop()
    await solana?.stop()
    await anvil.stop()
    throw error
  }
  const { demo, frameOrigin } = servers
  project.provide('demoUrl', demo.url)
  project.provide('anvilUrl', anvil.url)
  project.provide('solanaUrl', solana.url)
  project.provide('relayUrl', relay.url)
  project.provide('frameOriginUrl', frameOrigin.url)
  return async () => {
    await frameOrigin.close()
    await demo.close()
    await relay.stop()
    await solana.stop()
    await anvil.stop()
  }
}
