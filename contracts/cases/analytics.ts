// What Portico expects of the analytics service.
import { analyticsApi } from '../../src/api/porticoApi'
import { fixtures } from '../../mocks/db/fixtures'
import { outcomeOf } from '../../test/support/outcome'
import type { ContractCase } from '../support/runCase'

const api = analyticsApi.endpoints
const envelope = {
  eventId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  url: 'https://host.example/shop',
  domain: 'host.example',
  timestamp: 1736942400000,
}

export const analyticsCases: ContractCase[] = [
  {
    endpoint: 'analytics.sendEvent',
    name: 'an analytics event',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(
        s,
        api.sendEvent.initiate({
          body: { ...envelope, props: { type: 'track', event: 'MODAL_OPEN', address: fixtures.account, properties: { connected: true } } },
        }),
      ),
  },
  {
    endpoint: 'analytics.sendEvent',
    name: 'an error report',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(
        s,
        api.sendEvent.initiate({
          body: {
            ...envelope,
            eventId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
            props: { type: 'error', errorType: 'HTTP', errorMessage: 'HTTP status code: 503', stackTrace: 'Error: HTTP status code: 503\n    at balance' },
          },
        }),
      ),
  },
]
