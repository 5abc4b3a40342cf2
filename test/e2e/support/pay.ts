// The demo host's Pay card as the browser tests drive it: its button calls usePay's pay(), its
// fields show how the host's promise settled; the Pay view's buttons, and the wallet's answer.
import type { Page } from 'playwright-core'
import { answerInWallet, dialog, dialogTitle, expectText } from './demo'

/** What Pay says once the visitor declined in the wallet (the choice left open under it). */
export const payDeclined = 'You declined the payment in the wallet. Nothing was paid.'

export const payStatus = (page: Page) => page.getByTestId('pay-status')
export const payHash = (page: Page) => page.getByTestId('pay-hash')
/** The host's card: how its last promise rejected (its code, then its message). */
export const payRejection = (page: Page, code: string) => page.getByRole('alert').filter({ hasText: code })

/** The host asks (its button, which calls pay()): its promise waits, and Pay shows the request. */
export async function hostAsksToPay(page: Page) {
  await page.getByRole('button', { name: 'Pay 0.01 ETH (usePay)' }).click()
  await expectText(payStatus(page), 'waiting')
  await expectText(dialogTitle(page), 'Pay')
}

/** Pay with wallet pressed; the demo wallet's panel answers the transfer it is asked for. */
export async function payWithWallet(page: Page, answer: 'Approve' | 'Reject') {
  await dialog(page).getByRole('button', { name: 'Pay with wallet' }).click()
  await answerInWallet(page, answer, 'Send a transaction')
}

/** Paid: the view says so, the host's promise resolved; Done closes the modal. The hash, as the host got it. */
export async function paidAndDone(page: Page): Promise<`0x${string}`> {
  await expectText(dialog(page), /Paid\./)
  await expectText(payStatus(page), 'paid')
  const hash = (await payHash(page).textContent()) as `0x${string}`
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  return hash
}
