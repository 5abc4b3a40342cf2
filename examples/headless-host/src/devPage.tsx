// The host's own dev page (dev.html): the app with Portico's demo wallet announced as a browser
// extension would be (EIP-6963), on Ethereum, one of the app's networks. A page imports the
// mocks from portico/mocks/browser: portico/mocks is Node's, and a page that imports it stays blank.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDemoWallet } from 'portico/mocks/browser'
import { App } from './App'

// anvil's first account; it signs here, and sends to a local node (`npx @foundry-rs/anvil`).
createDemoWallet({ rpcUrl: 'http://127.0.0.1:8545', chainId: 1 }).announce(window)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
