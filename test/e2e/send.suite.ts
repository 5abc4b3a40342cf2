// Sending from the offline demo, as a visitor does: Account → Send, a token, an amount, a
// receiver, the wallet asked (the demo wallet's panel answers), and the result read back from
// anvil itself. The demo's anvil is shared by every browser test file: balances are compared
// before and after, never to fixed numbers.
import { parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db/fixtures'
import {
  accountButton,
  answerInWallet,
  connectWithDemoWallet,
  demoAddress,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
} from './support/demo'
import { ethBalanceOf, tokenBalanceOf } from './support/chain'
import { fillSend, sendAndApprove, sendButton, sendField, sendToken } from './support/send'

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

  it('rejecting in the wallet keeps the form: back on Send, everything as typed, the reason said', async () => {
    const { page } = await openDemoPage()
    await openSend(page)
    const before = await ptcOf(receiver)
    await fillSend(page, 'PTC', '7', receiver)
    await sendButton(page).click()
    await expectText(dialogTitle(page), 'Approve Transaction')
    await answerInWallet(page, 'Reject', 'Send a transaction')

    await expectText(dialogTitle(page), 'Send')
    await expectText(dialog(page).getByRole('alert'), 'You declined the transaction in the wallet. Nothing was sent.')
    expect(await sendToken(page, 'PTC').isChecked()).toBe(true)
    expect(await sendField(page, 'Amount').inputValue()).toBe('7')
    expect(await sendField(page, 'To').inputValue()).toBe(receiver)
    expect(await sendButton(page).isEnabled()).toBe(true)
    expect(await ptcOf(receiver)).toBe(before)
  })

  it('says what is missing or wrong, one rule at a time, and Send stays disabled with the reason', async () => {
    const { page, errors } = await openDemoPage({ walletMode: 'approve' })
    await openSend(page)
    const says = async (message: string) => {
      await expectText(dialog(page), new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      expect(await sendButton(page).isDisabled()).toBe(true)
    }

    await says('An amount and receiver address are required')
    await sendField(page, 'Amount').fill('1')
    await sendField(page, 'To').fill(receiver)
    await says('A token is required')

    await sendToken(page, 'ETH').check()
    await sendField(page, 'Amount').fill('100000000')
    await says('Insufficient ETH balance')
    expect(await sendField(page, 'Amount').getAttribute('aria-invalid')).toBe('true')

    await sendField(page, 'Amount').fill('0')
    await says('The amount must be a number above 0')
    await sendField(page, 'Amount').fill('0.0000000000000000001')
    await says('ETH has at most 18 decimals')

    await sendField(page, 'Amount').fill('1')
    await sendField(page, 'To').fill('0x7099797')
    await says('Invalid receiver address')
    expect(await sendField(page, 'To').getAttribute('aria-invalid')).toBe('true')
    await sendField(page, 'To').fill(receiver.replace('C5', 'c5'))
    await says('Invalid address checksum: check for a mistyped character')
    await sendField(page, 'To').fill('nobody-here.reown.id')
    await says('No address found for nobody-here.reown.id')
    // With apiVersion 2 the profile call answers an unknown name with 200 and `[]`, as the real
    // server does: no failed request, so nothing in the console either.
    expect(errors.filter((e) => /status of 4\d\d/.test(e))).toEqual([])

    await sendField(page, 'To').fill(receiver)
    await eventually(() => sendButton(page).isEnabled()).toBe(true)
  })
})
