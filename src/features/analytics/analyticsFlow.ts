// Analytics (sections 6, 7 and 9): what a visitor does, as the catalogue names it
// (eventCatalogue.ts), goes to the analytics service when the `analytics` switch is on and the
// project's `/getAnalyticsConfig` says it is enabled (read once a visit, when the api arrives;
// until then events wait, and are dropped if it says no or cannot be read). Sending never delays
// or breaks what the visitor does: events wait in a bounded queue and go out as one batch
// (`POST /batch`, as the public client sends them) once the page has been quiet for a second (or
// at once when it is hidden); a batch that fails is dropped with a warning. What the visitor did
// before the api came (the open that brought it, a wallet picked on Connect, which paints first)
// is counted when it comes, at the time and with the account it had. Every event also
// stays a Portico action, which a host hears through usePorticoEvents. Error reports
// (errorReport.ts) wait beside them and go alone to `POST /e`, at most 5 in any minute (section 9).
import { createAction, type UnknownAction } from '@reduxjs/toolkit'
import { analyticsApi, directoryApi } from '../../api/porticoApi'
import { apiArrived } from '../../store/apiArrival'
import { idle } from '../../store/scheduling'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { analyticsEventOf } from './eventCatalogue'
import { errorReported } from './errorReport'
import type { z } from 'zod'
import type { analyticsEvent, errorTelemetry } from '../../contract/analytics'
import { createTelemetryLimit } from './telemetryLimit'
import { answerOf } from '../../api/answerOf'

/** The page was hidden (or is being left): what waits goes out now. */
export const analyticsFlushRequested = createAction('portico/analyticsFlushRequested')

/** How long the page must be quiet before the queue goes out. */
export const analyticsQuietMs = 1_000
/** At most this many events wait; past it the oldest are dropped (with one warning). */
export const analyticsQueueLimit = 50

type EventBody = z.infer<typeof analyticsEvent>
type ErrorBody = z.infer<typeof errorTelemetry>

/** Where the page is: its own location, or (outside a browser) the host's metadata URL. */
function pageOf(state: RootState): URL | undefined {
  const href = (globalThis as { location?: { href?: string } }).location?.href ?? state.portico.options.metadata?.url
  try {
    return href ? new URL(href) : undefined
  } catch {
    return undefined
  }
}

/** A random (version 4) UUID; `crypto.randomUUID` exists only on secure pages. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** An id and where: what every body starts with (its time comes in each body's own form). */
function envelopeOf(state: RootState) {
  const page = pageOf(state)
  return page && { eventId: uuid(), url: page.href, domain: page.hostname }
}

/** An error report's body: no address (the public client's reports carry none), an ISO time. */
function errorBodyOf(
  state: RootState,
  action: ReturnType<typeof errorReported>,
  at = Date.now(),
): ErrorBody | undefined {
  const envelope = envelopeOf(state)
  return envelope && { ...envelope, timestamp: new Date(at).toISOString(), props: { type: 'error', ...action.payload } }
}

/** The event an action makes, with the address connected in `state`, at `at`. */
function eventBodyOf(state: RootState, action: UnknownAction, at = Date.now()): EventBody | undefined {
  const envelope = envelopeOf(state)
  const described = analyticsEventOf(action)
  if (!envelope || !described) return undefined
  const namespace = state.portico.chain.activeNamespace
  const address = namespace ? state.portico.account[namespace]?.address : undefined
  return {
    ...envelope,
    timestamp: at,
    props: {
      type: 'track',
      event: described.event,
      ...(address && { address }),
      ...(Object.keys(described.properties).length > 0 && { properties: described.properties }),
    },
  }
}

export const analyticsFlow: Flow = (startListening) => {
  // One queue per store (a flow starts once on each store's listener).
  const queue: EventBody[] = []
  const errors: ErrorBody[] = []
  let enabled: boolean | undefined
  let warnedFull = false
  // Section 9: error reports go out at most 5 in any minute, whatever the burst.
  const errorLimit = createTelemetryLimit()

  const { sendEvents, sendError } = analyticsApi.endpoints
  const send = async (api: PorticoListenerApi) => {
    while (enabled && queue.length + errors.length > 0) {
      const batch = queue.splice(0)
      const sent =
        batch.length > 0
          ? await api.dispatch(sendEvents.initiate({ body: batch }))
          : await api.dispatch(sendError.initiate({ body: errors.shift()! }))
      const what =
        batch.length > 0
          ? `analytics events were dropped (${batch.map((e) => e.props.event).join(', ')})`
          : 'an error report was dropped'
      if ('error' in sent) console.warn(`Portico: ${what}`, sent.error)
      // Refused for this origin (its alert says so, once): nothing more goes out this visit.
      if ((sent.error as { status?: number } | undefined)?.status === 403) {
        enabled = false
        queue.length = errors.length = 0
      }
    }
  }

  /** An event or an error report waits for the next batch: whether it was kept. */
  const keep = (state: RootState, action: UnknownAction, at = Date.now()) => {
    if (errorReported.match(action)) {
      const body = errorLimit.take() ? errorBodyOf(state, action, at) : undefined
      if (body) errors.push(body)
      return body !== undefined
    }
    const body = eventBodyOf(state, action, at)
    if (!body) return false
    queue.push(body)
    if (queue.length > analyticsQueueLimit) {
      queue.splice(0, queue.length - analyticsQueueLimit)
      if (!warnedFull) console.warn('Portico: analytics events were dropped (the queue is full)')
      warnedFull = true
    }
    return true
  }

  // Whether this project's events go out at all: the switch, then the project's word.
  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: async (_action, api) => {
      // What came before this flow (the open that brought the api, a wallet picked): the queue
      // is empty still, since the flow heard nothing until this very action.
      for (const { action, at, state } of api.extra.heardBeforeApi()) keep(state, action, at)
      const state = api.getState()
      if (!state.portico.options.features.analytics) {
        enabled = false
      } else {
        // Not what the visitor waits for: asked once the page is idle.
        await api.pause(idle())
        const config = await answerOf(api.dispatch(directoryApi.endpoints.analyticsConfig.initiate(undefined)))
        enabled = config.data?.isAnalyticsEnabled === true
      }
      if (!enabled) {
        queue.length = errors.length = 0
        return
      }
      api.dispatch(analyticsFlushRequested())
      // The page hidden or left: what waits goes out at once.
      const page = globalThis as { document?: Document; addEventListener?: Window['addEventListener'] }
      page.document?.addEventListener('visibilitychange', () => {
        if (page.document?.visibilityState !== 'visible') api.dispatch(analyticsFlushRequested())
      })
      page.addEventListener?.('pagehide', () => api.dispatch(analyticsFlushRequested()))
    },
  })

  // Each event waits; the queue goes out once the page is quiet (a newer event restarts the wait).
  startListening({
    // Read for every action: nothing more once the project's events are known not to go out.
    predicate: (action) =>
      enabled !== false &&
      (analyticsFlushRequested.match(action) || errorReported.match(action) || analyticsEventOf(action) !== undefined),
    effect: async (action, api) => {
      if (!analyticsFlushRequested.match(action) && !keep(api.getState(), action)) return
      api.cancelActiveListeners()
      if (!analyticsFlushRequested.match(action)) await api.delay(analyticsQuietMs)
      await send(api)
    },
  })
}
