// Networks with a connected demo wallet: Portico asks, the wallet follows; the wallet goes
// somewhere the app does not support, Portico says so.
import { describe, expect, it } from 'vitest'
import {
  connectWithDemoWallet,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  networkButton,
  session,
  walletChainId,
  walletNetworkSelect,
  demoBrowserPerFile,
} from './support/demo'

const openDemoPage = demoBrowserPerFile()

describe('networks', () => {
  it('switching to Polygon in Portico switches the wallet to chain 137 and closes the modal', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve' })
    await connectWithDemoWallet(page)
    await expectText(session(page, 'network'), 'eip155:31337')
    expect(await walletChainId(page)).toBe('0x7a69')

    await networkButton(page).click()
    await expectText(dialogTitle(page), 'Choose Network')
    await dialog(page)
      .getByRole('button', { name: /Polygon/ })
      .click()

    await expectText(session(page, 'network'), 'Polygon (eip155:137)')
    await eventually(() => walletChainId(page)).toBe('0x89')
    await expectText(networkButton(page), 'Polygon')
    // Opened on Networks alone, the modal closes once the switch is done (section 2: back from one entry closes).
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('a wallet that moves to a network the app does not configure opens UnsupportedChain; choosing Anvil brings it back', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve' })
    await connectWithDemoWallet(page)

    // The user changes the network in the wallet itself (OP Mainnet is not in the demo's config).
    await walletNetworkSelect(page).selectOption('10')

    await expectText(dialogTitle(page), 'Switch Network')
    await expectText(dialog(page), /does not support/)
    await dialog(page).getByRole('button', { name: /Anvil/ }).click()

    await eventually(() => walletChainId(page)).toBe('0x7a69')
    await expectText(session(page, 'network'), 'eip155:31337')
    await dialog(page).waitFor({ state: 'detached' })
  })
})
