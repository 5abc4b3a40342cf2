// Sending from the offline demo, as a visitor does: Account → Send, a token, an amount, a
// receiver, the wallet asked (the demo wallet's panel answers), and the result read back from
// anvil itself. The demo's anvil is shared by every browser test file: balances are compared
// before and after, never to fixed numbers. The form's rules one at a time and a decline that
// keeps the form are Send's stories (EmptyForm, TokenRequired, InvalidAddress, AddressChecksum,
// InsufficientBalance, AmountNotANumber, TooManyDecimals, NameNotFound, Rejected): not repeated here.
import { parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db/fixtures'
import {
  accountButton,
  connectWithDemoWallet,
  demoAddress,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
} from './support/demo'
import { ethBalanceOf, tokenBalanceOf } from './support/chain'
import { fillSend, sendAndApprove, sendButton, sendToken } from './support/send'

const openDemoPage = demoBrowserPerFile()

/** anvil's second account: a receiver the demo wallet does not hold. */
const receiver = fixtures.anvilAccounts[1] as Address

const ethOf = ethBalanceOf
const ptcOf = (address: Address) => tokenBalanceOf(demoTokenAddress, address)

/** Connected with the demo wallet, the modal opened on Account, then its Send. */
async function openSend(page: Page) {
  await connectWithDemoWallet(page)
  await accountButton(page).click()
  await expectText(dialogTitle(page), 'Account')
  await sendButton(page).click()
  await expectText(dialogTitle(page), 'Send')
  // The token list comes from anvil (the demo's balances for the Anvil network).
  await sendToken(page, 'PTC').waitFor()
}

describe('sending from the demo', () => {
  it('sends ETH to anvil’s second account: its balance on anvil grows by the amount', async () => {
    const { page } = await openDemoPage()
    await openSend(page)
    const before = await ethOf(receiver)
    await fillSend(page, 'ETH', '1.5', receiver)
    await expectText(dialog(page), /Network fee\s*≈ 0\.\d+ ETH/)
    await sendAndApprove(page)
    await eventually(() => ethOf(receiver)).toBe(before + parseEther('1.5'))
  })

  it('sends PTC (an ERC-20 transfer): the sender’s balance falls and the receiver’s grows by the amount', async () => {
    const { page } = await openDemoPage()
    await openSend(page)
    const [senderBefore, receiverBefore] = await Promise.all([ptcOf(demoAddress as Address), ptcOf(receiver)])
    await fillSend(page, 'PTC', '25.5', receiver)
    await sendAndApprove(page)
    const amount = parseUnits('25.5', 18)
    await eventually(() => ptcOf(receiver)).toBe(receiverBefore + amount)
    expect(await ptcOf(demoAddress as Address)).toBe(senderBefore - amount)
  })

  it("the newcomer's path: real balances from anvil, PTC sent to a second account, and the transfer in Activity", async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)
    await accountButton(page).click()
    await expectText(dialogTitle(page), 'Account')
    // Tokens shows what anvil holds for the account: PTC among them, with its amount.
    const tokens = dialog(page).getByRole('list', { name: 'Tokens' })
    await expectText(tokens, /PTC/)
    await sendButton(page).click()
    await sendToken(page, 'PTC').waitFor()
    await fillSend(page, 'PTC', '7', receiver)
    await sendAndApprove(page)
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    // The newest entry is this transfer: 7 PTC to the receiver, read back from the chain.
    const short = `${receiver.slice(0, 6)}…${receiver.slice(-4)}`
    await expectText(
      dialog(page).getByRole('tabpanel'),
      new RegExp(`7(\\.000)? PTC[\\s\\S]*to ${short}|to ${short}[\\s\\S]*7(\\.000)? PTC`),
    )
  })
})
