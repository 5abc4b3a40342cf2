// startSponsoredChain as portico/mocks exports it: the ERC-4337 stack needs two packages no other
// mock does (Alto, the bundler, and the EntryPoint's published artifacts), optional peers a host
// installs only for sponsored gas. They are looked for when a host starts the chain, and a missing
// one is named with its range and how to install it (requirePeers), instead of Node failing to
// link portico/mocks for every host that never asks for sponsorship.
import { createRequire } from 'node:module'
import { requirePeers } from '../../peers'
import type { SponsoredChain, SponsoredChainOptions } from './sponsoredChain'

export type { SponsoredChain, SponsoredChainOptions } from './sponsoredChain'
export type { SponsorshipPolicy, SponsorshipRequest } from './paymasterService'

const require = createRequire(import.meta.url)

/** What the sponsored chain loads besides portico/mocks' own peers (and anvil's, startAnvil's). */
export const sponsoredChainPeers = {
  // Alto runs as a child process from its CLI file: found, not loaded (bundler.ts).
  '@pimlico/alto': async () => require.resolve('@pimlico/alto'),
  '@account-abstraction/contracts': () =>
    import('@account-abstraction/contracts/artifacts/EntryPoint.json', { with: { type: 'json' } }),
} satisfies Record<string, () => Promise<unknown>>

/**
 * The demo chain with sponsored gas (sponsoredChain.ts): anvil with the demo's contracts, the
 * EntryPoint v0.7, the SimpleAccount factory, a verifying paymaster, Alto and the ERC-7677
 * paymaster service, all on 127.0.0.1. Whoever starts it stops it.
 */
export async function startSponsoredChain(options?: SponsoredChainOptions): Promise<SponsoredChain> {
  await requirePeers(sponsoredChainPeers, 'startSponsoredChain')
  const { startSponsoredChain: start } = await import('./sponsoredChain')
  return start(options)
}
