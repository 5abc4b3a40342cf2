// What Portico expects of the analytics service.
import { analyticsApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { samples } from '../samples'
import type { ContractCase } from '../support/runCase'

const api = analyticsApi.endpoints
const event = samples.analytics.sendEvent.body

export const analyticsCases: ContractCase[] = [
  {
    endpoint: 'analytics.sendEvent',
    name: 'an analytics event',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.sendEvent.initiate(samples.analytics.sendEvent)),
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
            ...event,
            eventId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
            props: {
              type: 'error',
              errorType: 'HTTP',
              errorMessage: 'HTTP status code: 503',
              stackTrace: 'Error: HTTP status code: 503\n    at balance',
            },
          },
        }),
      ),
  },
]
