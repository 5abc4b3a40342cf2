// Alerts raised by what the services answer (section 8).
import type { PorticoApiError } from '../../api/errors'
import type { Flow } from '../../store/listener'
import { alertRaised } from './alertsSlice'

/** The calls whose 403 means the origin is not on the project's allowlist. */
const analyticsEndpoints = ['sendEvent', 'analyticsConfig']

export const alertsFlow: Flow = (startListening) => {
  // Analytics 403: the origin is not on the project's allowlist. Shown once (the slice keeps count).
  startListening({
    // Matched by shape, not with the api's matchers: this flow is in the first load, the api not.
    // It stays there, unlike the flows that come with the api (apiFlows): a host may call these
    // endpoints itself before Portico's api arrives, and a missed answer leaves nothing to catch up.
    predicate: (action) => {
      const a = action as { type: string; meta?: { arg?: { endpointName?: string } } }
      return (
        a.type.startsWith('portico/execute') &&
        a.type.endsWith('/rejected') &&
        analyticsEndpoints.includes(a.meta?.arg?.endpointName ?? '')
      )
    },
    effect: (action, api) => {
      const error = (action as { payload?: PorticoApiError }).payload
      if (error?.kind === 'http' && error.status === 403) api.dispatch(alertRaised('invalidAppConfiguration'))
    },
  })
}
