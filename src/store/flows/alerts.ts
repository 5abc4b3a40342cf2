// Alerts raised by what the services answer (section 8).
import { isAnyOf } from '@reduxjs/toolkit'
import { analyticsApi, directoryApi } from '../../api/porticoApi'
import type { PorticoApiError } from '../../api/errors'
import type { Flow } from '../listener'
import { alertRaised } from '../slices/alerts'

export const alertsFlow: Flow = (startListening) => {
  // Analytics 403: the origin is not on the project's allowlist. Shown once (the slice keeps count).
  startListening({
    matcher: isAnyOf(analyticsApi.endpoints.sendEvent.matchRejected, directoryApi.endpoints.analyticsConfig.matchRejected),
    effect: (action, api) => {
      const error = (action as { payload?: PorticoApiError }).payload
      if (error?.kind === 'http' && error.status === 403) api.dispatch(alertRaised('invalidAppConfiguration'))
    },
  })
}
