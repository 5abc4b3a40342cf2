// The project's origin check (section 9): once a visit, when the api arrives, the
// project's allowed origins (`/projects/v1/origins`, cached an hour) are read and the page's
// origin tried against them (allowedOrigins.ts); one that is not allowed raises the "Invalid
// App Configuration" alert (shown once a visit). A list that cannot be had says nothing: the
// check is the project's help to its developer, never a reason to stop a visitor.
import { directoryApi } from '../../api/porticoApi'
import { apiArrived } from '../../store/apiArrival'
import { idle } from '../../store/scheduling'
import type { Flow } from '../../store/listener'
import { alertRaised } from '../alerts/alertsSlice'
import { isOriginAllowed } from './allowedOrigins'
import { answerOf } from '../../api/answerOf'

export const originCheckFlow: Flow = (startListening) => {
  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: async (_action, api) => {
      const origin = (globalThis as { location?: { origin?: string } }).location?.origin
      if (!origin) return
      // Not what the visitor waits for: asked once the page is idle.
      await api.pause(idle())
      const listed = await answerOf(api.dispatch(directoryApi.endpoints.projectOrigins.initiate(undefined)))
      if (listed.data && !isOriginAllowed(origin, listed.data.allowedOrigins))
        api.dispatch(alertRaised('invalidAppConfiguration'))
    },
  })
}
