// The analytics service: every event of a batch and every error report is kept in the db, where
// tests read it back, in the order it arrived.
import type { analyticsContract } from '../../src/contract/analytics'
import type { MockDb } from '../db'
import { projectIdOf } from './answers'
import type { Resolvers } from './types'

interface Received {
  kind: 'track' | 'error'
  /** The event name, or the error type of an error report. */
  name: string
  eventId: string
  address?: string | undefined
  /** Epoch ms (an error report's ISO time read as one). */
  timestamp: number
  body: unknown
}

function keep(db: MockDb, projectId: string | null, event: Received) {
  const sequence = db.receivedEvent.count() + 1
  db.receivedEvent.create({
    ...event,
    id: `event-${sequence}`,
    sequence,
    projectId,
    address: event.address ?? null,
    body: JSON.stringify(event.body),
  })
}

export const analyticsResolvers: Resolvers<typeof analyticsContract> = {
  sendEvents: ({ body, request }, { db }) => {
    for (const event of body) {
      const { eventId, timestamp, props } = event
      keep(db, projectIdOf(request), {
        kind: 'track',
        name: props.event,
        eventId,
        address: props.address,
        timestamp,
        body: event,
      })
    }
    return { status: 202 }
  },
  sendError: ({ body, request }, { db }) => {
    const { eventId, timestamp, props } = body
    keep(db, projectIdOf(request), {
      kind: 'error',
      name: props.errorType,
      eventId,
      timestamp: Date.parse(timestamp),
      body,
    })
    return { status: 202 }
  },
}
