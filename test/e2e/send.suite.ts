// Sending from the offline demo, as a visitor does, and again, in one visit: Account → Send, a
// token, an amount, a receiver, the wallet asked (the demo wallet's panel answers), and the
// result read back from anvil itself. The demo's anvil is shared by every browser test file:
// balances are compared before and after, never to fixed numbers. The form's rules one at a time
// are Send's stories (EmptyForm, TokenRequired, InvalidAddress, AddressChecksum,
// InsufficientBalance, AmountNotANumber, TooManyDecimals, NameNotFound): not repeated here. One
// page for the whole journey: each demo load is a browser's worth of CPU, and a visitor who sends
// twice does it without reloading.
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
import { fillSend, sendAndApprove, sendAndDecline, sendButton, sendField, sendToken } from './support/send'
import { pageSteps } from '../support/waits'

const openDemoPage = demoBrowserPerFile()

/** anvil's second account: a receiver the demo wallet does not hold. */
const receiver = fixtures.anvilAccounts[1] as Address
const sender = demoAddress as Address

const ethOf = ethBalanceOf
const ptcOf = (address: Address) => tokenBalanceOf(demoTokenAddress, address)

/** From Account, its Send: the token list comes from anvil (the demo's balances for the Anvil network). */
async function openSend(page: Page) {
  await expectText(dialogTitle(page), 'Account')
  await sendButton(page).click()
  await expectText(dialogTitle(page), 'Send')
  await sendToken(page, 'PTC').waitFor()
}

describe('sending from the demo', () => {
  it(
    'sends, then resets, every time (section 4): ETH, then PTC on a fresh form, then a declined send that keeps the form, and the send after it; each read back from anvil',
    async () => {
      const { page } = await openDemoPage()
      await connectWithDemoWallet(page)
      await accountButton(page).click()
      await expectText(dialogTitle(page), 'Account')
      // The newcomer's path: Tokens shows what anvil holds for the account, PTC among them.
      await expectText(dialog(page).getByRole('list', { name: 'Tokens' }), /PTC/)

      // ETH to anvil's second account: its balance on anvil grows by the amount.
      await openSend(page)
      const ethBefore = await ethOf(receiver)
      await fillSend(page, 'ETH', '1.5', receiver)
      await expectText(dialog(page), /Network fee\s*≈ 0\.\d+ ETH/)
      await sendAndApprove(page)
      await eventually(() => ethOf(receiver)).toBe(ethBefore + parseEther('1.5'))

      // Send again (an ERC-20 transfer this time): the form starts over, and the sender's balance
      // falls and the receiver's grows by the new amount.
      await openSend(page)
      expect(await sendField(page, 'Amount').inputValue()).toBe('')
      expect(await sendField(page, 'To').inputValue()).toBe('')
      const [senderBefore, receiverBefore] = await Promise.all([ptcOf(sender), ptcOf(receiver)])
      await fillSend(page, 'PTC', '25.5', receiver)
      await expectText(dialog(page), /Network fee\s*≈ 0\.\d+ ETH/)
      // Before the wallet answers, the preview says what the chain will do: 25.5 PTC leave.
      await sendAndApprove(page, undefined, /−25\.500 PTC/)
      const amount = parseUnits('25.5', 18)
      await eventually(() => ptcOf(receiver)).toBe(receiverBefore + amount)
      expect(await ptcOf(sender)).toBe(senderBefore - amount)

      // Declined in the wallet: back on Send, the form as typed, nothing moved on the chain.
      await openSend(page)
      const [senderKept, receiverKept] = await Promise.all([ptcOf(sender), ptcOf(receiver)])
      await fillSend(page, 'PTC', '7', receiver)
      await sendAndDecline(page)
      expect(await sendToken(page, 'PTC').isChecked()).toBe(true)
      expect(await sendField(page, 'Amount').inputValue()).toBe('7')
      expect(await sendField(page, 'To').inputValue()).toBe(receiver)
      expect(await Promise.all([ptcOf(sender), ptcOf(receiver)])).toEqual([senderKept, receiverKept])
      await expectText(dialog(page), /Network fee\s*≈ 0\.\d+ ETH/)

      // Send pressed again on the kept form: this time it goes, 7 PTC and no more.
      await sendAndApprove(page)
      await eventually(() => ptcOf(receiver)).toBe(receiverKept + parseUnits('7', 18))
      expect(await ptcOf(sender)).toBe(senderKept - parseUnits('7', 18))

      // Activity's newest entry is this transfer: 7 PTC to the receiver, read back from the chain.
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      const short = `${receiver.slice(0, 6)}…${receiver.slice(-4)}`
      await expectText(
        dialog(page).getByRole('tabpanel'),
        new RegExp(`7(\\.000)? PTC[\\s\\S]*to ${short}|to ${short}[\\s\\S]*7(\\.000)? PTC`),
      )
    },
    pageSteps(8).timeout,
  )
})
