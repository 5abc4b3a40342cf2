// Swapping in the offline demo, as a visitor does, and again, in one visit (section 2's optional
// screens): Account → Swap on the Anvil network (which the demo adds to the swap networks), the
// quote from the demo pool, the approval (when the allowance is short) and then the swap answered
// in the demo wallet's panel, and both balances read back from anvil. The demo's anvil is shared
// by every browser test file: balances are compared before and after, never to fixed numbers.
// One page for the whole journey: each demo load is a browser's worth of CPU, and a visitor who
// swaps twice does it without reloading.
import { parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
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
  pendingRequests,
} from './support/demo'
import { ethBalanceOf, tokenBalanceOf } from './support/chain'
import {
  askedToApprove,
  chooseSwapToken,
  reviewButton,
  swapAmount,
  swapDeclined,
  typeAmountUntilQuoted,
} from './support/swap'
import { pageSteps } from '../support/waits'

const openDemoPage = demoBrowserPerFile()
const balanceOf = (token: Address) => tokenBalanceOf(token, demoAddress as Address)
const swapped = /Swapped\. Your balances are updated\./

/** From Account, its Swap. */
async function openSwap(page: Page) {
  await expectText(dialogTitle(page), 'Account')
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await expectText(dialogTitle(page), 'Swap')
}

/** Connected with the demo wallet, Swap opened from Account with PTC for PUSD (the demo pool's pair); the balances before. */
async function swapPtcForPusd(page: Page) {
  await connectWithDemoWallet(page)
  await accountButton(page).click()
  await openSwap(page)
  await chooseSwapToken(page, 'You pay', 'PTC')
  await chooseSwapToken(page, 'You receive', 'PUSD')
  return Promise.all([balanceOf(demoTokenAddress), balanceOf(dollarToken.address)])
}

describe('swapping in the demo', () => {
  it(
    'swaps again and again in one visit: PTC for PUSD (approve, then swap), ETH for PTC on the form the first left, then a swap declined in the wallet that keeps the form, and the swap after it; both balances move on the chain each time',
    async () => {
      const { page } = await openDemoPage()
      // PTC for PUSD on anvil: approve, then swap.
      const [ptc, pusd] = await swapPtcForPusd(page)
      await typeAmountUntilQuoted(page, '30')
      const quoted = (await dialog(page).locator('dd').first().textContent())!
      expect(quoted).toMatch(/^37\.\d+ PUSD/)
      await reviewButton(page).click()
      await dialog(page).getByRole('button', { name: 'Approve and swap' }).click()
      // Each request shows its own details while the wallet asks: the allowance, then the swap.
      await expectText(askedToApprove(page), /Allow spending of 30 PTC/)
      await answerInWallet(page, 'Approve', 'Send a transaction')
      await expectText(askedToApprove(page), /Swap 30 PTC for 37\.\d{3} PUSD/)
      await answerInWallet(page, 'Approve', 'Send a transaction')
      await expectText(dialog(page), swapped)
      expect(await balanceOf(demoTokenAddress)).toBe(ptc - parseUnits('30', 18))
      await eventually(async () => (await balanceOf(dollarToken.address)) - pusd).toBeGreaterThan(parseUnits('37', 18))

      // The Account's Activity names the swap as one: "Swapped 30.000 PTC for 37.… PUSD".
      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      const swappedEntry = dialog(page)
        .getByRole('listitem')
        .filter({ hasText: /^Swapped/ })
        .first()
      await expectText(swappedEntry, /^Swapped30\.000 PTC for 37\.\d{3} PUSD/)

      // Swap again, ETH for PTC: the form the first swap left has no amount, and the native coin
      // goes as the value, without an approval.
      await openSwap(page)
      expect(await swapAmount(page).inputValue()).toBe('')
      await chooseSwapToken(page, 'You pay', 'ETH')
      await chooseSwapToken(page, 'You receive', 'PTC')
      const [eth, ptcBeforeEth] = await Promise.all([ethBalanceOf(demoAddress as Address), balanceOf(demoTokenAddress)])
      await typeAmountUntilQuoted(page, '0.5')
      await reviewButton(page).click()
      await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
      await expectText(askedToApprove(page), /Swap 0\.5 ETH for [\d,]+\.\d{3} PTC/)
      await answerInWallet(page, 'Approve', 'Send a transaction')
      await expectText(dialog(page), swapped)
      // 0.5 ETH and the gas went; about 1,248 PTC (at 2,496.7 PTC per ETH, less the pool's fee) came.
      expect(eth - (await ethBalanceOf(demoAddress as Address))).toBeGreaterThan(parseEther('0.5'))
      await eventually(async () => (await balanceOf(demoTokenAddress)) - ptcBeforeEth).toBeGreaterThan(
        parseUnits('1200', 18),
      )

      // Declined: PTC for PUSD again, the allowance approved, the swap itself declined in the
      // wallet. Back on the form as typed, with the reason; no token moved.
      await chooseSwapToken(page, 'You pay', 'PTC')
      await chooseSwapToken(page, 'You receive', 'PUSD')
      const [ptcKept, pusdKept] = await Promise.all([balanceOf(demoTokenAddress), balanceOf(dollarToken.address)])
      await typeAmountUntilQuoted(page, '12')
      await reviewButton(page).click()
      await dialog(page).getByRole('button', { name: 'Approve and swap' }).click()
      await expectText(askedToApprove(page), /Allow spending of 12 PTC/)
      await answerInWallet(page, 'Approve', 'Send a transaction')
      await expectText(askedToApprove(page), /Swap 12 PTC for 14\.\d{3} PUSD/)
      await answerInWallet(page, 'Reject', 'Send a transaction')
      await expectText(dialog(page).getByRole('alert'), swapDeclined)
      expect(await swapAmount(page).inputValue()).toBe('12')
      expect(await Promise.all([balanceOf(demoTokenAddress), balanceOf(dollarToken.address)])).toEqual([
        ptcKept,
        pusdKept,
      ])

      // The next attempt goes through, pressed as soon as it can be: the allowance approved before
      // the decline is enough now, so the preview offers the swap alone and the wallet is asked for
      // nothing else.
      await eventually(() => reviewButton(page).getAttribute('aria-disabled')).toBe(null)
      await reviewButton(page).click()
      await expectText(dialog(page).getByRole('heading', { name: 'Check the swap' }), 'Check the swap')
      expect(await dialog(page).getByRole('button', { name: 'Approve and swap' }).count()).toBe(0)
      await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
      await expectText(askedToApprove(page), /Swap 12 PTC for 14\.\d{3} PUSD/)
      await answerInWallet(page, 'Approve', 'Send a transaction')
      await expectText(dialog(page), swapped)
      expect(await balanceOf(demoTokenAddress)).toBe(ptcKept - parseUnits('12', 18))
      await eventually(async () => (await balanceOf(dollarToken.address)) - pusdKept).toBeGreaterThan(
        parseUnits('14', 18),
      )
    },
    pageSteps(8).timeout,
  )

  it(
    'with a wallet that runs batches (EIP-7702, EIP-5792): approve-and-swap is one prompt for both calls, and both balances move on the chain',
    async () => {
      const { page } = await openDemoPage({ batches: true })
      const [ptc, pusd] = await swapPtcForPusd(page)
      // An amount no earlier swap of this account approved.
      await typeAmountUntilQuoted(page, '21')
      await expectText(dialog(page), /Your wallet will ask once, for the use of your PTC and the swap together\./)
      await reviewButton(page).click()
      await dialog(page).getByRole('button', { name: 'Approve and swap' }).click()
      await expectText(askedToApprove(page), /^2 calls in one approval/)
      await expectText(askedToApprove(page), /Allow spending of 21 PTC/)
      await expectText(askedToApprove(page), /Swap 21 PTC for \d+\.\d{3} PUSD/)
      await answerInWallet(page, 'Approve', 'Send 2 calls together')
      await expectText(dialog(page), swapped)
      expect(await pendingRequests(page).count()).toBe(0)
      expect(await balanceOf(demoTokenAddress)).toBe(ptc - parseUnits('21', 18))
      await eventually(async () => (await balanceOf(dollarToken.address)) - pusd).toBeGreaterThan(parseUnits('25', 18))
    },
    pageSteps(4).timeout,
  )
})
