// What reaches the Blockchain API's JSON-RPC call (`POST /v1/`) while a test runs: each HTTP
// request's body, as sent. A batch is an array, one call an object.
import type { SetupServer } from 'msw/node'

export function recordJsonRpcWire(server: SetupServer) {
  const bodies: Promise<unknown>[] = []
  const onStart = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/')) bodies.push(request.clone().json())
  }
  server.events.on('request:start', onStart)
  return {
    /** The bodies sent so far, in order. */
    bodies: () => Promise.all(bodies),
    /** The methods of each HTTP request, one list per request. */
    methods: async () =>
      (await Promise.all(bodies)).map((body) => [body].flat().map((call) => (call as { method: string }).method)),
    stop: () => server.events.removeListener('request:start', onStart),
  }
}
