// The demo's event log: the catalogue's events of the visitor's path as this page (a host)
// hears them through usePorticoEvents, named and picked by the catalogue itself, and beside
// them what the mock analytics service received, in the order each came. The analytics switch
// is the page's `?analytics=` (config is read once, so the toggle reloads the page).
import { useState, useSyncExternalStore } from 'react'
import { usePorticoEvents } from '../src'
import type { CatalogueEvent, ReceivedEvents } from './receivedEvents'

function EventLine({ event, properties }: CatalogueEvent) {
  const picked = Object.entries(properties)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ')
  return (
    <li>
      <code>{event}</code>
      {picked && <span className="demo-muted"> {picked}</span>}
    </li>
  )
}

/** Always in the page, so that screen readers hear each line as it is added. */
function Lines(props: { titleId: string; title: string; lines: readonly CatalogueEvent[]; empty: string }) {
  const { titleId, title, lines, empty } = props
  return (
    <>
      <h3 id={titleId}>{title}</h3>
      <ol className="demo-log" aria-labelledby={titleId} aria-live="polite">
        {lines.map((line, i) => (
          <EventLine key={i} {...line} />
        ))}
      </ol>
      {lines.length === 0 && <p className="demo-muted">{empty}</p>}
    </>
  )
}

function Received({ received, analytics }: { received: ReceivedEvents; analytics: boolean }) {
  const lines = useSyncExternalStore(received.subscribe, received.snapshot)
  const empty = analytics ? 'Nothing yet: events go out after a second of quiet.' : 'Nothing: analytics are off.'
  return <Lines titleId="received-title" title="Received by the analytics service" lines={lines} empty={empty} />
}

function switchedHref(analytics: boolean): string {
  const url = new URL(window.location.href)
  if (analytics) url.searchParams.set('analytics', '0')
  else url.searchParams.delete('analytics')
  return url.href
}

export function EventLog({ analytics, received }: { analytics: boolean; received?: ReceivedEvents }) {
  const [heard, setHeard] = useState<CatalogueEvent[]>([])
  // The log follows the visitor's path: error reports are left out, on both sides.
  usePorticoEvents(({ event, properties }) => {
    if (event !== 'ERROR_REPORTED') setHeard((lines) => [...lines, { event, properties }])
  })
  return (
    <section className="demo-wallet" aria-labelledby="event-log-title">
      <h2 id="event-log-title">Event log</h2>
      <p>
        Analytics <strong data-testid="analytics-switch">{analytics ? 'on' : 'off'}</strong> (
        <code>features.analytics</code>): <a href={switchedHref(analytics)}>turn them {analytics ? 'off' : 'on'}</a>{' '}
        (reloads the page).
      </p>
      <Lines titleId="heard-title" title="Heard by the page (usePorticoEvents)" lines={heard} empty="Nothing yet." />
      {received ? (
        <Received received={received} analytics={analytics} />
      ) : (
        <p className="demo-muted">The mock HTTP server keeps what it receives; this page cannot read it.</p>
      )}
    </section>
  )
}
