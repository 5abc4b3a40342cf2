// What the in-page mock analytics service received, for the event log. The service keeps every
// body it is sent in the mock db (mocks/resolvers/analytics.ts); the log reads it again each
// time the service worker has answered a request, so nothing polls. Only the catalogue's events
// (`props.type` 'track'): error reports reach the same service but are not steps of the visitor's path.
import type { SetupWorker } from 'msw/browser'
import type { MockDb } from '../mocks/db'

/** A catalogue event as the log writes it: its name and the properties the catalogue picked. */
export interface CatalogueEvent {
  event: string
  properties: Record<string, unknown>
}

/** For useSyncExternalStore: the same array until the service receives something new. */
export interface ReceivedEvents {
  subscribe(changed: () => void): () => void
  snapshot(): readonly CatalogueEvent[]
}

export function receivedEventsOf({ db, worker }: { db: MockDb; worker: SetupWorker }): ReceivedEvents {
  let count = -1
  let last: readonly CatalogueEvent[] = []
  return {
    subscribe(changed) {
      const answered = () => changed()
      worker.events.on('response:mocked', answered)
      return () => worker.events.removeListener('response:mocked', answered)
    },
    snapshot() {
      // Records are only ever added, so their count says whether anything is new.
      if (db.receivedEvent.count() === count) return last
      const rows = db.receivedEvent.getAll().sort((a, b) => a.sequence - b.sequence)
      count = rows.length
      last = rows
        .filter((row) => row.kind === 'track')
        .map((row) => {
          const { props } = JSON.parse(row.body) as { props: { properties?: Record<string, unknown> } }
          return { event: row.name, properties: props.properties ?? {} }
        })
      return last
    },
  }
}
