// Smart sessions in the offline demo, in Chromium (feature switch on): the embedded wallet's
// smart account on anvil grants a session the page asks for (approved in the frame, on its own
// origin), the Account view lists it from the mocks' server, and Revoke asks the frame again
// before the server marks it revoked. (That the grant's context is the account's ERC-1271
// signature is checked in test/store/smartSessionsFlow.test.ts, where the grant is at hand.)
import { describe, it } from 'vitest'
import { accountButton, demoBrowserPerFile, dialog, eventually, expectText, session } from './support/demo'
import { approvalFrame, loginConnected, signInWithEmail } from './support/embeddedWallet'

const openDemoPage = demoBrowserPerFile()

describe('smart sessions in the offline demo, in Chromium', () => {
  it('grant one with the smart account, see it in Account, revoke it', async () => {
    const { page } = await openDemoPage({ smartSessions: true })
    await signInWithEmail(page, 'sessions-newcomer@example.com')
    await expectText(session(page, 'status'), /^connected$/)
    await dialog(page).waitFor(loginConnected)

    await page.getByRole('button', { name: 'Grant a session (useSmartSessions)' }).click()
    const frame = approvalFrame(page)
    await expectText(frame.getByRole('heading'), 'Sign a message')
    await expectText(frame.locator('body'), /Grant a session on 0x/)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expectText(page.getByTestId('grant-status'), 'granted')
    await expectText(page.getByTestId('live-sessions'), '1')

    await accountButton(page).click()
    const sessions = dialog(page).getByRole('region', { name: 'Smart sessions' })
    const granted = sessions.getByRole('listitem', { name: 'Portico Demo' }).filter({ hasText: 'Active' })
    await expectText(granted, /Call transfer on 0x/)
    await granted.getByRole('button', { name: 'Revoke' }).click()
    await expectText(approvalFrame(page).locator('body'), /Revoke session /)
    await approvalFrame(page).getByRole('button', { name: 'Approve' }).click()
    await eventually(() => sessions.getByText('Revoked', { exact: true }).count()).toBe(1)
    await expectText(page.getByTestId('live-sessions'), '0')
  })
})
