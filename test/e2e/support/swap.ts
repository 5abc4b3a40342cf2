// The Swap view as the browser tests drive it: a token for each side, the amount, Review once the
// quote for this very form has come, and what the wallet is asked while it asks.
import type { Page } from 'playwright-core'
import { dialog, eventually } from './demo'

/** What Swap says once the visitor declined in the wallet (the form kept as typed under it). */
export const swapDeclined = 'You declined the swap in the wallet. Nothing was swapped.'

export const swapAmount = (page: Page) => dialog(page).getByLabel('Amount to pay')

/** What the wallet is asked to approve, shown while it asks: the allowance, then the swap. */
export const askedToApprove = (page: Page) =>
  dialog(page).getByRole('region', { name: 'What you are asked to approve' })

/** One side's token, picked from its list. */
export async function chooseSwapToken(page: Page, side: 'You pay' | 'You receive', symbol: string) {
  const group = dialog(page).getByRole('group', { name: side })
  await group.getByRole('button', { name: new RegExp(`^${side} `) }).click()
  await group.getByRole('option', { name: new RegExp(`^${symbol} `) }).click()
}

export const reviewButton = (page: Page) => dialog(page).getByRole('button', { name: 'Review swap' })

/** The amount typed, and the quote for it come: Review swap is available. */
export async function typeAmountUntilQuoted(page: Page, amount: string) {
  await swapAmount(page).fill(amount)
  await eventually(() => reviewButton(page).getAttribute('aria-disabled')).toBe(null)
}
