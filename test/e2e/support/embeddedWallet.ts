// The embedded wallet in the demo, as a newcomer meets it: the inbox panel (a page of the fake
// frame's origin), the frame when it shows itself for an approval, and an email sign-in.
import type { Page } from 'playwright-core'
import { connectButton, dialog, eventually } from './demo'
import { pageSteps } from '../../support/waits'
import { frameFaultsKey, type FrameFault } from '../../../mocks/frame/frameFaults'

/** The "Email inbox" panel: codes and device links the fake frame sent. */
export const inboxPanel = (page: Page) => page.frameLocator('iframe[title="Fake frame inbox"]')

/**
 * Switches the fake frame's faults (mocks/frame/frameFaults.ts) as the inbox panel's checkboxes
 * do, in the frame origin's storage, where the frame reads them at each answer: any of them, one
 * event's own too (`malformed:syncDappData`), which the panel has no room for. Replaces what was on.
 */
export async function switchFrameFaults(page: Page, faults: FrameFault[]) {
  // The inbox panel is a page of the frame's origin: its storage is the frame's.
  const inbox = () => page.frames().find((frame) => new URL(frame.url()).pathname.endsWith('/inbox.html'))
  await eventually(() => !!inbox()).toBe(true)
  await inbox()!.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: frameFaultsKey,
    value: JSON.stringify(faults),
  })
}

/** The frame, shown for an approval: the visitor answers inside it, on the frame's origin. */
export const approvalFrame = (page: Page) =>
  page.frameLocator('iframe[title="Portico embedded wallet: approve the request"]')

/**
 * How long a login's connection may take once its code or consent is given: the frame derives
 * the account's keys and answers its requests, and beside the stories on two cores one took
 * over the context's page step. Two page steps.
 */
export const loginConnected = { state: 'detached', ...pageSteps(2) } as const

/** Connect → the email typed → the device approved in the inbox → the code typed from it. */
export async function signInWithEmail(page: Page, email: string) {
  await connectButton(page).click()
  await continueWithEmail(page, email)
}

/** On Connect (however it was opened): the email typed → the device approved in the inbox → the code typed from it. */
export async function continueWithEmail(page: Page, email: string) {
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
  await approveDeviceAndTypeCode(page)
}

/** The login waiting on the device: approved in the inbox, then the code the inbox shows typed in. */
export async function approveDeviceAndTypeCode(page: Page) {
  await inboxPanel(page).getByRole('button', { name: 'Approve this device' }).click()
  const code = inboxPanel(page).locator('.inbox-code').first()
  await code.waitFor()
  await dialog(page).getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.keyboard.type((await code.textContent())!)
}

/**
 * Clicks a button of a popup that closes itself once answered (the fake provider's consent
 * page): under load the page may be gone before the click returns, which is the point.
 */
export async function answerPopup(popup: Page, button: string) {
  await popup
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
}
