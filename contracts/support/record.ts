// Records what a driven call really sends and what the mocks really answer. Interactions are
// built from these recordings, so the requests in a pact are the client's own and the
// examples are the mock db's own: neither is written by hand.
import type { SetupServer } from 'msw/node'

export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  body?: unknown
  /** The body as sent, for one that is not sent as JSON (a beacon's text/plain). */
  text?: string
}

export interface RecordedResponse {
  status: number
  contentType: string
  json?: unknown
  bytes?: Uint8Array
}

export interface Recording {
  request: RecordedRequest
  response: RecordedResponse
}

async function readRequest(request: Request): Promise<RecordedRequest> {
  const text = await request.text()
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
    ...(text && { text }),
  }
}

async function readResponse(response: Response): Promise<RecordedResponse> {
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
  if (contentType.startsWith('image/')) {
    return { status: response.status, contentType, bytes: new Uint8Array(await response.arrayBuffer()) }
  }
  const text = await response.text()
  return { status: response.status, contentType, json: text ? JSON.parse(text) : undefined }
}

export async function record(server: SetupServer, drive: () => Promise<void>): Promise<Recording[]> {
  const started: { id: string; request: Promise<RecordedRequest> }[] = []
  const answered = new Map<string, Promise<RecordedResponse>>()
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) =>
    void started.push({ id: requestId, request: readRequest(request.clone()) })
  const onMocked = ({ response, requestId }: { response: Response; requestId: string }) =>
    void answered.set(requestId, readResponse(response.clone()))
  server.events.on('request:start', onStart)
  server.events.on('response:mocked', onMocked)
  try {
    await drive()
  } finally {
    server.events.removeListener('request:start', onStart)
    server.events.removeListener('response:mocked', onMocked)
  }
  return Promise.all(
    started.map(async ({ id, request }) => {
      const response = answered.get(id)
      if (!response) throw new Error(`No mock answered ${(await request).method} ${(await request).url}`)
      return { request: await request, response: await response }
    }),
  )
}
