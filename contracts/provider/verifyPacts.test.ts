// Provider verification: every pinned pact replayed against the mock HTTP server, with
// each provider state mapped to its named seed function (mocks/db states).
import { join } from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceNames, type ServiceName } from '../../src/contract'
import { providerStates } from '../../mocks/db'
import type { Fault } from '../../mocks/handlers/faults'
import { startHttpMockServer, type HttpMockServer } from '../../mocks/server/httpServer'
import { seedClock } from '../../mocks/db/fixtures'
import { consumerName, pinnedDir, providerNames } from '../consumer/providers'

let server: HttpMockServer
beforeAll(async () => {
  process.env.PACT_DO_NOT_TRACK = 'true'
  // The seed's clock, as in the consumer tests: a pinned registration is signed at `fixtures.now`.
  server = await startHttpMockServer({ now: seedClock })
})
afterAll(() => server.close())

function verify(service: ServiceName, fault?: { endpoint: string; fault: Fault }) {
  const stateHandlers = Object.fromEntries(
    Object.keys(providerStates).map((name) => [
      name,
      async () => {
        server.useState(name)
        if (fault) server.faults.set(fault.endpoint, fault.fault)
      },
    ]),
  )
  return new Verifier({
    provider: providerNames[service],
    providerBaseUrl: server.baseUrls[service],
    pactUrls: [join(pinnedDir, `${consumerName}-${providerNames[service]}.json`)],
    stateHandlers,
    logLevel: 'error',
  }).verifyProvider()
}

describe('the mocks honour every pinned contract', () => {
  it.each(serviceNames)('%s', async (service) => {
    await expect(verify(service)).resolves.toBeDefined()
  })
})

describe('verification catches a provider that breaks the contract', () => {
  it('fails when the balance answer has the wrong shape', async () => {
    await expect(
      verify('blockchain', { endpoint: 'blockchain.balance', fault: { kind: 'wrongShape' } }),
    ).rejects.toThrow()
  })

  it('fails when a wallet logo is not an image', async () => {
    await expect(
      verify('directory', { endpoint: 'directory.getWalletImage', fault: { kind: 'malformed' } }),
    ).rejects.toThrow()
  })
})
