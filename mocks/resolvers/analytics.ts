// The analytics service: every event is kept in the db, where tests read it back.
import type { analyticsContract } from '../../src/contract/analytics'
import { projectIdOf } from './answers'
import type { Resolvers } from './types'

export const analyticsResolvers: Resolvers<typeof analyticsContract> = {
  sendEvent: ({ body, request }, { db }) => {
    const sequence = db.receivedEvent.count() + 1
    const props = body.props
    db.receivedEvent.create({
      id: `event-${sequence}`,
      sequence,
      projectId: projectIdOf(request),
      kind: props.type,
      name: props.type === 'track' ? props.event : props.errorType,
      eventId: body.eventId,
      address: props.address ?? null,
      timestamp: body.timestamp,
      body: JSON.stringify(body),
    })
    return { status: 202 }
  },
}
