// `npm run mock-server [-- --port 4010] [-- --anvil http://127.0.0.1:8545]`: the mocks on a
// real port, for pointing the modal (or curl) at them.
import { parseArgs } from 'node:util'
import { startHttpMockServer } from './httpServer'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, anvil: { type: 'string' } },
})

const server = await startHttpMockServer({
  port: Number(values.port),
  anvil: values.anvil ? { url: values.anvil } : undefined,
})
console.log(`Portico mock server on ${server.origin}`)
for (const [service, url] of Object.entries(server.baseUrls)) console.log(`  ${service.padEnd(10)} ${url}`)
console.log(`  faults     PUT ${server.origin}/__portico/faults/blockchain.balance  {"kind":"status","status":503}`)
console.log(`  states     POST ${server.origin}/__portico/state/<name>`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
