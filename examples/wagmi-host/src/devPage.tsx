// The host's dev page (dev.html): the app with Portico's demo wallet announced as a browser
// extension would be (EIP-6963), on the local anvil node the app runs on. A page imports the
// mocks from portico/mocks/browser: portico/mocks is Node's.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDemoWallet } from 'portico/mocks/browser'
import { anvilUrl } from './portico'
import { App } from './App'

// anvil's first account; it signs here, and sends to the local node (`npx @foundry-rs/anvil`).
// An EIP-7702 account: it runs EIP-5792 batches (useSendCalls), on a node with the demo's
// contracts (the batch delegate: the demo chain, `npm run demo`'s).
const wallet = createDemoWallet({ rpcUrl: anvilUrl, chainId: 31337, batches: 'eip7702' })
// An extension remembers the sites it let in, so a reload reconnects without a prompt; the demo
// wallet keeps its grant in memory only, and this page remembers it for it.
const permitted = 'wagmi-host:demo-wallet:permitted'
if (localStorage.getItem(permitted) === '1') await wallet.provider.request({ method: 'eth_requestAccounts' })
wallet.provider.on('accountsChanged', (accounts: never) => {
  if ((accounts as unknown[]).length > 0) localStorage.setItem(permitted, '1')
  else localStorage.removeItem(permitted)
})
wallet.announce(window)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
