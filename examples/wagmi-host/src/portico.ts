// Portico's store, made once in a module: the app's <PorticoProvider store={portico}> and the
// wagmi connector (wagmi.ts) share it. The services come from the build: VITE_PORTICO_MOCKS (a
// mock server's origin), VITE_PORTICO_RELAY_URL (a WalletConnect relay), VITE_PORTICO_FRAME_URL
// (the embedded wallet's page) and VITE_ANVIL_URL (the local node); without them, the public
// hosts and anvil's default port.
import { anvil, createPorticoStore, type PorticoConfig } from 'portico'

const mocks: string | undefined = import.meta.env.VITE_PORTICO_MOCKS
const relayUrl: string | undefined = import.meta.env.VITE_PORTICO_RELAY_URL
const frameUrl: string | undefined = import.meta.env.VITE_PORTICO_FRAME_URL
export const anvilUrl: string = import.meta.env.VITE_ANVIL_URL ?? 'http://127.0.0.1:8545'

export const porticoConfig: PorticoConfig = {
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  networks: [anvil(anvilUrl)],
  // Several wallets connected at once, one acting (README "Several wallets at once").
  multiWallet: true,
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

export const portico = createPorticoStore(porticoConfig)
