// The newcomer's path on Solana, in the offline demo: the demo Solana wallet (a Wallet Standard
// wallet in the page) connects, the account shows SOL and the demo token as the local Solana
// chain holds them, and Send moves both to the second demo account, read back from the chain.
// The chain is shared by every browser test file: amounts are compared before and after.
import { createSolanaRpc } from '@solana/kit'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { demoSolanaToken } from '../../mocks/solana/demoSolana'
import {
  accountButton,
  answerInWallet,
  connectButton,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  pendingRequests,
  waitUntilReady,
} from './support/demo'
import { fillSend, sendAndApprove, sendButton } from './support/send'

const openDemoPage = demoBrowserPerFile()
const [me, receiver] = fixtures.solanaDemoAccounts

const chain = () => createSolanaRpc(inject('solanaUrl'))
const lamportsOf = async (owner: string) =>
  (
    await chain()
      .getBalance(owner as never)
      .send()
  ).value
async function ptcOf(owner: string): Promise<bigint> {
  const { value } = await chain()
    .getTokenAccountsByOwner(owner as never, { mint: demoSolanaToken.mint as never }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}

const solanaWalletRow = (page: Page) => dialog(page).getByRole('button', { name: /Portico Solana Demo/ })
/** A token's row in Account's list: its amount as the modal writes it (3 decimals, truncated). */
const tokenRow = (page: Page, symbol: string) => dialog(page).getByRole('listitem').filter({ hasText: symbol })

/** Connect Wallet → Portico Solana Demo → approved in the demo wallet's panel. */
async function connectSolana(page: Page) {
  await connectButton(page).click()
  await solanaWalletRow(page).click()
  await answerInWallet(page, 'Approve', 'Connect to this site (Solana)')
  await expectText(page.getByTestId('solana-address'), me)
  await dialog(page).waitFor({ state: 'detached' })
}

async function sendOnSolana(page: Page, symbol: string, amount: string) {
  await accountButton(page).click()
  await expectText(dialogTitle(page), 'Account')
  await sendButton(page).click()
  await expectText(dialogTitle(page), 'Send')
  await fillSend(page, symbol, amount, receiver)
  await expectText(dialog(page), /Network fee\s*≈ 0\.\d+ SOL/)
  await sendAndApprove(page, 'Send a Solana transaction')
}

describe('Solana in the demo', () => {
  it('a newcomer connects the demo Solana wallet and sees SOL and PTC as the local chain holds them', async () => {
    const { page } = await openDemoPage()
    await connectSolana(page)
    await accountButton(page).click()
    await expectText(dialogTitle(page), 'Account')
    const ptc = Number(await ptcOf(me)) / 10 ** demoSolanaToken.decimals
    await expectText(tokenRow(page, 'PTC'), new RegExp(ptc.toLocaleString('en-US', { maximumFractionDigits: 3 })))
    await expectText(tokenRow(page, 'SOL'), /SOL/)
    // Like an extension, the wallet remembers the site: a reload reconnects without a prompt.
    await page.reload()
    await waitUntilReady(page)
    await expectText(page.getByTestId('solana-address'), me)
    expect(await pendingRequests(page).count()).toBe(0)
  })

  it('sends the demo SPL token to the second demo account: it arrives on the chain', async () => {
    const { page } = await openDemoPage()
    await connectSolana(page)
    const [mine, theirs] = await Promise.all([ptcOf(me), ptcOf(receiver)])
    await sendOnSolana(page, 'PTC', '12.5')
    await eventually(() => ptcOf(receiver)).toBe(theirs + 12_500_000n)
    expect(await ptcOf(me)).toBe(mine - 12_500_000n)
  })

  it('Receive shows the Solana address on the local network', async () => {
    const { page } = await openDemoPage()
    await connectSolana(page)
    await accountButton(page).click()
    await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click()
    await expectText(dialogTitle(page), 'Receive')
    await expectText(dialog(page), new RegExp(me))
    await expectText(dialog(page), /Solana Localnet/)
  })

  it('a wallet that speaks eip155 and Solana is listed once and connects both', async () => {
    const { page } = await openDemoPage({ dualWallet: true })
    await connectButton(page).click()
    const rows = dialog(page).getByRole('button', { name: /Portico Demo Wallet/ })
    await rows.first().waitFor()
    expect(await rows.count()).toBe(1)
    await rows.click()
    // One prompt per namespace, one after the other: eip155's, then Solana's.
    await answerInWallet(page, 'Approve', 'Connect to this site')
    await answerInWallet(page, 'Approve', 'Connect to this site (Solana)')
    await expectText(page.getByTestId('solana-address'), me)
    await expectText(page.getByTestId('status'), /^connected$/)
  })

  it('sends SOL: the receiver gets the amount, the sender pays it and the fee', async () => {
    const { page } = await openDemoPage()
    await connectSolana(page)
    const [mine, theirs] = await Promise.all([lamportsOf(me), lamportsOf(receiver)])
    await sendOnSolana(page, 'SOL', '0.75')
    await eventually(() => lamportsOf(receiver)).toBe(theirs + 750_000_000n)
    expect(await lamportsOf(me)).toBe(mine - 750_000_000n - 5_000n)
  })
})
