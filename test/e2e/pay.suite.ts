// Paying a request the demo host makes, as a visitor does (section 2's optional screens): the demo's Pay card asks
// for 0.01 ETH on Anvil through usePay; the Pay view shows what is asked; Pay with wallet sends it
// through the demo wallet (answered in its panel), the modal waits for the chain, and the host's
// promise resolves with the hash — the recipient's balance moved by the amount on the chain.
import { parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import {
  answerInWallet,
  connectWithDemoWallet,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  expectText,
  walletModeSelect,
} from './support/demo'
import { demoChain, ethBalanceOf } from './support/chain'

const openDemoPage = demoBrowserPerFile()
const recipient = fixtures.anvilAccounts[2]! as Address

describe('paying in the demo', () => {
  it("the host's request for 0.01 ETH: shown, paid from the wallet, settled with the hash once mined", async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)
    await walletModeSelect(page).selectOption('manual')
    const before = await ethBalanceOf(recipient)

    await page.getByRole('button', { name: 'Pay 0.01 ETH (usePay)' }).click()
    await expectText(dialogTitle(page), 'Pay')
    await expectText(dialog(page), /0\.01 ETH/)
    await expectText(dialog(page), /Anvil/)
    await dialog(page).getByRole('button', { name: 'Pay with wallet' }).click()
    await answerInWallet(page, 'Approve', 'Send a transaction')
    await expectText(dialog(page), /Paid\./)
    await expectText(page.getByTestId('pay-status'), 'paid')
    const hash = (await page.getByTestId('pay-hash').textContent())!
    const receipt = await demoChain().getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect((await ethBalanceOf(recipient)) - before).toBe(parseEther('0.01'))
    await dialog(page).getByRole('button', { name: 'Done' }).click()
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('Cancel on Pay gives up: the promise rejects as CANCELLED', async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)
    await page.getByRole('button', { name: 'Pay 0.01 ETH (usePay)' }).click()
    await expectText(dialogTitle(page), 'Pay')
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expectText(page.getByRole('alert').filter({ hasText: 'CANCELLED' }), /^CANCELLED: The payment was cancelled$/)
  })
})
