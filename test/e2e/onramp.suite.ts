// Buying in the offline demo, as a visitor does (section 2's optional screens): Account → Buy on the Anvil network,
// 100 USD of ETH quoted, Buy with Coinbase opens the provider's window (the fake provider's
// checkout page, on an origin of its own), Pay there, and the modal sees the purchase arrive
// through the provider's history; the balance moves on the chain by what the quote said, and
// History lists the purchase. The
// demo's anvil is shared by every browser test file: balances are compared before and after.
import { formatEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatTransferAmount } from '../../src/views/amounts'
import { formatBalance } from '../../src/views/format'
import {
  accountButton,
  connectWithDemoWallet,
  demoAddress,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
} from './support/demo'
import { ethBalanceOf } from './support/chain'

const openDemoPage = demoBrowserPerFile()
const ethBalance = () => ethBalanceOf(demoAddress as Address)

describe('buying in the demo', () => {
  it('ETH through the fake Coinbase-type provider: paid in its window, seen arriving, on the chain', async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)
    await accountButton(page).click()
    await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click()
    await expectText(dialogTitle(page), 'Buy Crypto')
    // A US visitor (the browser's locale) is asked their state first: the provider needs it.
    await dialog(page)
      .getByRole('button', { name: /^State/ })
      .click()
    await dialog(page).getByRole('option', { name: 'New York' }).click()
    await expectText(dialog(page).getByRole('button', { name: /^Network / }), /^anvil$/i)
    const received = dialog(page).locator('dd').last()
    await expectText(received, /^[\d.]+ ETH$/)
    const quoted = (await received.textContent())!.replace(' ETH', '')
    const before = await ethBalance()

    const opened = page.waitForEvent('popup')
    await dialog(page).getByRole('button', { name: 'Buy with Coinbase' }).click()
    const checkout = await opened
    await checkout.waitForURL(/checkout\.html\?/)
    // The provider's page is not the app's.
    expect(new URL(checkout.url()).origin).not.toBe(new URL(page.url()).origin)
    await expectText(dialog(page), /Finish your purchase in the Coinbase window/)
    await expectText(checkout.locator('main'), new RegExp(`You get${quoted.replace('.', '\\.')} ETH`))
    await checkout.bringToFront()
    await checkout.getByRole('button', { name: 'Pay 100.00 USD' }).click()

    await page.bringToFront()
    // What arrived in section 9's balance format (3 decimals); the chain got the whole quote.
    await expectText(
      dialog(page),
      new RegExp(`${formatBalance(quoted).replace('.', '\\.')} ETH arrived in your account\\.`),
    )
    expect(formatEther((await ethBalance()) - before)).toBe(quoted)
    await dialog(page).getByRole('button', { name: 'Done' }).click()
    await eventually(() => dialog(page).getByLabel('Amount').inputValue()).toBe('100')

    // Listed in History as the provider's purchase, on the local chain.
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    // The Account's Activity names it as History does: the provider's purchase, not a receipt.
    const inActivity = dialog(page)
      .getByRole('listitem')
      .filter({ hasText: /^Bought/ })
      .first()
    await expectText(inActivity, `Bought${formatTransferAmount(quoted)} ETH`)
    await dialog(page).getByRole('button', { name: 'All activity' }).click()
    await expectText(dialogTitle(page), 'Activity')
    const bought = dialog(page)
      .getByRole('listitem')
      .filter({ hasText: /^Bought/ })
      .first()
    // Section 9: transfer amounts show 3 decimals.
    await expectText(bought, `Bought${formatTransferAmount(quoted)} ETH · Anvil`)
  })
})
