// Buying in the offline demo, as a visitor does (section 2's optional screens), three times in one
// page: Account → Buy on the Anvil network, 100 USD of ETH quoted, Buy with Coinbase opens the
// provider's window (the fake provider's checkout page, on an origin of its own), Pay there, and
// the modal sees the purchase arrive through the provider's history; the balance moves on the
// chain by what the quote said, and History lists the purchase. Then Buy again on the form as it
// was left, for 250 USD; then a purchase cancelled in the provider's window, which the modal says,
// and the next Buy from the form goes through. The demo's anvil is shared by every browser test
// file: balances are compared before and after.
import type { Page } from 'playwright-core'
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
import { answerPopup } from './support/embeddedWallet'
import { pageSteps } from '../support/waits'

const openDemoPage = demoBrowserPerFile()
const ethBalance = () => ethBalanceOf(demoAddress as Address)
const escaped = (text: string) => text.replace(/\./g, '\\.')

/** What the visitor receives, as the quote for the form as it stands (its total) says. */
async function quotedFor(page: Page, total: string) {
  const quote = dialog(page).locator('dl:not([aria-busy])')
  await expectText(quote, new RegExp(`Total${escaped(total)}`))
  const received = quote.locator('dd').last()
  await expectText(received, /^[\d.]+ ETH$/)
  return (await received.textContent())!.replace(' ETH', '')
}

/** Buy with Coinbase: the provider's checkout in its own window, on its own origin, for what was quoted. */
async function openCheckout(page: Page, quoted: string) {
  const opened = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Buy with Coinbase' }).click()
  const checkout = await opened
  await checkout.waitForURL(/checkout\.html\?/)
  // The provider's page is not the app's.
  expect(new URL(checkout.url()).origin).not.toBe(new URL(page.url()).origin)
  await expectText(dialog(page), /Finish your purchase in the Coinbase window/)
  await expectText(checkout.locator('main'), new RegExp(`You get${escaped(quoted)} ETH`))
  return checkout
}

/** Pay in the provider's window: the modal says what arrived, and the chain got the whole quote. */
async function payAndSeeItArrive(page: Page, checkout: Page, paid: string, quoted: string) {
  const before = await ethBalance()
  await checkout.bringToFront()
  await checkout.getByRole('button', { name: `Pay ${paid}` }).click()
  await page.bringToFront()
  // What arrived in section 9's balance format (3 decimals); the chain got the whole quote.
  await expectText(dialog(page), new RegExp(`${escaped(formatBalance(quoted))} ETH arrived in your account\\.`))
  expect(formatEther((await ethBalance()) - before)).toBe(quoted)
}

describe('buying in the demo', () => {
  it(
    'ETH through the fake Coinbase-type provider, paid in its window and seen arriving on the chain; again on the form as left; and once more after a purchase cancelled in its window, which the modal says',
    async () => {
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
      const quoted = await quotedFor(page, '100.00 USD')
      await payAndSeeItArrive(page, await openCheckout(page, quoted), '100.00 USD', quoted)
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

      // Twice in a row: Buy again from Account is the form as left (the state kept, nothing of the
      // last purchase), for another amount, quoted afresh, paid and arrived.
      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click()
      await expectText(dialogTitle(page), 'Buy Crypto')
      await eventually(() => dialog(page).getByLabel('Amount').inputValue()).toBe('100')
      expect(
        await dialog(page)
          .getByText(/arrived in your account/)
          .count(),
      ).toBe(0)
      await dialog(page).getByRole('button', { name: '250 USD' }).click()
      const again = await quotedFor(page, '250.00 USD')
      await payAndSeeItArrive(page, await openCheckout(page, again), '250.00 USD', again)
      await dialog(page).getByRole('button', { name: 'Done' }).click()

      // Cancelled in the provider's window: the modal says the window closed, nothing arrived; back
      // on the form as typed, the next Buy goes through.
      const before = await ethBalance()
      const cancelled = await openCheckout(page, await quotedFor(page, '250.00 USD'))
      await cancelled.bringToFront()
      await answerPopup(cancelled, 'Cancel')
      await page.bringToFront()
      await expectText(dialog(page), /The Coinbase window closed\./)
      expect(await ethBalance()).toBe(before)
      await dialog(page).getByRole('button', { name: 'Back to the form' }).click()
      await eventually(() => dialog(page).getByLabel('Amount').inputValue()).toBe('250')
      const afterCancel = await quotedFor(page, '250.00 USD')
      await payAndSeeItArrive(page, await openCheckout(page, afterCancel), '250.00 USD', afterCancel)
      await dialog(page).getByRole('button', { name: 'Done' }).click()
      await eventually(() => dialog(page).getByLabel('Amount').inputValue()).toBe('250')
    },
    pageSteps(8).timeout,
  )
})
