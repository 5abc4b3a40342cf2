// An account name in the offline demo, in Chromium (section 4): signed in by email, the visitor's
// smart account chooses a name in Account, the frame shows itself in the success view for the
// signature, the mocks register it only once the account's ERC-1271 answer on anvil accepts it,
// and the name is shown in the header's account button.
import { describe, expect, it } from 'vitest'
import { accountButton, demoBrowserPerFile, dialog, dialogTitle, expectText } from './support/demo'
import { approvalFrame, loginConnected, signInWithEmail } from './support/embeddedWallet'

const openDemoPage = demoBrowserPerFile()

describe('an account name in the offline demo, in Chromium', () => {
  it('the embedded smart account registers a name, signed in its frame, and the header shows it', async () => {
    const { page } = await openDemoPage()
    await signInWithEmail(page, 'names-newcomer@example.com')
    await dialog(page).waitFor(loginConnected)

    await accountButton(page).click()
    await dialog(page).getByRole('button', { name: 'Choose a name' }).click()
    await expectText(dialogTitle(page), 'Choose Name')
    const field = dialog(page).getByRole('textbox', { name: 'Name' })
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
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expectText(dialog(page), /demo-newcomer\.reown\.id is yours/)
    await expectText(dialogTitle(page), 'Name Registered')
    await dialog(page).getByRole('button', { name: 'Back to your account' }).click()
    await expectText(dialogTitle(page), 'Account')
    expect(await dialog(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await expectText(accountButton(page), /demo-newcomer\.reown\.id/)
  })
})
