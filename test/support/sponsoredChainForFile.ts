// The sponsored chain (startSponsoredChain: anvil with the demo's and ERC-4337's contracts, Alto,
// the ERC-7677 service) started once before a file's tests, within its bound, and stopped after
// them: also when its start outlived the set-up's bound, once that start ends (a set-up that
// times out is abandoned, and what it started would be left running).
import { afterAll, beforeAll } from 'vitest'
import { startSponsoredChain, type SponsoredChain } from '../../mocks'
import { sponsoredChainStartBound } from './waits'

/** Registers the file's set-up; the returned getter is valid inside its tests. */
export function sponsoredChainForFile(): () => SponsoredChain {
  let starting: Promise<SponsoredChain> | undefined
  let chain: SponsoredChain | undefined
  beforeAll(async () => void (chain = await (starting = startSponsoredChain())), sponsoredChainStartBound)
  afterAll(async () => (chain ?? (await starting?.catch(() => undefined)))?.stop())
  return () => chain!
}
