// What Portico expects of the analytics service.
import { analyticsApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { samples } from '../samples'
import { errorReportOf } from '../../src/features/analytics/errorReport'
import { httpError } from '../../src/api/errors'
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
            // As the reporter makes it from a failed balance call (section 8's wrapper).
            props: { type: 'error', ...errorReportOf(httpError(503), 'api.balance')! },
          },
        }),
      ),
  },
]
