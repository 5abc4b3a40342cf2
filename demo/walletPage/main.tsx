// The wallet page's start: one headless WalletConnect wallet for the tab, asking the user about
// every proposal and signing request, then the page on top of it.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import {
  createWalletConnectWallet,
  sdkStartupPassBegun,
  type WalletConnectWallet,
} from '../../mocks/wallets/walletConnect'
import { readSettings } from '../settings'
import { anvilChainId, walletChains } from '../wallet'
import { WalletPage } from './WalletPage'

declare global {
  interface Window {
    /** The page's wallet, for poking at it from the console. */
    porticoWallet?: WalletConnectWallet
  }
}

async function main() {
  const settings = readSettings()
  const wallet = await createWalletConnectWallet({
    relayUrl: settings.relayUrl,
    anvilUrl: settings.anvilUrl,
    accounts: anvilPrivateKeys,
    // The chains the demo app configures; anvil first, where transactions can really be sent.
    chains: [
      `eip155:${anvilChainId}`,
      ...walletChains.filter((chain) => chain.inApp && chain.id !== anvilChainId).map((chain) => `eip155:${chain.id}`),
    ],
    solana: true,
    proposals: 'manual',
    requests: 'manual',
    // Fixed, so a reload finds its sessions again in IndexedDB; distinct from the dapp's prefix on this origin.
    storagePrefix: 'portico-demo-wallet',
    metadata: {
      name: 'Portico Demo Wallet',
      description: 'The offline demo’s WalletConnect wallet',
      url: window.location.origin,
      icons: [],
    },
  })
  window.porticoWallet = wallet

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WalletPage wallet={wallet} anvilUrl={settings.anvilUrl} relayUrl={settings.relayUrl} />
    </StrictMode>,
  )
  // Ready once the SDK has looked back at its start: an answer it handles then is handled twice.
  await sdkStartupPassBegun()
  document.documentElement.dataset.walletReady = 'true'
}

main().catch((error: unknown) => {
  console.error(error)
  document.getElementById('root')!.textContent =
    `The wallet could not start: ${(error as Error).message}. Is the relay running (npm run dev)?`
})
