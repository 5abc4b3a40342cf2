// Connecting the offline demo's wallet, as a visitor does: with the mouse, with the keyboard
// alone, and on a short screen. A refusal and Try again is pinned by a story already
// (ConnectingExternal's RetryAfterDeclineThenApproved), not played again here.
import { describe, expect, it } from 'vitest'
import {
  accountButton,
  answerInWallet,
  connectButton,
  demoAddress,
  demoWalletRow,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  focused,
  session,
  tabToButton,
  demoBrowserPerFile,
} from './support/demo'

const openDemoPage = demoBrowserPerFile()

describe('connecting with the demo wallet', () => {
  it('connects once the wallet approves, closes the modal and shows the address', async () => {
    const { page } = await openDemoPage()
    await connectButton(page).click()
    await expectText(dialogTitle(page), 'Connect Wallet')
    await demoWalletRow(page).click()
    await expectText(dialog(page), /Continue in Portico Demo Wallet/)

    await answerInWallet(page, 'Approve', 'Connect to this site')

    await dialog(page).waitFor({ state: 'detached' })
    await expectText(session(page, 'status'), /^connected$/)
    await expectText(session(page, 'address'), demoAddress)
    await expectText(accountButton(page), /0xf39F/i)
  })

  it('connects with the keyboard alone: Tab to the button, Enter, Tab to the wallet, Enter', async () => {
    // The wallet answers by itself: its panel is another window, not part of the page's keyboard path.
    const { page } = await openDemoPage({ walletMode: 'approve' })
    await tabToButton(page, /^Connect Wallet$/, 10)
    await page.keyboard.press('Enter')
    await expectText(dialogTitle(page), 'Connect Wallet')
    // The dialog's frame is there at once, its view a moment later: a keyboard user tabs to
    // what is shown. Focus moved into the dialog and stays there: Tab cycles its controls.
    await demoWalletRow(page).waitFor()
    await tabToButton(page, /^Portico Demo Wallet/)
    await page.keyboard.press('Enter')

    await expectText(session(page, 'address'), demoAddress)
    await dialog(page).waitFor({ state: 'detached' })
  })

  // The modal hands focus back to the button that opened it, which must still be in the page
  // after connecting (AccountButton keeps one <button> in both states).
  it('after a keyboard connection, focus is on the account button', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve' })
    await tabToButton(page, /^Connect Wallet$/, 10)
    await page.keyboard.press('Enter')
    // The view comes a moment after the dialog's frame: a keyboard user waits for it, as this test does.
    await demoWalletRow(page).waitFor()
    await tabToButton(page, /^Portico Demo Wallet/)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'detached' })
    expect((await focused(page)).text).toMatch(/^Account /)
  })
})

describe('the modal on a short screen (1280×600)', () => {
  it('keeps every control of Connect in reach: its body scrolls under the header, and the page behind stays put', async () => {
    const { page } = await openDemoPage()
    await page.setViewportSize({ width: 1280, height: 600 })
    // The page behind is longer than the screen, so the wheel would scroll it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true)
    await connectButton(page).click()
    const last = dialog(page).getByRole('button').last()
    await expectText(dialog(page), /Continue with Google/)
    // The directory's wallets join the view once the api has answered (it paints the page's
    // wallets before): the dialog is measured as it stays.
    await dialog(page).getByRole('list', { name: 'Recommended wallets' }).waitFor()
    const box = (await dialog(page).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(600)

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, 3000)
    await eventually(async () => {
      const shown = await last.boundingBox()
      return !!shown && shown.y >= box.y && shown.y + shown.height <= box.y + box.height
    }).toBe(true)
    await dialog(page).getByRole('heading', { level: 2, name: 'Connect Wallet' }).waitFor()
    expect(await page.evaluate(() => scrollY)).toBe(0)
  })
})
