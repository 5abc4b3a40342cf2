// The app's Portico config. The services come from the build: VITE_PORTICO_MOCKS (a mock
// server's origin), VITE_PORTICO_RELAY_URL (a WalletConnect relay) and VITE_PORTICO_FRAME_URL
// (the embedded wallet's page); without them, the public hosts.
import { mainnet, polygon, type PorticoConfig } from 'portico/headless'

const mocks: string | undefined = import.meta.env.VITE_PORTICO_MOCKS
const relayUrl: string | undefined = import.meta.env.VITE_PORTICO_RELAY_URL
const frameUrl: string | undefined = import.meta.env.VITE_PORTICO_FRAME_URL

export const config: PorticoConfig = {
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  networks: [mainnet, polygon],
  // Sign in with the wallet after connecting: Portico's message, and its own session store (each
  // signature verified before it is kept). A host with a server gives its nonce and sessions (README).
  siwx: { statement: 'Sign in to the headless host.' },
  // A local relay answers where the public one cannot be reached, and Verify with it.
  ...(relayUrl ? { walletConnect: { relayUrl, verify: false } } : {}),
  ...(frameUrl ? { embeddedWallet: { frameUrl } } : {}),
  ...(mocks
    ? {
        baseUrls: {
          blockchain: `${mocks}/blockchain`,
          directory: `${mocks}/directory`,
          analytics: `${mocks}/analytics`,
        },
      }
    : {}),
}
