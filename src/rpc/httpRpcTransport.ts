// JSON-RPC over HTTP as section 9 sets it for every read Portico makes (the api's `rpc` call,
// api/jsonRpcQuery, and the embedded wallet's safe methods): each attempt times out after 10 s;
// a batch that fails with HTTP 403, 408, 413, 429, 500, 502, 503 or 504, or a request answered
// with code -1, "limit exceeded" or "internal error", is tried again up to 3 times, 150 ms later
// and twice as long each time; requests made in the same tick go as one batch of at most 1000;
// identical requests under way share one answer (at most 8192 of them remembered). It imports
// nothing of Portico: the api and the connectors both use it.

/** Section 9. */
export const rpcTransportDefaults = {
  timeoutMs: 10_000,
  retries: 3,
  retryDelayMs: 150,
  batchSize: 1000,
  dedupeSize: 8192,
} as const

const retriedStatuses = new Set([403, 408, 413, 429, 500, 502, 503, 504])
const retriedRpcError = (error: { code?: unknown; message?: unknown }) =>
  error.code === -1 || (typeof error.message === 'string' && /limit exceeded|internal error/i.test(error.message))

/** A JSON-RPC error answer, with the node's code and message. */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Why a request got no JSON-RPC answer: a non-OK status, a timeout, no connection, a body that is not JSON-RPC. */
export type RpcTransportFailure = 'http' | 'timeout' | 'network' | 'malformed'

/** The request never got a JSON-RPC answer: an HTTP failure (in section 8's words), a timeout, a body that is not JSON-RPC. */
export class RpcTransportError extends Error {
  override name = 'RpcTransportError'
  readonly status?: number
  /** A non-OK answer's body, as sent: the caller may read a reason in it (the Blockchain API's `reasons`). */
  readonly body?: string
  constructor(
    message: string,
    readonly failure: RpcTransportFailure,
    details: { status?: number; body?: string } = {},
  ) {
    super(message)
    this.status = details.status
    this.body = details.body
  }
}

export interface HttpRpcTransportOptions {
  url: string
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
  retries?: number
  retryDelayMs?: number
  batchSize?: number
  dedupeSize?: number
  /** The clock's timers (a test's fake ones). */
  setTimeout?: (run: () => void, ms: number) => unknown
  clearTimeout?: (timer: unknown) => void
}

export interface HttpRpcTransport {
  request(method: string, params?: readonly unknown[]): Promise<unknown>
}

interface Queued {
  id: number
  method: string
  params: readonly unknown[]
  resolve(value: unknown): void
  reject(error: Error): void
}

interface RpcAnswer {
  id?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

/** A body of JSON-RPC answers (one, or a batch's), by id; undefined when it is anything else. */
function jsonRpcAnswersIn(body: string | undefined): Map<unknown, RpcAnswer> | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body ?? '')
  } catch {
    return undefined
  }
  const isAnswer = (answer: unknown) =>
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { jsonrpc?: unknown }).jsonrpc === '2.0' &&
    ('error' in answer || 'result' in answer)
  const answers = Array.isArray(parsed) ? parsed : [parsed]
  return answers.length > 0 && answers.every(isAnswer) ? answersById(parsed) : undefined
}

/** A node answers a batch with an array; one that answers a one-request batch with the object is read too. */
function answersById(body: unknown): Map<unknown, RpcAnswer> {
  const answers = (Array.isArray(body) ? body : [body]) as RpcAnswer[]
  return new Map(answers.map((answer) => [answer?.id, answer]))
}

export function createHttpRpcTransport(options: HttpRpcTransportOptions): HttpRpcTransport {
  const settings = { ...rpcTransportDefaults, ...options }
  const fetch = options.fetch ?? globalThis.fetch
  const later = options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms))
  const cancel = options.clearTimeout ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const sleep = (ms: number) => new Promise<void>((resolve) => later(resolve, ms))
  let nextId = 1
  let queue: Queued[] = []
  const underWay = new Map<string, Promise<unknown>>()

  /**
   * One HTTP exchange: the answers by id, or why there are none. The attempt's 10 s cover its
   * body too: a node that sends its headers and then holds the socket ends as a timeout.
   */
  async function post(batch: Queued[]): Promise<Map<unknown, RpcAnswer>> {
    // The attempt's own clock (not AbortSignal.timeout), so the timers that run it also end it.
    const timeout = new AbortController()
    const timer = later(() => timeout.abort(), settings.timeoutMs)
    try {
      return await exchange(batch, timeout.signal)
    } finally {
      cancel(timer)
    }
  }

  async function exchange(batch: Queued[], signal: AbortSignal): Promise<Map<unknown, RpcAnswer>> {
    const timedOut = () => new RpcTransportError('Request timed out', 'timeout')
    let response: Response
    try {
      response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(batch.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params }))),
        signal,
      })
    } catch (cause) {
      if (signal.aborted) throw timedOut()
      throw new RpcTransportError(`Network error: ${(cause as Error)?.message ?? String(cause)}`, 'network')
    }
    if (!response.ok) {
      const { status } = response
      const body = await response.text().catch(() => undefined)
      if (signal.aborted) throw timedOut()
      // The Blockchain API passes a node's 400 through with its JSON-RPC body (src/handlers/proxy.rs):
      // each call's own error, read as such; a 400 of the server's own ({ status: "FAILED" }) stays HTTP.
      const answers = status === 400 ? jsonRpcAnswersIn(body) : undefined
      if (answers) return answers
      throw new RpcTransportError(`HTTP status code: ${status}`, 'http', { status, body })
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      if (signal.aborted) throw timedOut()
      throw new RpcTransportError('Malformed response: expected JSON', 'malformed')
    }
    return answersById(body)
  }

  async function send(batch: Queued[]) {
    let open = batch
    for (let attempt = 0; open.length > 0; attempt += 1) {
      const last = attempt === settings.retries
      let answers: Map<unknown, RpcAnswer>
      try {
        answers = await post(open)
      } catch (error) {
        const status = (error as RpcTransportError).status
        if (!last && status !== undefined && retriedStatuses.has(status)) {
          await sleep(settings.retryDelayMs * 2 ** attempt)
          continue
        }
        for (const request of open) request.reject(error as Error)
        return
      }
      const retry: Queued[] = []
      for (const request of open) {
        const answer = answers.get(request.id)
        if (!answer) request.reject(new RpcTransportError('Malformed response: no answer for the request', 'malformed'))
        else if (answer.error) {
          if (!last && retriedRpcError(answer.error)) retry.push(request)
          else {
            const { code, message, data } = answer.error
            request.reject(
              new RpcResponseError(
                typeof code === 'number' ? code : -32603,
                typeof message === 'string' ? message : 'Internal error',
                data,
              ),
            )
          }
        } else request.resolve(answer.result)
      }
      open = retry
      if (open.length > 0) await sleep(settings.retryDelayMs * 2 ** attempt)
    }
  }

  function flush() {
    const waiting = queue
    queue = []
    for (let start = 0; start < waiting.length; start += settings.batchSize) {
      void send(waiting.slice(start, start + settings.batchSize))
    }
  }

  return {
    request(method, params = []) {
      const key = JSON.stringify([method, params])
      const same = underWay.get(key)
      if (same) return same
      const answer: Promise<unknown> = new Promise<unknown>((resolve, reject) => {
        if (queue.length === 0) queueMicrotask(flush)
        queue.push({ id: nextId++, method, params, resolve, reject })
      }).finally(() => {
        if (underWay.get(key) === answer) underWay.delete(key)
      })
      underWay.set(key, answer)
      // Bounded: the oldest is forgotten first (it still answers its own callers).
      if (underWay.size > settings.dedupeSize) underWay.delete(underWay.keys().next().value!)
      return answer
    },
  }
}
