// Swapping in the offline demo, as a visitor does (section 2's optional screens): Account → Swap on the Anvil
// network (which the demo adds to the swap networks), PTC for PUSD, the quote from the demo
// pool, the approval and then the swap answered in the demo wallet's panel, and both balances
// read back from anvil. The demo's anvil is shared by every browser test file: balances are
// compared before and after, never to fixed numbers.
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
} from './support/demo'
import { ethBalanceOf, tokenBalanceOf } from './support/chain'

const openDemoPage = demoBrowserPerFile()
const balanceOf = (token: Address) => tokenBalanceOf(token, demoAddress as Address)

async function choose(page: Page, side: 'You pay' | 'You receive', symbol: string) {
  const group = dialog(page).getByRole('group', { name: side })
  await group.getByRole('button', { name: new RegExp(`^${side} `) }).click()
  await group.getByRole('option', { name: new RegExp(`^${symbol} `) }).click()
}

describe('swapping in the demo', () => {
  it('PTC for PUSD on anvil: approve, then swap; both balances move on the chain', async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)
    await accountButton(page).click()
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await expectText(dialogTitle(page), 'Swap')
    await choose(page, 'You pay', 'PTC')
    await choose(page, 'You receive', 'PUSD')
    const [ptc, pusd] = await Promise.all([balanceOf(demoTokenAddress), balanceOf(dollarToken.address)])
    await dialog(page).getByLabel('Amount to pay').fill('30')
    const review = dialog(page).getByRole('button', { name: 'Review swap' })
    await eventually(() => review.getAttribute('aria-disabled')).toBe(null)
    const quoted = (await dialog(page).locator('dd').first().textContent())!
    expect(quoted).toMatch(/^37\.\d+ PUSD/)
    await review.click()
    await dialog(page).getByRole('button', { name: 'Approve and swap' }).click()
    // Each request shows its own details while the wallet asks: the allowance, then the swap.
    const asked = dialog(page).getByRole('region', { name: 'What you are asked to approve' })
    await expectText(asked, /Allow spending of 30 PTC/)
    await answerInWallet(page, 'Approve', 'Send a transaction')
    await expectText(asked, /Swap 30 PTC for 37\.\d{3} PUSD/)
    await answerInWallet(page, 'Approve', 'Send a transaction')
    await expectText(dialog(page), /Swapped\. Your balances are updated\./)
    expect(await balanceOf(demoTokenAddress)).toBe(ptc - parseUnits('30', 18))
    await eventually(async () => (await balanceOf(dollarToken.address)) - pusd).toBeGreaterThan(parseUnits('37', 18))

    // The Account's Activity names the swap as one: "Swapped 30.000 PTC for 37.… PUSD".
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    const swapped = dialog(page)
      .getByRole('listitem')
      .filter({ hasText: /^Swapped/ })
      .first()
    await expectText(swapped, /^Swapped30\.000 PTC for 37\.\d{3} PUSD/)
  })

  it('ETH for PTC: the native coin goes as the value, without an approval; both balances move', async () => {
    const { page } = await openDemoPage()
    await connectWithDemoWallet(page)
    await accountButton(page).click()
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await choose(page, 'You pay', 'ETH')
    await choose(page, 'You receive', 'PTC')
    const [eth, ptc] = await Promise.all([ethBalanceOf(demoAddress as Address), balanceOf(demoTokenAddress)])
    await dialog(page).getByLabel('Amount to pay').fill('0.5')
    const review = dialog(page).getByRole('button', { name: 'Review swap' })
    await eventually(() => review.getAttribute('aria-disabled')).toBe(null)
    await review.click()
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await answerInWallet(page, 'Approve', 'Send a transaction')
    await expectText(dialog(page), /Swapped\. Your balances are updated\./)
    // 0.5 ETH and the gas went; about 1,248 PTC (at 2,496.7 PTC per ETH, less the pool's fee) came.
    expect(eth - (await ethBalanceOf(demoAddress as Address))).toBeGreaterThan(parseEther('0.5'))
    await eventually(async () => (await balanceOf(demoTokenAddress)) - ptc).toBeGreaterThan(parseUnits('1200', 18))
  })
})
