// Every preview ends (README "Before you sign"): a node that cannot simulate says so, one that
// fails says the simulation could not be run, and one that never answers ends at previewBoundMs
// as "did not answer in time"; none is left loading, and none is guessed. The network's own node
// here is a local HTTP server that answers as each case says.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { previewRequested } from '../../src/features/preview/previewSlice'
import { previewBoundMs } from '../../src/features/preview/previewFlow'
import { anvil } from '../../src/networks'
import { mockedHosts, porticoForTest } from '../support/portico'
import { flowStep } from '../support/waits'

type Behaviour = 'noMethod' | 'broken' | 'silent'
let behaviour: Behaviour = 'noMethod'
let server: Server
let url = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (behaviour === 'silent') return
      if (behaviour === 'broken') return void response.writeHead(500).end('node down')
      const calls = JSON.parse(body) as { id: number }[] | { id: number }
      const answer = (id: number) => ({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(calls) ? calls.map((c) => answer(c.id)) : answer(calls.id)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** A network the Blockchain API does not serve, so the preview asks its own node (the server above). */
async function previewed(kind: Behaviour, wait: { timeout: number; interval?: number } = flowStep) {
  behaviour = kind
  const network = { ...anvil(url), id: 7777, caipNetworkId: 'eip155:7777' as const }
  const p = porticoForTest({ networks: [network], baseUrls: mockedHosts })
  await p.store.portico.attachApi(p.store.dispatch)
  const to = '0x000000000000000000000000000000000000dEaD'
  const request = { caipNetworkId: network.caipNetworkId, from: to, calls: [{ to, value: '0x1' as const }] }
  p.store.dispatch(
    previewRequested({ id: kind, request, shows: { kind: 'call', caipNetworkId: network.caipNetworkId, to } }),
  )
  expect(p.state().preview?.byId[kind]).toEqual({ status: 'loading' })
  await vi.waitFor(() => expect(p.state().preview?.byId[kind]?.status).not.toBe('loading'), wait)
  return p.state().preview?.byId[kind]
}

describe('a preview always ends, in words, never a guess', () => {
  it('a node without eth_simulateV1 says it cannot simulate (notSupported)', async () => {
    expect(await previewed('noMethod')).toEqual({ status: 'unavailable', reason: 'notSupported' })
  })

  it('a node that fails (HTTP 500, retried as section 9 says) says the simulation could not be run', async () => {
    expect(await previewed('broken')).toEqual({ status: 'unavailable', reason: 'failed' })
  })

  it(
    'a node that never answers ends at the bound as not answered in time',
    async () => {
      const started = Date.now()
      expect(await previewed('silent', { timeout: previewBoundMs + 3_000, interval: 100 })).toEqual({
        status: 'unavailable',
        reason: 'timedOut',
      })
      expect(Date.now() - started).toBeGreaterThanOrEqual(previewBoundMs - 50)
    },
    previewBoundMs + 5_000,
  )
})
