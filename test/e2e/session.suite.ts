// A session's life in the demo: it survives a reload without asking the wallet again, it
// signs a message the test verifies itself, and it ends with Disconnect.
import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultMessage } from '../../demo/settings'
import {
  accountButton,
  answerInWallet,
  connectButton,
  connectWithDemoWallet,
  demoAddress,
  dialog,
  dialogTitle,
  expectText,
  pendingRequests,
  session,
  waitUntilReady,
  walletPanel,
  demoBrowserPerFile,
} from './support/demo'

const openDemoPage = demoBrowserPerFile()

describe('the session', () => {
  it('survives a reload: reconnected without a prompt or an open modal', async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)

    await page.reload()
    await waitUntilReady(page)

    await expectText(session(page, 'status'), /^connected$/)
    await expectText(session(page, 'address'), demoAddress)
    expect(await pendingRequests(page).count()).toBe(0)
    expect(await dialog(page).count()).toBe(0)
  })

  it('signs a message with personal_sign once the wallet approves; the signature verifies for the address', async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerInWallet(page, 'Approve', defaultMessage)

    const signature = page.getByTestId('signature')
    await signature.waitFor()
    const value = (await signature.textContent()) as Hex
    expect(value).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: demoAddress, message: defaultMessage, signature: value })).toBe(true)
  })

  it('disconnects from the Account view: the wallet revokes the site, and a reload stays disconnected', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve' })
    await connectWithDemoWallet(page)

    await accountButton(page).click()
    await expectText(dialogTitle(page), 'Account')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()

    await expectText(session(page, 'status'), 'disconnected')
    await expectText(walletPanel(page).getByTestId('wallet-site'), 'not connected')
    await connectButton(page).waitFor()

    await page.reload()
    await waitUntilReady(page)
    await expectText(session(page, 'status'), 'disconnected')
  })
})
