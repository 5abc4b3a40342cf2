// What Portico expects of the analytics service.
import { analyticsApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { samples } from '../samples'
import type { ContractCase } from '../support/runCase'

const api = analyticsApi.endpoints

export const analyticsCases: ContractCase[] = [
  {
    endpoint: 'analytics.sendEvents',
    name: 'a batch of analytics events',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.sendEvents.initiate(samples.analytics.sendEvents)),
  },
  {
    endpoint: 'analytics.sendError',
    name: 'an error report',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.sendError.initiate(samples.analytics.sendError)),
  },
]
