// The demo chain with the Node mocks answering for it (balances, history, names, swaps read from
// the chain), started before a file's tests and stopped after them.
import { afterAll, beforeAll } from 'vitest'
import { startDemoChain, type DemoChain } from '../../mocks/chain/demoChain'
import { createNodeMocks } from '../../mocks/node'

export const anvilNetwork = 'eip155:31337'

/** Registers the file's set-up; the returned getters are valid inside its tests. */
export function chainWithMocks() {
  let chain: DemoChain | undefined
  let mocks: ReturnType<typeof createNodeMocks> | undefined
  beforeAll(async () => {
    chain = await startDemoChain()
    mocks = createNodeMocks({ anvil: { url: chain.url, caipNetworkIds: [anvilNetwork] } })
    mocks.server.listen({ onUnhandledFrame: 'bypass' })
  }, 30_000)
  afterAll(async () => {
    mocks?.server.close()
    await chain?.stop()
  })
  return { chain: () => chain!, mocks: () => mocks! }
}
