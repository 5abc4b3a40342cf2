// The unit files share a process, one mock server after another: a store a test stopped must ask
// no service after, or the next file's counters see its requests. RTK's listener only aborts a
// cancelled effect's signal, and the effect runs on; the harness's stop shuts the store's door.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { fixtures, stateNames } from '../../mocks/db'
import { createNodeMocks } from '../../mocks/node'
import { connectRequested } from '../../src/features/connection/actions'
import { transactionSent } from '../../src/features/send/actions'
import { fixtureAccountConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
const balanceAsks: string[] = []
mocks.server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/balance')) balanceAsks.push(request.url)
})

beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  vi.useRealTimers()
  mocks.useState(stateNames.defaultData)
})
afterAll(() => mocks.server.close())

it("a flow still running when its store stops asks no service: the token list's refresh after a send", async () => {
  mocks.faults.set('blockchain.balance', { kind: 'slow', ms: 150 })
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(0)
  const p = porticoForTest({ baseUrls: mockedHosts })
  const fake = fixtureAccountConnector()
  p.registry.add(fake.connector)
  p.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
  await vi.waitFor(() => expect(balanceAsks).toHaveLength(1))
  // A send while the list loads: the flow waits for that load, then asks again past it
  // (balancesFlow), here after the stop has aborted the load.
  vi.setSystemTime(60_000)
  p.store.dispatch(transactionSent({ hash: '0xabc', caipNetworkId: 'eip155:1' }))
  p.stop()
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(balanceAsks).toEqual([expect.stringContaining(fixtures.account)])
})
