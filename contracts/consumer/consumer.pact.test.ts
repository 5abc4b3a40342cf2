// The Pact consumer tests: every case of every provider, through the real generated
// endpoints. A call of the contract table without a case fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract, serviceNames } from '../../src/contract'
import { createNodeMocks } from '../../mocks/node'
import { seedClock } from '../../mocks/db/fixtures'
import { analyticsCases } from '../cases/analytics'
import { blockchainCases } from '../cases/blockchain'
import { directoryCases } from '../cases/directory'
import { runCase, type ContractCase } from '../support/runCase'
import { pactFor } from './providers'

const cases: Record<(typeof serviceNames)[number], ContractCase[]> = {
  blockchain: blockchainCases,
  directory: directoryCases,
  analytics: analyticsCases,
}

// Recording runs against the public hosts, where the mocks listen; the Pact mock server on
// 127.0.0.1 is left to the network.
// The seed's clock: a pinned registration is signed at `fixtures.now`.
const mocks = createNodeMocks({ now: seedClock })
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'bypass' }))
afterAll(() => mocks.server.close())

describe.each(serviceNames)('the %s contract', (service) => {
  const pact = pactFor(service)

  it('has a case for every call of the table', () => {
    const covered = new Set(cases[service].map((c) => c.endpoint))
    expect(
      Object.keys(contract[service])
        .map((name) => `${service}.${name}`)
        .filter((e) => !covered.has(e)),
    ).toEqual([])
  })

  it.each(cases[service].map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await runCase(pact, mocks, c)
  })
})
