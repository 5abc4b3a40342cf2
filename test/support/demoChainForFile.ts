// The demo chain (anvil with the demo's contracts) started once before a file's tests, within the
// set-up's bound (nodeStartBound), and stopped after them.
import { afterAll, beforeAll } from 'vitest'
import { startDemoChain, type DemoChain } from '../../mocks/chain/demoChain'

/** Registers the file's set-up; the returned getter is valid inside its tests. */
export function demoChainForFile(): () => DemoChain {
  let chain: DemoChain | undefined
  beforeAll(async () => void (chain = await startDemoChain()))
  afterAll(() => chain?.stop())
  return () => chain!
}
