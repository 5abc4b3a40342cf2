// The `rpc` call goes through section 9's transport, so every JSON-RPC read Portico makes through
// the api is batched, deduplicated and retried without its caller asking: against the mocks, which
// answer as the real endpoint (a call or a batch, passed to the node as it is).
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createNodeMocks } from '../../mocks/node'
import { errorBody } from '../../mocks/resolvers/answers'
import { defaultBaseUrls, jsonRpcBatchLimit, type CaipNetworkId } from '../../src/contract'
import { blockchainApi } from '../../src/api/porticoApi'
import { jsonRpcUrl } from '../../src/api/jsonRpcQuery'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { createHttpRpcTransport, rpcTransportDefaults } from '../../src/rpc/httpRpcTransport'
import type { PorticoStore } from '../../src/composition/createPorticoStore'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { recordJsonRpcWire } from '../support/jsonRpcWire'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  mocks.server.resetHandlers()
  mocks.faults.clear()
})
afterAll(() => mocks.server.close())

const rpcUrl = `${defaultBaseUrls.blockchain}/v1/`
const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0' as const, id, method, params })
type Body = ReturnType<typeof call> | ReturnType<typeof call>[]
const ask = (store: PorticoStore, body: Body, chainId: CaipNetworkId = 'eip155:1') =>
  outcomeOf(store, blockchainApi.endpoints.rpc.initiate({ query: { chainId }, body }))

/** Runs `drive` and yields what it sent to the JSON-RPC call: the methods of each HTTP request. */
async function wireOf(drive: () => Promise<unknown>) {
  const wire = recordJsonRpcWire(mocks.server)
  try {
    await drive()
    return await wire.methods()
  } finally {
    wire.stop()
  }
}

describe('section 9: batching and deduplication', () => {
  it('calls made in one tick go as one batch; each caller gets its own answer, with its own id', async () => {
    const store = testStore()
    let answers: unknown[] = []
    const sent = await wireOf(async () => {
      answers = await Promise.all([ask(store, call(1, 'eth_chainId')), ask(store, call(9, 'eth_blockNumber'))])
    })
    expect(sent).toEqual([['eth_chainId', 'eth_blockNumber']])
    expect(answers).toEqual([
      { data: { jsonrpc: '2.0', id: 1, result: '0x1' } },
      { data: { jsonrpc: '2.0', id: 9, result: expect.stringMatching(/^0x[0-9a-f]+$/) } },
    ])
  })

  it('an identical call under way is asked once, whatever its id', async () => {
    const store = testStore()
    const sent = await wireOf(() =>
      Promise.all([ask(store, call(1, 'eth_gasPrice')), ask(store, call(2, 'eth_gasPrice'))]),
    )
    expect(sent).toEqual([['eth_gasPrice']])
  })

  it('two stores never share a batch', async () => {
    const sent = await wireOf(() =>
      Promise.all([ask(testStore(), call(1, 'eth_chainId')), ask(testStore(), call(1, 'eth_chainId'))]),
    )
    expect(sent).toEqual([['eth_chainId'], ['eth_chainId']])
  })

  it('a batch asked of the call is answered call by call, in its order, a JSON-RPC error being its own answer', async () => {
    const outcome = await ask(testStore(), [call(5, 'eth_chainId'), call(6, 'eth_sendTransaction')])
    expect(outcome).toEqual({
      data: [
        { jsonrpc: '2.0', id: 5, result: '0x1' },
        { jsonrpc: '2.0', id: 6, error: { code: -32601, message: 'Method not found' } },
      ],
    })
  })

  it("the contract's batch limit is section 9's batch size, which the connectors' transport uses too", () => {
    expect(jsonRpcBatchLimit).toBe(rpcTransportDefaults.batchSize)
  })
})

describe('section 9: retries', () => {
  it('HTTP 503 is tried again 150 ms later, and the answer arrives', async () => {
    mocks.server.use(
      http.post(rpcUrl, () => HttpResponse.json(errorBody('Rate limited'), { status: 503 }), { once: true }),
    )
    const started = Date.now()
    let outcome: unknown
    const sent = await wireOf(async () => (outcome = await ask(testStore(), call(1, 'eth_chainId'))))
    expect(outcome).toEqual({ data: { jsonrpc: '2.0', id: 1, result: '0x1' } })
    expect(sent).toEqual([['eth_chainId'], ['eth_chainId']])
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('HTTP 400 is not tried again', async () => {
    const sent = await wireOf(() => ask(testStore(), call(1, 'eth_chainId'), 'eip155:999999'))
    expect(sent).toEqual([['eth_chainId']])
  })
})

describe("the transport's failures are the api's typed errors (section 8)", () => {
  it('a JSON-RPC error is the rpc error, with the node’s code and message', async () => {
    expect((await ask(testStore(), call(1, 'eth_sendTransaction'))).error).toEqual({
      kind: 'rpc',
      code: -32601,
      message: 'Method not found',
    })
  })

  it('a refusal is "HTTP status code: {status}" with the API\'s reason', async () => {
    expect((await ask(testStore(), call(1, 'eth_chainId'), 'eip155:999999')).error).toEqual({
      kind: 'http',
      status: 400,
      message: 'HTTP status code: 400',
      reason: expect.stringContaining("We don't support the chainId you provided: eip155:999999"),
    })
  })

  it("no answer within the services' time-out is the timeout error", async () => {
    const store = testStore()
    store.dispatch(servicesConfigured({ timeoutMs: 50 }))
    mocks.faults.set('blockchain.rpc', { kind: 'slow', ms: 500 })
    expect((await ask(store, call(1, 'eth_chainId'))).error).toEqual({ kind: 'timeout', message: 'Request timed out' })
  })
})

describe('one URL for every JSON-RPC read', () => {
  it("the embedded wallet's transport, at that URL, is answered as the api's is", async () => {
    const node = createHttpRpcTransport({ url: jsonRpcUrl(testStore().getState().portico.services, 'eip155:137') })
    await expect(Promise.all([node.request('eth_chainId'), node.request('net_version')])).resolves.toEqual([
      '0x89',
      '137',
    ])
  })

  it("the embedded wallet's nodes are the URL the api's reads go to", async () => {
    const store = testStore()
    const seen: string[] = []
    const onStart = ({ request }: { request: Request }) => void seen.push(request.url)
    mocks.server.events.on('request:start', onStart)
    await ask(store, call(1, 'eth_chainId'), 'eip155:137')
    mocks.server.events.removeListener('request:start', onStart)
    // (The analytics config the api reads on arriving goes elsewhere: only the read is looked at.)
    const rpc = jsonRpcUrl(store.getState().portico.services, 'eip155:137')
    expect(seen.filter((url) => new URL(url).host === new URL(rpc).host)).toEqual([rpc])
  })
})
