// Boot order matters: the mocks must answer before Portico's first request, and the wallet
// must be ready (with what it remembers) before Portico looks for it to reconnect.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startBrowserMocks } from '../mocks/browser'
import { seedDb, type MockDb } from '../mocks/db'
import type { Faults } from '../mocks/handlers/faults'
import { App } from './App'
import { receivedEventsOf, type ReceivedEvents } from './receivedEvents'
import { readSettings } from './settings'
import { applyPhone } from './phones'
import { announcePairingUri } from './walletBridge'
import { anvilChainId, secondDemoWallet, setUpDemoSolanaWallet, setUpDemoWallet, type DemoWalletHandle } from './wallet'
import { solanaLocalnet } from '../mocks/db/chains'
import { anvilPrivateKeys } from '../mocks/wallets/anvilKeys'
import type { SolanaStandardWallet } from '../mocks/wallets'

declare global {
  interface Window {
    /** The demo's wallet, for poking at it from the console (and for the browser tests). */
    porticoDemo?: {
      wallet: DemoWalletHandle['wallet']
      setWalletMode: DemoWalletHandle['setMode']
      /** The second EIP-6963 demo wallet (`?multi=1`), beside the first. */
      secondWallet?: DemoWalletHandle['wallet']
      anvilUrl: string
      /** The demo Solana wallet (Wallet Standard), e.g. `solanaWallet.switchAccount(1)`. */
      solanaWallet?: SolanaStandardWallet
      /** The in-page mocks' fault scenarios, e.g. `faults.set('blockchain.balance', { kind: 'status', status: 503 })`. */
      faults?: Faults
      /** The in-page mocks' db, e.g. what the analytics service received: `db.receivedEvent.getAll()`. */
      db?: MockDb
      /** Offers a pairing URI to the demo's wallet page in another tab, as the dapp side does (demo/walletBridge.ts). */
      announcePairingUri: typeof announcePairingUri
    }
  }
}

async function main() {
  const settings = readSettings()
  // Before Portico reads where it runs (at its provider's start).
  if (settings.phone) applyPhone(settings.phone)
  // A phone's browser has no extensions; a wallet's own browser has its wallet, under its name.
  const phoneWallet = settings.phone?.walletBrowser
  const announceWallets = !settings.phone || !!phoneWallet
  let faults: Faults | undefined
  let db: MockDb | undefined
  let received: ReceivedEvents | undefined
  if (!settings.mockServer) {
    const mocks = await startBrowserMocks({
      // The Anvil network is answered by the node itself: JSON-RPC is forwarded, balances and history
      // are read from the chain, so what the wallet sends shows in the modal. Other networks: the mock db.
      anvil: { url: settings.anvilUrl, caipNetworkIds: [`eip155:${anvilChainId}`] },
      // The Solana Localnet network likewise, by the local Solana chain.
      ...(settings.solanaUrl && { solana: { url: settings.solanaUrl, caipNetworkIds: [solanaLocalnet] } }),
      // The generated provider URLs lead to the fake provider, which delivers on the local chain.
      checkoutUrl: settings.checkoutUrl,
    })
    if (settings.walletCount) seedDb(mocks.db, { walletCount: settings.walletCount })
    faults = mocks.faults
    db = mocks.db
    received = receivedEventsOf(mocks)
  }
  const wallet = await setUpDemoWallet({
    rpcUrl: settings.anvilUrl,
    mode: settings.walletMode,
    ...(settings.batches === 'eip7702' && { batches: settings.batches }),
    ...(settings.batches === 'erc4337' && settings.bundlerUrl && { batches: { bundlerUrl: settings.bundlerUrl } }),
    ...(phoneWallet && { another: { ...phoneWallet, privateKey: anvilPrivateKeys[0], storageId: 'wallet' } }),
  })
  if (announceWallets) wallet.wallet.announce(window)
  // Several wallets at once (`?multi=1`): a second extension beside the first, answering as the first does.
  const secondWallet = settings.multiWallet
    ? await setUpDemoWallet({ rpcUrl: settings.anvilUrl, mode: settings.walletMode, another: secondDemoWallet })
    : undefined
  secondWallet?.wallet.announce(window)
  const solanaWallet =
    settings.solanaUrl && !settings.phone
      ? await setUpDemoSolanaWallet({
          rpcUrl: settings.solanaUrl,
          ask: wallet.wallet.ask,
          name: settings.dualWallet ? wallet.wallet.info.name : undefined,
        })
      : undefined
  solanaWallet?.register(window)
  window.porticoDemo = {
    wallet: wallet.wallet,
    setWalletMode: wallet.setMode,
    secondWallet: secondWallet?.wallet,
    anvilUrl: settings.anvilUrl,
    solanaWallet,
    faults,
    db,
    announcePairingUri,
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App
        anvilUrl={settings.anvilUrl}
        mockServer={settings.mockServer}
        wallet={wallet}
        secondWallet={secondWallet}
        received={received}
      />
    </StrictMode>,
  )
  document.documentElement.dataset.demoReady = 'true'
}

main().catch((error: unknown) => {
  console.error(error)
  document.getElementById('root')!.textContent = `The demo could not start: ${(error as Error).message}`
})
