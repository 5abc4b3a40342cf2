#!/usr/bin/env node
// `npm run mock-server [-- --port 4010] [-- --anvil http://127.0.0.1:8545]`: the mocks on a
// real port, for pointing the modal (or curl) at them. With an anvil (the option, or
// PORTICO_ANVIL_URL), the node's own network is answered by the node: JSON-RPC is forwarded,
// balances and history are read from the chain (mocks/resolvers/anvil); other networks come
// from the db.
import { parseArgs } from 'node:util'
import { startHttpMockServer } from './httpServer'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, anvil: { type: 'string' } },
})
const anvilUrl = values.anvil ?? process.env.PORTICO_ANVIL_URL

/** The node's network, asked once: an anvil may run with any chain id. */
async function networkOf(url: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).catch((cause: unknown) => {
    throw new Error(
      `No node answers at ${url} (${(cause as Error).message}); start one first (npm run dev starts anvil on 8545)`,
      { cause },
    )
  })
  const { result } = (await response.json()) as { result: string }
  return `eip155:${Number.parseInt(result, 16)}`
}

const anvil = anvilUrl ? { url: anvilUrl, caipNetworkIds: [await networkOf(anvilUrl)] } : undefined
const server = await startHttpMockServer({ port: Number(values.port), anvil })
console.log(`Portico mock server on ${server.origin}`)
for (const [service, url] of Object.entries(server.baseUrls)) console.log(`  ${service.padEnd(10)} ${url}`)
if (anvil) console.log(`  anvil      ${anvil.url} answers ${anvil.caipNetworkIds[0]} (JSON-RPC, balance, history)`)
console.log(`  faults     PUT ${server.origin}/__portico/faults/blockchain.balance  {"kind":"status","status":503}`)
console.log(`  states     POST ${server.origin}/__portico/state/<name>`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
