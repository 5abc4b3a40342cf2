// What the views asked the mocked services, in order, with when they asked.
import type { SetupServer } from 'msw/node'

export interface SeenRequest {
  url: URL
  at: number
}

export function recordRequests(server: SetupServer) {
  const seen: SeenRequest[] = []
  const listener = ({ request }: { request: Request }) =>
    void seen.push({ url: new URL(request.url), at: performance.now() })
  server.events.on('request:start', listener)
  return {
    seen,
    /** Requests to a path (e.g. `/getWallets`). */
    to: (path: string) => seen.filter((r) => r.url.pathname === path || r.url.pathname.startsWith(`${path}/`)),
    clear: () => void (seen.length = 0),
    stop: () => server.events.removeListener('request:start', listener),
  }
}
