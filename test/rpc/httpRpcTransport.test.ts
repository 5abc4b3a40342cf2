// Section 9's HTTP JSON-RPC transport, against a scripted node on a fake clock: one batch per
// tick (at most 1000), identical requests under way asked once, 10 s per attempt, and 3 retries
// 150, 300 and 600 ms apart on the listed HTTP statuses and RPC errors, and on nothing else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttpRpcTransport, type HttpRpcTransportOptions } from '../../src/rpc/httpRpcTransport'

interface Call {
  method: string
  params: unknown[]
  id: number
}

type Reply = (calls: Call[]) => Response | Promise<Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const results = (calls: Call[], value: (call: Call) => unknown = (call) => `${call.method}:ok`) =>
  json(calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: value(call) })))

function node(...replies: Reply[]) {
  const batches: { calls: Call[]; at: number }[] = []
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const calls = JSON.parse(String(init!.body)) as Call[]
    batches.push({ calls, at: Date.now() })
    const reply = replies[Math.min(batches.length - 1, replies.length - 1)]!
    return reply(calls)
  })
  const transport = (options: Partial<HttpRpcTransportOptions> = {}) =>
    createHttpRpcTransport({ url: 'http://127.0.0.1:9/rpc', fetch: fetch as typeof globalThis.fetch, ...options })
  return { transport, batches }
}

beforeEach(() => void vi.useFakeTimers({ now: 0 }))
afterEach(() => void vi.useRealTimers())

describe('batching and deduplication', () => {
  it('requests of one tick go as one batch; identical ones under way are asked once', async () => {
    const { transport, batches } = node((calls) => results(calls))
    const rpc = transport()
    const answers = Promise.all([
      rpc.request('eth_blockNumber'),
      rpc.request('eth_getBalance', ['0x1', 'latest']),
      rpc.request('eth_getBalance', ['0x1', 'latest']),
    ])
    await expect(answers).resolves.toEqual(['eth_blockNumber:ok', 'eth_getBalance:ok', 'eth_getBalance:ok'])
    expect(batches).toHaveLength(1)
    expect(batches[0]!.calls.map((c) => c.method)).toEqual(['eth_blockNumber', 'eth_getBalance'])
  })

  it('at most 1000 requests a batch', async () => {
    const { transport, batches } = node((calls) => results(calls))
    const rpc = transport()
    await Promise.all(
      Array.from({ length: 1001 }, (_, i) => rpc.request('eth_getBlockByNumber', [`0x${i.toString(16)}`, false])),
    )
    expect(batches.map((b) => b.calls.length)).toEqual([1000, 1])
  })

  it('a finished request is asked again: only what is under way is shared', async () => {
    const { transport, batches } = node((calls) => results(calls))
    const rpc = transport()
    await rpc.request('eth_blockNumber')
    await rpc.request('eth_blockNumber')
    expect(batches).toHaveLength(2)
  })
})

describe('section 9: retries', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'HTTP %i is tried again 150, 300 and 600 ms later',
    async (status) => {
      const { transport, batches } = node(
        () => json({}, status),
        () => json({}, status),
        () => json({}, status),
        (calls) => results(calls),
      )
      const answer = transport().request('eth_chainId')
      await vi.advanceTimersByTimeAsync(1050)
      await expect(answer).resolves.toBe('eth_chainId:ok')
      expect(batches.map((b) => b.at)).toEqual([0, 150, 450, 1050])
    },
  )

  it("after 3 retries the failure is said in the spec's words", async () => {
    const { transport, batches } = node(() => json({}, 503))
    const answer = expect(transport().request('eth_chainId')).rejects.toThrow('HTTP status code: 503')
    await vi.advanceTimersByTimeAsync(2000)
    await answer
    expect(batches).toHaveLength(4)
  })

  it('HTTP 400 and 404 are not tried again', async () => {
    for (const status of [400, 404]) {
      const { transport, batches } = node(() => json({}, status))
      await expect(transport().request('eth_chainId')).rejects.toThrow(`HTTP status code: ${status}`)
      expect(batches).toHaveLength(1)
    }
  })

  it("a node's 400 the API passes through with its JSON-RPC body is each call's own RPC error, not an HTTP failure", async () => {
    const { transport, batches } = node((calls) =>
      json(
        calls.map((call) => ({
          jsonrpc: '2.0',
          id: call.id,
          error: { code: -32602, message: 'invalid argument 0: hex string has length 3, want 40 for common.Address' },
        })),
        400,
      ),
    )
    await expect(transport().request('eth_getBalance', ['0xabc', 'latest'])).rejects.toMatchObject({
      message: 'invalid argument 0: hex string has length 3, want 40 for common.Address',
      code: -32602,
    })
    expect(batches).toHaveLength(1)
    // The API's own 400 stays an HTTP failure.
    const own = node(() =>
      json(
        { status: 'FAILED', reasons: [{ field: 'chainId', description: "We don't support the chainId you provided" }] },
        400,
      ),
    )
    await expect(own.transport().request('eth_chainId')).rejects.toThrow('HTTP status code: 400')
  })

  it('an RPC error -1, "limit exceeded" or "internal error" is tried again; a revert is not', async () => {
    let round = 0
    const { transport, batches } = node((calls) => {
      round += 1
      return json(
        calls.map((call) => {
          if (call.method === 'eth_call')
            return { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } }
          if (round === 1 && call.method === 'eth_getLogs')
            return { jsonrpc: '2.0', id: call.id, error: { code: -32005, message: 'Limit exceeded' } }
          if (round === 1 && call.method === 'eth_gasPrice')
            return { jsonrpc: '2.0', id: call.id, error: { code: -1, message: 'busy' } }
          if (round === 1) return { jsonrpc: '2.0', id: call.id, error: { code: -32603, message: 'Internal error' } }
          return { jsonrpc: '2.0', id: call.id, result: 'ok' }
        }),
      )
    })
    const rpc = transport()
    const reverted = expect(rpc.request('eth_call', [{ to: '0x1' }])).rejects.toMatchObject({
      code: 3,
      message: 'execution reverted',
    })
    const retried = Promise.all([
      rpc.request('eth_getLogs', [{}]),
      rpc.request('eth_gasPrice'),
      rpc.request('eth_blockNumber'),
    ])
    await vi.advanceTimersByTimeAsync(150)
    await reverted
    await expect(retried).resolves.toEqual(['ok', 'ok', 'ok'])
    // The retry asks again only what failed that way.
    expect(batches.map((b) => b.calls.map((c) => c.method))).toEqual([
      ['eth_call', 'eth_getLogs', 'eth_gasPrice', 'eth_blockNumber'],
      ['eth_getLogs', 'eth_gasPrice', 'eth_blockNumber'],
    ])
  })
})

describe('section 9: 10 s per attempt', () => {
  /** The request through `fetch` is still under way just before 10 s, and ends at 10 s as "Request timed out". */
  async function timesOutAt10s(fetch: typeof globalThis.fetch) {
    const rpc = createHttpRpcTransport({ url: 'http://127.0.0.1:9/rpc', fetch, retries: 0 })
    let settled = false
    const answer = rpc.request('eth_chainId').finally(() => (settled = true))
    const timedOut = expect(answer).rejects.toThrow('Request timed out')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await timedOut
  }

  it('a node that does not answer: "Request timed out" after 10 s, not before', async () => {
    // A fetch that honours its abort signal, as the platform's does.
    await timesOutAt10s(
      (_url, init) =>
        new Promise((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
  })

  it('a node that sends its headers, then holds the socket: "Request timed out" at the same 10 s', async () => {
    // The headers at once; a body that never ends, cut off as the platform's fetch does on abort.
    await timesOutAt10s(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          init!.signal!.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
        },
      })
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
    })
  })
})
