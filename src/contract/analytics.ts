// Analytics (spec section 7), on the wire the public client speaks (reown-com/appkit, no public
// server; README "Analytics: the public client's wire"): the spec sends every event and error
// report alone to `POST /e`; the client batches its events into one JSON array to `POST /batch`
// and sends each error report alone to `POST /e`, its timestamp an ISO string and its category in
// `props.event`. Both go as its beacon sends them (text/plain JSON, no preflight).
import { z } from 'zod'
import { endpoint } from './endpoint'

/** What every body carries: `EventsController` and `TelemetryController` (appkit-controllers). */
const envelope = {
  eventId: z.uuid(),
  url: z.url(),
  domain: z.string().min(1),
}

/** One event of a batch: `EventsController.sendBatch`'s elements, the time in epoch ms. */
export const analyticsEvent = z.strictObject({
  ...envelope,
  timestamp: z.number().int().nonnegative(),
  props: z.strictObject({
    type: z.literal('track'),
    event: z.string().min(1),
    address: z.string().optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})

/** An error report's category: `TelemetryController`'s `TelemetryErrorCategory`. */
export const errorCategories = ['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR'] as const
export type ErrorCategory = (typeof errorCategories)[number]

/** One error report: `TelemetryController.sendError`'s body, the time as an ISO string. */
export const errorTelemetry = z.strictObject({
  ...envelope,
  timestamp: z.iso.datetime(),
  props: z.strictObject({
    type: z.literal('error'),
    event: z.enum(errorCategories),
    errorType: z.string().min(1),
    errorMessage: z.string(),
    stackTrace: z.string(),
  }),
})

// No public server and no answer shown: whatever a 2xx carries is accepted and not read.
const unread = {
  response: z.unknown(),
  assumption: 'Answer not shown: any 2xx, its body unread; the mocks answer 202 with no body.',
  cacheSeconds: 0,
} as const

export const analyticsContract = {
  sendEvents: endpoint({
    service: 'analytics',
    kind: 'mutation',
    method: 'POST',
    path: '/batch',
    summary: "The visitor's events since the last batch, in the order they happened",
    body: z.array(analyticsEvent).min(1),
    requestFormat: 'beacon',
    ...unread,
  }),
  sendError: endpoint({
    service: 'analytics',
    kind: 'mutation',
    method: 'POST',
    path: '/e',
    summary: 'One error report',
    body: errorTelemetry,
    requestFormat: 'beacon',
    ...unread,
  }),
}
