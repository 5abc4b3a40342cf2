// The host's own dev page (dev.html, under `vite`): the app with Portico's demo wallet announced
// as a browser extension would be (EIP-6963). A page imports the mocks from portico/mocks/browser:
// portico/mocks is Node's, and a page that imports it stays blank.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDemoWallet } from 'portico/mocks/browser'
import { App } from './App'

// anvil's first account, on a local node (`npx @foundry-rs/anvil`) when the page sends anything.
createDemoWallet({ rpcUrl: 'http://127.0.0.1:8545' }).announce(window)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
