// The mocks as a real HTTP server on 127.0.0.1, for a host developer to point the modal at
// and for Pact provider verification. Each service lives under its own path prefix:
// /blockchain, /directory, /analytics. Admin routes under /__portico switch faults and
// provider states while it runs.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { serviceNames, type ServiceName } from '../../src/contract'
import type { Fault } from '../handlers/faults'
import { createMockSetup, type MockSetup, type MockSetupOptions } from '../setup'

export interface HttpMockServerOptions extends Omit<MockSetupOptions, 'baseUrls'> {
  /** 0 picks a free port. */
  port?: number
}

export interface HttpMockServer extends MockSetup {
  origin: string
  close(): Promise<void>
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
}

/**
 * The request as fetch's, its signal aborted when the client goes away before its answer (it gave
 * up, or the server closes): a `hang` fault lets go of it then, leaving nothing pending.
 */
async function toFetchRequest(req: IncomingMessage, res: ServerResponse, origin: string): Promise<Request> {
  const gone = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) gone.abort()
  })
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
  }
  return new Request(origin + (req.url ?? '/'), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    signal: gone.signal,
  })
}

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string> = { ...corsHeaders }
  response.headers.forEach((value, key) => (headers[key] = value))
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  res.end(JSON.stringify(value))
}

async function admin(setup: MockSetup, request: Request, res: ServerResponse): Promise<void> {
  const [, , what, name] = new URL(request.url).pathname.split('/')
  try {
    if (what === 'faults' && request.method === 'PUT' && name) {
      setup.faults.set(decodeURIComponent(name), (await request.json()) as Fault)
      return json(res, 200, setup.faults.list())
    }
    if (what === 'faults' && request.method === 'DELETE') {
      setup.faults.clear(name ? decodeURIComponent(name) : undefined)
      return json(res, 200, setup.faults.list())
    }
    if (what === 'faults' && request.method === 'GET') return json(res, 200, setup.faults.list())
    if (what === 'state' && request.method === 'POST' && name) {
      setup.useState(decodeURIComponent(name))
      return json(res, 200, { state: decodeURIComponent(name) })
    }
    return json(res, 404, { reasons: [{ description: 'Unknown admin route' }] })
  } catch (error) {
    return json(res, 400, { reasons: [{ description: (error as Error).message }] })
  }
}

export async function startHttpMockServer(options: HttpMockServerOptions = {}): Promise<HttpMockServer> {
  // The handlers need the base URLs, which need the port, which is known once listening.
  const bound: { setup?: MockSetup; origin: string } = { origin: '' }
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders)
        return res.end()
      }
      const request = await toFetchRequest(req, res, bound.origin)
      if (new URL(request.url).pathname.startsWith('/__portico/')) return await admin(bound.setup!, request, res)
      const response = await getResponse(bound.setup!.handlers, request)
      if (!response) return json(res, 404, { reasons: [{ description: `No mock for ${req.method} ${req.url}` }] })
      // MSW's network-error answer: end the socket without a reply, as a dropped connection.
      if (response.type === 'error' || res.destroyed) return void res.destroy()
      await send(res, response)
    } catch (error) {
      json(res, 500, { reasons: [{ description: (error as Error).message }] })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const origin = (bound.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const baseUrls = Object.fromEntries(serviceNames.map((s) => [s, `${origin}/${s}`])) as Record<ServiceName, string>
  const setup = (bound.setup = createMockSetup({ ...options, baseUrls }))
  return {
    ...setup,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
