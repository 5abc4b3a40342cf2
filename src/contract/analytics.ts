// Analytics (spec section 7): events and error telemetry share one path.
import { z } from 'zod'
import { endpoint } from './endpoint'

const envelope = {
  eventId: z.uuid(),
  url: z.url(),
  domain: z.string().min(1),
  timestamp: z.number().int().nonnegative(),
}

export const analyticsEvent = z.object({
  ...envelope,
  props: z.object({
    type: z.literal('track'),
    event: z.string().min(1),
    address: z.string().optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})

export const errorTelemetry = z.object({
  ...envelope,
  props: z.object({
    type: z.literal('error'),
    errorType: z.string().min(1),
    errorMessage: z.string(),
    stackTrace: z.string(),
    address: z.string().optional(),
  }),
})

export const analyticsContract = {
  sendEvent: endpoint({
    service: 'analytics',
    kind: 'mutation',
    method: 'POST',
    path: '/e',
    summary: 'One analytics event or one error report',
    body: z.union([analyticsEvent, errorTelemetry]),
    // No public server and no answer shown: whatever a 2xx carries is accepted and not read.
    response: z.unknown(),
    assumption: 'Answer not shown: any 2xx, its body unread; the mocks answer 202 with no body.',
    cacheSeconds: 0,
  }),
}
