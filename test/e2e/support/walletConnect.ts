// WalletConnect in the demo from a test's side: the headless wallet in this process (closed
// after each test) and the demo's pairing steps.
import type { Page } from 'playwright-core'
import { afterEach, inject } from 'vitest'
import {
  createWalletConnectWallet,
  sdkStartupPassBegun,
  type WalletConnectWallet,
  type WalletConnectWalletOptions,
} from '../../../mocks/wallets/walletConnect'
import { connectButton, dialog, eventually } from './demo'

/** A maker of headless wallets on the test run's relay and anvil, each closed after its test. */
export function headlessWallets() {
  const wallets: WalletConnectWallet[] = []
  afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })
  return async (options: Partial<WalletConnectWalletOptions> = {}) => {
    const wallet = await createWalletConnectWallet({
      relayUrl: inject('relayUrl'),
      anvilUrl: inject('anvilUrl'),
      ...options,
    })
    wallets.push(wallet)
    // An answer the wallet sends twice reaches the page as an error in its console.
    await sdkStartupPassBegun()
    return wallet
  }
}

export const pairingUri = (page: Page) => page.getByRole('textbox', { name: 'Pairing URI' })

/** Connect Wallet → WalletConnect: the modal shows the QR code; the demo card shows its URI. */
export async function startPairing(page: Page): Promise<string> {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  await dialog(page)
    .getByRole('img', { name: /QR code/i })
    .waitFor()
  await eventually(() => pairingUri(page).inputValue()).toMatch(/^wc:/)
  return pairingUri(page).inputValue()
}
