// The Send view as the browser tests drive it, whatever the chain: its button, its fields, a
// token of the list, and a send approved (or declined) in the demo wallet's panel.
import type { Page } from 'playwright-core'
import { answerInWallet, dialog, dialogTitle, eventually, expectText } from './demo'

export const sendButton = (page: Page) => dialog(page).getByRole('button', { name: 'Send', exact: true })
export const sendField = (page: Page, label: 'Amount' | 'To') => dialog(page).getByLabel(label, { exact: true })
export const sendToken = (page: Page, symbol: string) =>
  dialog(page).getByRole('radio', { name: new RegExp(`^${symbol} `) })

/** What Send says once the visitor declined in the wallet (its banner over the form kept as typed). */
export const sendDeclined = 'You declined the transaction in the wallet. Nothing was sent.'

/** A token, an amount and a receiver, as the visitor fills them in. */
export async function fillSend(page: Page, symbol: string, amount: string, to: string) {
  await sendToken(page, symbol).check()
  await sendField(page, 'Amount').fill(amount)
  await sendField(page, 'To').fill(to)
}

/** ApproveTransaction's "What this will do" (README "Before you sign"). */
export const approvalPreview = (page: Page) => dialog(page).getByRole('group', { name: 'What this will do' })

/**
 * Send pressed: ApproveTransaction shows while the wallet asks (with `preview`, what its preview
 * says, before the wallet is answered); the panel approves the request it names.
 */
export async function sendAndApprove(page: Page, request = 'Send a transaction', preview?: RegExp) {
  await eventually(() => sendButton(page).isEnabled()).toBe(true)
  await sendButton(page).click()
  await expectText(dialogTitle(page), 'Approve Transaction')
  if (preview) await expectText(approvalPreview(page), preview)
  await answerInWallet(page, 'Approve', request)
  await expectText(dialogTitle(page), 'Account')
  await expectText(dialog(page), /Transaction sent/)
}

/** Send pressed, the panel declines: back on Send, which says so over the form as it was typed. */
export async function sendAndDecline(page: Page, request = 'Send a transaction') {
  await eventually(() => sendButton(page).isEnabled()).toBe(true)
  await sendButton(page).click()
  await expectText(dialogTitle(page), 'Approve Transaction')
  await answerInWallet(page, 'Reject', request)
  await expectText(dialogTitle(page), 'Send')
  await expectText(dialog(page).getByRole('alert'), sendDeclined)
}
