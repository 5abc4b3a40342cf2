// The host's dev page (dev.html): the app with Portico's demo wallet announced as a browser
// extension would be (EIP-6963), and a second one beside it (two wallets connected at once), on
// the local anvil node the app runs on. A page imports the mocks from portico/mocks/browser:
// portico/mocks is Node's.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDemoWallet } from 'portico/mocks/browser'
import { anvilUrl } from './portico'
import { App } from './App'

// anvil's first account; it signs here, and sends to the local node (`npx @foundry-rs/anvil`).
// An EIP-7702 account: it runs EIP-5792 batches (useSendCalls), on a node with the demo's
// contracts (the batch delegate: the demo chain, `npm run demo`'s).
const wallet = createDemoWallet({ rpcUrl: anvilUrl, chainId: 31337, batches: 'eip7702' })
// anvil's second account, in an extension of its own.
const second = createDemoWallet({
  rpcUrl: anvilUrl,
  chainId: 31337,
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  name: 'Portico Second Wallet',
  rdns: 'dev.portico.demo.second',
})

// An extension remembers the sites it let in, so a reload reconnects without a prompt; the demo
// wallets keep their grant in memory only, and this page remembers it for them.
async function remembered(demo: typeof wallet, key: string) {
  if (localStorage.getItem(key) === '1') await demo.provider.request({ method: 'eth_requestAccounts' })
  demo.provider.on('accountsChanged', (accounts: never) => {
    if ((accounts as unknown[]).length > 0) localStorage.setItem(key, '1')
    else localStorage.removeItem(key)
  })
  demo.announce(window)
}
await remembered(wallet, 'wagmi-host:demo-wallet:permitted')
await remembered(second, 'wagmi-host:second-wallet:permitted')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
