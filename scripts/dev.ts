// `npm run dev`: the offline demo. A local anvil node on 8545 with the demo token (PTC) deployed
// and, beside it, ERC-4337 (the EntryPoint, Pimlico's Alto bundler, a verifying paymaster and its
// ERC-7677 service: startSponsoredChain) for sponsored gas,
// a local Solana chain on 8899 with SOL and the demo SPL token in the demo accounts,
// a local WalletConnect relay on 5555, the demo page on 5173 (and its WalletConnect wallet page
// beside it), and the embedded wallet's fake frame with its inbox on 5174, an origin of its own;
// Ctrl-C stops them all. Nothing here needs an account, a key or the internet.
import { startSponsoredChain } from '../mocks/chain/aa/sponsoredChain'
import { demoSolanaToken, startDemoSolana } from '../mocks/solana/demoSolana'
import { startRelay } from '../mocks/relay'
import { startDemoServer } from '../demo/server'
import { fileURLToPath } from 'node:url'

/** The frame's server keeps its own Vite cache: two dev servers on one cache would fight over it. */
const frameCache = fileURLToPath(new URL('../node_modules/.vite-demo-frame', import.meta.url))

const anvilPort = Number(process.env.PORTICO_ANVIL_PORT ?? 8545)
// 8899: where a Solana test validator listens, so Solana tools find it without being told.
const solanaPort = Number(process.env.PORTICO_SOLANA_PORT ?? 8899)
// 5555, not 8546: anvil's neighbour port is where people run a second node.
const relayPort = Number(process.env.PORTICO_RELAY_PORT ?? 5555)
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
const framePort = Number(process.env.PORTICO_FRAME_PORT ?? 5174)

const sponsored = await startSponsoredChain({ port: anvilPort })
const anvil = sponsored.chain
let solanaChain: Awaited<ReturnType<typeof startDemoSolana>> | undefined
let relay: Awaited<ReturnType<typeof startRelay>> | undefined
let frame: Awaited<ReturnType<typeof startDemoServer>> | undefined
let demo: Awaited<ReturnType<typeof startDemoServer>>
try {
  solanaChain = await startDemoSolana({ port: solanaPort })
  relay = await startRelay({ port: relayPort })
  const chains = {
    anvilUrl: anvil.url,
    solanaUrl: solanaChain.url,
    relayUrl: relay.url,
    bundlerUrl: sponsored.bundlerUrl,
    paymasterUrl: sponsored.paymasterUrl,
  }
  frame = await startDemoServer({ ...chains, port: framePort, cacheDir: frameCache })
  const frameUrl = new URL('frame.html', frame.url).href
  demo = await startDemoServer({ ...chains, frameUrl, port: demoPort })
} catch (error) {
  await frame?.close()
  await relay?.stop()
  await solanaChain?.stop()
  await sponsored.stop()
  throw error
}

console.log(`
  Portico offline demo   ${demo.url}
  WalletConnect wallet   ${new URL('wallet.html', demo.url).href}
  anvil (chain 31337)    ${anvil.url}
  PTC demo token         ${anvil.tokenAddress} (1,000,000 to each of anvil's first 3 accounts)
  ERC-4337 bundler       ${sponsored.bundlerUrl} (Alto; the EntryPoint v0.7 at its canonical address)
  Paymaster service      ${sponsored.paymasterUrl} (ERC-7677: it sponsors the demo chain's own contracts)
  Solana (local chain)   ${solanaChain.url} (100 SOL and 1,000,000 PTC, mint ${demoSolanaToken.mint}, to each demo account)
  WalletConnect relay    ${relay.url}
  Embedded wallet frame  ${new URL('frame.html', frame.url).href} (its inbox: ${new URL('inbox.html', frame.url).href})

  Open the page, press Connect Wallet and answer in the "Demo wallet" panel.
  For WalletConnect, open the wallet page in a second tab: pairing URIs from the demo tab show up
  there (or paste one), and you approve the session and its requests on that page.
  To sign in with an email, type any address in the modal: its code arrives in the page's inbox.
  Sponsored gas: add ?sponsorship=1 (the app pays the fee where the wallet takes its paymaster);
  ?batches=4337 makes the demo wallet an ERC-4337 smart account, ?batches=7702 an EIP-7702 one.
  Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await demo.close()
  await frame?.close()
  await relay?.stop()
  await solanaChain?.stop()
  await sponsored.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
process.on('SIGHUP', () => void stop())
