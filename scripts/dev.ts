// `npm run dev`: the offline demo. A local anvil node on 8545, the demo page on 5173; Ctrl-C
// stops both. Nothing here needs an account, a key or the internet.
import { startAnvil } from '../mocks/chain/anvil'
import { startDemoServer } from '../demo/server'

const anvilPort = Number(process.env.PORTICO_ANVIL_PORT ?? 8545)
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? 5173)

const anvil = await startAnvil({ port: anvilPort })
let demo: Awaited<ReturnType<typeof startDemoServer>>
try {
  demo = await startDemoServer({ anvilUrl: anvil.url, port: demoPort })
} catch (error) {
  await anvil.stop()
  throw error
}

console.log(`
  Portico offline demo   ${demo.url}
  anvil (chain 31337)    ${anvil.url}

  Open the page, press Connect Wallet and answer in the "Demo wallet" panel. Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await demo.close()
  await anvil.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
process.on('SIGHUP', () => void stop())
