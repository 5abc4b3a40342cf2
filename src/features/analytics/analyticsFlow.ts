// Analytics (issue 15; sections 6, 7 and 9): what a visitor does, as the catalogue names it
// (eventCatalogue.ts), goes to `POST /e` when the `analytics` switch is on and the project's
// `/getAnalyticsConfig` says it is enabled (read once a visit, when the api arrives; until then
// events wait, and are dropped if it says no or cannot be read). Sending never delays or breaks
// what the visitor does: events wait in a bounded queue and go out together once the page has
// been quiet for a second (or at once when it is hidden); one that fails is dropped with a
// warning. Every event also stays a Portico action, which a host hears through usePorticoEvents.
// Error reports (errorReport.ts) take the same way, at most 5 in any minute (section 9).
import { createAction, type UnknownAction } from '@reduxjs/toolkit'
import { analyticsApi, directoryApi } from '../../api/porticoApi'
import { apiArrived } from '../../store/apiArrival'
import { idle } from '../../store/scheduling'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { opened } from '../modal/modalSlice'
import { analyticsEventOf } from './eventCatalogue'
import { errorReported } from './errorReport'
import type { z } from 'zod'
import type { analyticsEvent, errorTelemetry } from '../../contract/analytics'
import { createTelemetryLimit } from './telemetryLimit'

/** The page was hidden (or is being left): what waits goes out now. */
export const analyticsFlushRequested = createAction('portico/analyticsFlushRequested')

/** How long the page must be quiet before the queue goes out. */
export const analyticsQuietMs = 1_000
/** At most this many events wait; past it the oldest are dropped (with one warning). */
export const analyticsQueueLimit = 50

/** What `POST /e` carries: an event or an error report (the contract's two bodies). */
type EventBody = z.infer<typeof analyticsEvent> | z.infer<typeof errorTelemetry>

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

/** The event an action makes (a catalogue event, or an error report), with the connected address. */
function bodyOf(state: RootState, action: UnknownAction): EventBody | undefined {
  const page = pageOf(state)
  if (!page) return undefined
  const namespace = state.portico.chain.activeNamespace
  const address = namespace ? state.portico.account[namespace]?.address : undefined
  const envelope = { eventId: uuid(), url: page.href, domain: page.hostname, timestamp: Date.now() }
  if (errorReported.match(action))
    return { ...envelope, props: { type: 'error', ...action.payload, ...(address && { address }) } }
  const described = analyticsEventOf(action)
  if (!described) return undefined
  return {
    ...envelope,
    props: {
      type: 'track',
      event: described.event,
      ...(address && { address }),
      ...(Object.keys(described.properties).length > 0 && { properties: described.properties }),
    },
  }
}

const nameOf = (body: EventBody) => (body.props.type === 'track' ? body.props.event : body.props.errorType)

export const analyticsFlow: Flow = (startListening) => {
  // One queue per store (a flow starts once on each store's listener).
  const queue: EventBody[] = []
  let enabled: boolean | undefined
  let warnedFull = false
  // Section 9: error reports go out at most 5 in any minute, whatever the burst.
  const errorLimit = createTelemetryLimit()

  const send = async (api: PorticoListenerApi) => {
    while (enabled && queue.length > 0) {
      const body = queue.shift()!
      const sent = await api.dispatch(analyticsApi.endpoints.sendEvent.initiate({ body }))
      if ('error' in sent) console.warn(`Portico: an analytics event was dropped (${nameOf(body)})`, sent.error)
      // Refused for this origin (its alert says so, once): nothing more goes out this visit.
      if ((sent.error as { status?: number } | undefined)?.status === 403) {
        enabled = false
        queue.length = 0
      }
    }
  }

  // Whether this project's events go out at all: the switch, then the project's word.
  startListening({
    predicate: (_action, current, previous) => apiArrived(current, previous),
    effect: async (_action, api) => {
      // The open that brought the api came before this flow: it is counted now.
      const state = api.getState()
      const open = state.portico.modal.open ? bodyOf(state, opened()) : undefined
      if (open) queue.push(open)
      if (!state.portico.options.features.analytics) {
        enabled = false
      } else {
        // Not what the visitor waits for: asked once the page is idle.
        await api.pause(idle())
        const config = await api.dispatch(
          directoryApi.endpoints.analyticsConfig.initiate(undefined, { subscribe: false }),
        )
        enabled = config.data?.isAnalyticsEnabled === true
      }
      if (!enabled) {
        queue.length = 0
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
      if (errorReported.match(action) && !errorLimit.take()) return
      if (!analyticsFlushRequested.match(action)) {
        const body = bodyOf(api.getState(), action)
        if (!body) return
        queue.push(body)
        if (queue.length > analyticsQueueLimit) {
          queue.splice(0, queue.length - analyticsQueueLimit)
          if (!warnedFull) console.warn('Portico: analytics events were dropped (the queue is full)')
          warnedFull = true
        }
      }
      api.cancelActiveListeners()
      if (!analyticsFlushRequested.match(action)) await api.delay(analyticsQuietMs)
      await send(api)
    },
  })
}
