// One pact per provider, written to contracts/.generated and compared with contracts/pacts.
import { PactV4 } from '@pact-foundation/pact'
import type { ServiceName } from '../../src/contract'

export const consumerName = 'portico'
export const providerNames: Record<ServiceName, string> = {
  blockchain: 'blockchain-api',
  directory: 'wallet-directory',
  analytics: 'analytics',
}
export const generatedDir = 'contracts/.generated'
export const pinnedDir = 'contracts/pacts'

export const pactFor = (service: ServiceName) =>
  new PactV4({ consumer: consumerName, provider: providerNames[service], dir: generatedDir, logLevel: 'error' })
