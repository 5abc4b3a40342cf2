// Section 8's wrapper, the api chunk's half: what failed in a connector or a flow (handed to the
// error sink, where the first load leaves it) and each failed service call are reported
// (errorReport.ts); a failure whose words say the project is misconfigured raises its alert
// (the provider error mapping), as does an analytics call's 403 (the origin is not on the
// project's allowlist: "Invalid App Configuration", once). What each failure's caller does with
// it is unchanged. The analytics call's own failures are not reported: that would feed the
// service that just failed.
import type { PorticoApiError } from '../../api/errors'
import { toWalletError } from '../../connectors/walletErrors'
import { apiArrived } from '../../store/apiArrival'
import type { Flow } from '../../store/listener'
import { alertRaised } from '../alerts/alertsSlice'
import { providerAlertOf } from '../alerts/providerAlerts'
import { errorReported, errorReportOf } from './errorReport'

interface RejectedCall {
  type: string
  payload?: PorticoApiError
  meta?: { arg?: { endpointName?: string }; rejectedWithValue?: boolean }
}

const notReported = new Set(['sendEvents', 'sendError'])
/** The calls whose 403 means the origin is not on the project's allowlist (section 8). */
const analyticsCalls = new Set([...notReported, 'analyticsConfig'])

export const errorTelemetryFlow: Flow = (startListening) => {
  // The failures that waited for the api, then each one as it comes.
  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: (_action, api) => {
      api.extra.errors.take((error, where) => {
        const report = errorReportOf(error, where)
        if (report) api.dispatch(errorReported(report))
        const alert = providerAlertOf(toWalletError(error).message)
        if (alert) api.dispatch(alertRaised(alert))
      })
    },
  })

  startListening({
    predicate: (action) => {
      const call = action as RejectedCall
      return (
        call.type.startsWith('portico/execute') &&
        call.type.endsWith('/rejected') &&
        // A call skipped (cached or under way) or given up by its caller is no failure.
        call.meta?.rejectedWithValue === true
      )
    },
    effect: (action, api) => {
      const call = action as RejectedCall
      const endpoint = call.meta?.arg?.endpointName ?? ''
      const status = call.payload?.kind === 'http' ? call.payload.status : undefined
      const shown = api.getState().portico.alerts.shown.includes('invalidAppConfiguration')
      if (status === 403 && analyticsCalls.has(endpoint) && !shown) api.dispatch(alertRaised('invalidAppConfiguration'))
      if (notReported.has(endpoint)) return
      const report = errorReportOf(call.payload, `api.${endpoint}`)
      if (report) api.dispatch(errorReported(report))
    },
  })
}
