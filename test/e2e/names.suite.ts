// Account names in the offline demo, in Chromium (sections 4, 5 and 8), in one page: signed in by
// email, the visitor's smart account chooses a name in Account, the frame shows itself in the
// success view for the signature, the mocks register it only once the account's ERC-1271 answer
// on anvil accepts it, and the name is shown in the header's account button. Then, signed in as
// another visitor, the form starts fresh; the signature is rejected in the frame (back on the
// form with section 8's words) and asked again, and the second name is registered and shown.
// At both widths the frame's card sits whole in the view's slot.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { approvalSlotAttribute } from '../../src/frame/approvalSlot'
import {
  accountButton,
  connectButton,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
} from './support/demo'
import { answerPopup, approvalFrame, loginConnected, signInWithEmail } from './support/embeddedWallet'

const openDemoPage = demoBrowserPerFile()

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 700 }

/** The part of the frame's answers outside the box the visitor sees: the slot, as the frame is placed over it. */
async function answersOutsideTheSlot(page: Page) {
  const slot = await dialog(page).locator(`[${approvalSlotAttribute}]`).boundingBox()
  const shown = await page.locator('iframe[title="Portico embedded wallet: approve the request"]').boundingBox()
  if (!slot || !shown) return ['no slot or no frame shown']
  const top = Math.max(slot.y, shown.y)
  const bottom = Math.min(slot.y + slot.height, shown.y + shown.height)
  const left = Math.max(slot.x, shown.x)
  const right = Math.min(slot.x + slot.width, shown.x + shown.width)
  const outside: string[] = []
  for (const name of ['Approve', 'Reject']) {
    const box = await approvalFrame(page).getByRole('button', { name }).boundingBox()
    const inside = !!box && box.y >= top && box.y + box.height <= bottom && box.x >= left && box.x + box.width <= right
    if (!inside) outside.push(name)
  }
  return outside
}

/** Boxes in the frame's card drawn with a border around nothing. */
const emptyBorderedBoxes = (page: Page) =>
  approvalFrame(page)
    .locator('body *')
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element)
          const { width, height } = element.getBoundingClientRect()
          const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
            (side) => parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== 'none',
          )
          return width > 0 && height > 0 && style.visibility !== 'hidden' && bordered && !element.textContent?.trim()
        })
        .map((element) => element.tagName.toLowerCase()),
    )

/** The frame's card whole in its slot: Approve and Reject where the visitor sees them, and nothing empty beside. */
async function expectCardWholeInSlot(page: Page) {
  await eventually(() => answersOutsideTheSlot(page)).toEqual([])
  expect(await emptyBorderedBoxes(page)).toEqual([])
}

/** Account → Choose a name: the form's field. */
async function chooseName(page: Page) {
  await accountButton(page).click()
  await dialog(page).getByRole('button', { name: 'Choose a name' }).click()
  await expectText(dialogTitle(page), 'Choose Name')
  return dialog(page).getByRole('textbox', { name: 'Name' })
}

describe('an account name in the offline demo, in Chromium', () => {
  it('a name registered, signed in its frame and shown in the header; another visitor starts afresh, rejects the signature (said on the form) and registers a second name on the next try', async () => {
    const { page } = await openDemoPage()
    await page.setViewportSize(desktop)
    await signInWithEmail(page, 'names-newcomer@example.com')
    await dialog(page).waitFor(loginConnected)

    const field = await chooseName(page)
    await field.fill('ab')
    await expectText(dialog(page).getByRole('status'), /At least 4 characters/)
    await field.fill('demo-newcomer')
    await expectText(dialog(page).getByRole('status'), /demo-newcomer\.reown\.id is available/)
    await dialog(page).getByRole('button', { name: 'Register' }).click()

    // Titled for what happens now, with what the account signs for beside the frame.
    await expectText(dialogTitle(page), 'Register Name')
    const details = dialog(page).getByRole('region', { name: 'What you are asked to approve' })
    await expectText(details, /Register demo-newcomer\.reown\.id/)
    const frame = approvalFrame(page)
    await expectText(frame.getByRole('heading'), 'Sign a message')
    await expectCardWholeInSlot(page)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expectText(dialog(page), /demo-newcomer\.reown\.id is yours/)
    await expectText(dialogTitle(page), 'Name Registered')
    await dialog(page).getByRole('button', { name: 'Back to your account' }).click()
    await expectText(dialogTitle(page), 'Account')
    expect(await dialog(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await expectText(accountButton(page), /demo-newcomer\.reown\.id/)

    // Another visitor on the same page, on a phone: the form is theirs, empty, with nothing of the last name.
    await page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await page.setViewportSize(phone)
    // By Google: a second email login within section 9's 30 s cooldown is refused.
    await connectButton(page).click()
    const consent = page.waitForEvent('popup')
    await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
    const google = await consent
    await google.getByRole('textbox', { name: /Your Google account/ }).fill('names-second')
    await answerPopup(google, 'Allow')
    await page.bringToFront()
    await dialog(page).waitFor(loginConnected)
    const second = await chooseName(page)
    expect(await second.inputValue()).toBe('')
    expect((await dialog(page).getByRole('status').allTextContents()).join('')).toBe('')
    await second.fill('demo-second')
    await expectText(dialog(page).getByRole('status'), /demo-second\.reown\.id is available/)
    await dialog(page).getByRole('button', { name: 'Register' }).click()
    await expectText(approvalFrame(page).getByRole('heading'), 'Sign a message')
    await expectCardWholeInSlot(page)

    // Section 4: a failure returns to RegisterAccountName; section 8 names a declined signature.
    await approvalFrame(page).getByRole('button', { name: 'Reject' }).click()
    await expectText(dialogTitle(page), 'Choose Name')
    await expectText(dialog(page).getByRole('status'), /Signature declined/)
    expect(await second.inputValue()).toBe('demo-second')

    // The next try asks again, and registers.
    await dialog(page).getByRole('button', { name: 'Register' }).click()
    await expectText(dialogTitle(page), 'Register Name')
    await expectText(details, /Register demo-second\.reown\.id/)
    await expectText(approvalFrame(page).getByRole('heading'), 'Sign a message')
    await approvalFrame(page).getByRole('button', { name: 'Approve' }).click()
    await expectText(dialog(page), /demo-second\.reown\.id is yours/)
    await dialog(page).getByRole('button', { name: 'Back to your account' }).click()
    await expectText(dialogTitle(page), 'Account')
    await page.keyboard.press('Escape')
    await expectText(accountButton(page), /demo-second\.reown\.id/)
  })
})
