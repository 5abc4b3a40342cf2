// Paying requests the demo host makes, as a visitor does, one after another in one visit
// (section 2's optional screens): the demo's Pay card asks for 0.01 ETH on Anvil through usePay;
// the Pay view shows what is asked; Pay with wallet sends it through the demo wallet (answered in
// its panel), the modal waits for the chain, and the host's promise resolves with the hash — the
// recipient's balance moved by the amount on the chain. A decline leaves the choice open; Cancel
// gives up. The host asks again after each ending, and is answered again. One page for the whole
// journey: each demo load is a browser's worth of CPU, and a host asks again without reloading.
import { parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { fixtures } from '../../mocks/db/fixtures'
import { connectWithDemoWallet, demoBrowserPerFile, dialog, expectText, walletModeSelect } from './support/demo'
import { demoChain, ethBalanceOf } from './support/chain'
import { hostAsksToPay, paidAndDone, payDeclined, payRejection, payStatus, payWithWallet } from './support/pay'
import { pageSteps } from '../support/waits'

const openDemoPage = demoBrowserPerFile()
const recipient = fixtures.anvilAccounts[2]! as Address

/** The hash is a mined transaction's that succeeded, and the recipient got the amount from it. */
async function settledOnChain(hash: `0x${string}`, recipientBefore: bigint) {
  const receipt = await demoChain().getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await ethBalanceOf(recipient)) - recipientBefore).toBe(parseEther('0.01'))
}

const declinedHere = (page: Page) => expectText(dialog(page).getByRole('alert'), payDeclined)

describe('paying in the demo', () => {
  it(
    "the host's pay() answered every time in one visit: paid once and again, declined then paid, declined then given up (USER_REJECTED), cancelled (CANCELLED), then paid after it",
    async () => {
      const { page } = await openDemoPage()
      await connectWithDemoWallet(page)
      await walletModeSelect(page).selectOption('manual')

      // The host's request for 0.01 ETH: shown, paid from the wallet, settled with the hash once mined.
      let before = await ethBalanceOf(recipient)
      await hostAsksToPay(page)
      await expectText(dialog(page), /0\.01 ETH/)
      await expectText(dialog(page), /Anvil/)
      await payWithWallet(page, 'Approve')
      const first = await paidAndDone(page)
      await settledOnChain(first, before)

      // The host asks again after a success: the request shown afresh (not "Paid."), paid by a
      // transaction of its own.
      before = await ethBalanceOf(recipient)
      await hostAsksToPay(page)
      await expectText(dialog(page).getByRole('button', { name: 'Pay with wallet' }), 'Pay with wallet')
      expect(await dialog(page).getByText('Paid.').count()).toBe(0)
      await payWithWallet(page, 'Approve')
      const second = await paidAndDone(page)
      expect(second).not.toBe(first)
      await settledOnChain(second, before)

      // Declined in the wallet: Pay says so and leaves the choice open, nothing moved; paid on the
      // next press.
      before = await ethBalanceOf(recipient)
      await hostAsksToPay(page)
      await payWithWallet(page, 'Reject')
      await declinedHere(page)
      expect(await ethBalanceOf(recipient)).toBe(before)
      await expectText(payStatus(page), 'waiting')
      await payWithWallet(page, 'Approve')
      const third = await paidAndDone(page)
      expect([first, second]).not.toContain(third)
      await settledOnChain(third, before)

      // Declined, then given up: the promise rejects as USER_REJECTED, in the decline's words.
      await hostAsksToPay(page)
      await payWithWallet(page, 'Reject')
      await declinedHere(page)
      await dialog(page).getByRole('button', { name: 'Cancel' }).click()
      await expectText(payRejection(page, 'USER_REJECTED'), `USER_REJECTED: ${payDeclined}`)

      // Cancel on Pay gives up: the promise rejects as CANCELLED.
      await hostAsksToPay(page)
      await dialog(page).getByRole('button', { name: 'Cancel' }).click()
      await expectText(payRejection(page, 'CANCELLED'), /^CANCELLED: The payment was cancelled$/)

      // Asked again after the Cancel: paid as the first time.
      before = await ethBalanceOf(recipient)
      await hostAsksToPay(page)
      await payWithWallet(page, 'Approve')
      await settledOnChain(await paidAndDone(page), before)
    },
    pageSteps(8).timeout,
  )
})
