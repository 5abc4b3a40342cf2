// Several wallets at once in the offline demo (`?multi=1`, the config's `multiWallet`; README
// "Several wallets at once"), as a visitor adds them: two EIP-6963 demo wallets, each answering
// in its own panel, the Solana Wallet Standard demo wallet and the embedded wallet (email, in the
// fake frame). A switch changes what every host hook says in one render, and the next send is
// asked of the wallet switched to, of no other; one wallet disconnected leaves the others; and
// 20 reloads in a row bring every wallet back, in order, the same ones acting, without a prompt.
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { solanaLocalnet } from '../../mocks/db/chains'
import {
  answerInWallet,
  connectWithDemoWallet,
  demoAddress,
  demoBrowserPerFile,
  dialog,
  eventually,
  expectText,
  pendingRequests,
  walletPanel,
} from './support/demo'
import { continueWithEmail, loginConnected } from './support/embeddedWallet'
import {
  addAWallet,
  disagreements,
  forgetSeen,
  listedInAccount,
  openAccount,
  recordWalletsAtOnce,
  seenWalletsAtOnce,
  untilWalletsAtOnce,
  walletsAtOnce,
  type WalletsAtOnce,
} from './support/multiWallet'
import { pageSteps } from '../support/waits'

const openDemoPage = demoBrowserPerFile()

const first = { name: 'Portico Demo Wallet', panel: 'Demo wallet', address: demoAddress }
const second = { name: 'Portico Second Wallet', panel: 'Second demo wallet', address: fixtures.anvilAccounts[2] }
const solanaWallet = { name: 'Portico Solana Demo', address: fixtures.solanaDemoAccounts[0] }
/** The embedded wallet, as Account and the hooks name it once signed in by email. */
const embedded = { name: 'Email' }
const email = 'several-wallets@example.com'

const node = () => createPublicClient({ transport: http(inject('anvilUrl')), cacheTime: 0 })
const secondPanel = (page: Page) => walletPanel(page, second.panel)
const names = (state: WalletsAtOnce | undefined) => state?.listed.map((c) => c.name)
/** The card's wallets, once it lists `count` of them. */
const listedOnce = async (page: Page, count: number) => {
  await eventually(async () => (await walletsAtOnce(page))?.listed.length).toBe(count)
  return (await walletsAtOnce(page))!
}

/** Account → Add a wallet → the wallet's row → approved in its panel → listed, the modal closed. */
async function addExtension(page: Page, name: string, request: string, panel = walletPanel(page)) {
  const before = (await walletsAtOnce(page))!.listed.length
  await addAWallet(page)
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click()
  await answerInWallet(page, 'Approve', request, panel)
  await dialog(page).waitFor({ state: 'detached' })
  return listedOnce(page, before + 1)
}

/** The embedded wallet's frame, shown for an approval. */
const frameAsking = (page: Page) => page.locator('iframe[title="Portico embedded wallet: approve the request"]')

/** Account's Switch on a wallet's row. */
const switchTo = (page: Page, name: string) =>
  dialog(page)
    .getByRole('button', { name: `Switch to ${name}`, exact: true })
    .click()

/** The modal closed by its Close button. */
async function closeModal(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
  await dialog(page).waitFor({ state: 'detached' })
}

/** Nothing waits for the visitor: no request in either panel, no frame asking, no modal. */
async function expectNoPrompt(page: Page) {
  expect(await pendingRequests(page).count()).toBe(0)
  expect(await pendingRequests(page, secondPanel(page)).count()).toBe(0)
  expect(await frameAsking(page).count()).toBe(0)
  expect(await dialog(page).count()).toBe(0)
}

describe('several wallets at once in the demo', () => {
  it(
    'two EIP-6963 wallets, the Solana wallet and the embedded wallet at once: a switch changes every hook in one render and the next send asks that wallet alone; one disconnected, the others stay; 20 reloads restore all four, the same ones acting',
    async () => {
      const { page } = await openDemoPage({ multiWallet: true })
      await recordWalletsAtOnce(page)

      // The four, one after the other; the last connected acts in its namespaces.
      await connectWithDemoWallet(page)
      expect(names(await listedOnce(page, 1))).toEqual([first.name])
      const withSecond = await addExtension(page, second.name, 'Connect to this site', secondPanel(page))
      expect(names(withSecond)).toEqual([first.name, second.name])
      expect(withSecond.actingEip155).toBe(`${second.name} eip155:31337:${second.address}`)
      const withSolana = await addExtension(page, solanaWallet.name, 'Connect to this site (Solana)')
      expect(names(withSolana)).toEqual([first.name, second.name, solanaWallet.name])
      expect(withSolana.actingSolana).toBe(`${solanaWallet.name} ${solanaLocalnet}:${solanaWallet.address}`)
      await addAWallet(page)
      await continueWithEmail(page, email)
      await dialog(page).waitFor(loginConnected)
      // It connects its Solana account too (the demo configures Solana Localnet): it acts in both.
      await eventually(async () =>
        (await walletsAtOnce(page))?.listed.map(({ name, active }) => [name, active]),
      ).toEqual([
        [first.name, ''],
        [second.name, ''],
        [solanaWallet.name, ''],
        [embedded.name, 'eip155 solana'],
      ])
      const all = (await walletsAtOnce(page))!
      expect(all.actingEip155).toMatch(new RegExp(`^${embedded.name} eip155:31337:0x[0-9a-fA-F]{40}$`))
      expect(all.actingSolana).toMatch(new RegExp(`^${embedded.name} ${solanaLocalnet}:\\w+$`))

      // Account lists the four in that order, the embedded wallet (the last) active.
      await openAccount(page)
      await eventually(() => listedInAccount(page)).toEqual([
        { name: first.name, active: false },
        { name: second.name, active: false },
        { name: solanaWallet.name, active: false },
        { name: embedded.name, active: true },
      ])
      await dialog(page).getByRole('button', { name: 'Disconnect all wallets' }).waitFor()

      // The Solana wallet made to act on Solana again (the embedded wallet took Solana too), then
      // the first demo wallet on EVM: each switch changes what every hook says in the render that
      // shows it, and no render in between says otherwise.
      await forgetSeen(page)
      const solanaActs = `${solanaWallet.name} ${solanaLocalnet}:${solanaWallet.address}`
      await switchTo(page, solanaWallet.name)
      await eventually(async () => (await walletsAtOnce(page))?.accountSolana).toBe(solanaActs)
      const onSolana = (await walletsAtOnce(page))!
      expect([onSolana.actingSolana, onSolana.acting, onSolana.account]).toEqual([solanaActs, solanaActs, solanaActs])
      expect(disagreements(onSolana)).toEqual([])
      const firstActs = `${first.name} eip155:31337:${first.address}`
      await switchTo(page, first.name)
      await eventually(async () => (await walletsAtOnce(page))?.accountEip155).toBe(firstActs)
      const switched = (await walletsAtOnce(page))!
      expect([switched.actingEip155, switched.acting, switched.account]).toEqual([firstActs, firstActs, firstActs])
      expect(switched.actingSolana).toBe(solanaActs)
      expect(disagreements(switched)).toEqual([])
      const seen = await seenWalletsAtOnce(page)
      // The recorder saw this render too (it is the last it kept), and none of those it kept disagrees.
      expect(seen.at(-1)).toEqual(switched)
      expect(seen.flatMap(disagreements)).toEqual([])
      await expectText(page.getByTestId('address'), first.address)
      await eventually(() => listedInAccount(page)).toEqual([
        { name: first.name, active: true },
        { name: second.name, active: false },
        { name: solanaWallet.name, active: false },
        { name: embedded.name, active: false },
      ])
      await closeModal(page)

      // The next send is asked of the first wallet: its panel asks, the second's and the frame stay quiet.
      await page.getByRole('button', { name: 'Send transaction' }).click()
      await pendingRequests(page).filter({ hasText: 'Send a transaction' }).waitFor()
      expect(await pendingRequests(page, secondPanel(page)).count()).toBe(0)
      expect(await frameAsking(page).count()).toBe(0)
      await answerInWallet(page, 'Approve', 'Send a transaction')
      const sent = page.getByTestId('transaction')
      await sent.waitFor()
      const receipt = await node().waitForTransactionReceipt({
        hash: (await sent.textContent()) as Hex,
        pollingInterval: 100,
      })
      expect(receipt.from.toLowerCase()).toBe(first.address.toLowerCase())
      expect(await pendingRequests(page, secondPanel(page)).count()).toBe(0)

      // 20 reloads in a row: each brings the four back as they were (order, accounts, the ones
      // acting), without a prompt, and they stay so until the next.
      const four = (await walletsAtOnce(page))!
      expect(disagreements(four)).toEqual([])
      for (let reload = 1; reload <= 20; reload++) {
        await page.reload()
        await untilWalletsAtOnce(page, four)
        await expectNoPrompt(page)
        expect(await walletsAtOnce(page), `still as it was, reload ${reload}`).toEqual(four)
      }
      await openAccount(page)
      await eventually(() => listedInAccount(page)).toEqual([
        { name: first.name, active: true },
        { name: second.name, active: false },
        { name: solanaWallet.name, active: false },
        { name: embedded.name, active: false },
      ])

      // The second demo wallet disconnected alone: it forgets the site, the other three stay,
      // and a reload brings those three back.
      await dialog(page)
        .getByRole('button', { name: `Disconnect ${second.name}`, exact: true })
        .click()
      await eventually(async () => names(await walletsAtOnce(page))).toEqual([
        first.name,
        solanaWallet.name,
        embedded.name,
      ])
      await expectText(secondPanel(page).getByTestId('wallet-site'), 'not connected')
      await expectText(walletPanel(page).getByTestId('wallet-site'), /^connected$/)
      await eventually(() => listedInAccount(page)).toEqual([
        { name: first.name, active: true },
        { name: solanaWallet.name, active: false },
        { name: embedded.name, active: false },
      ])
      const three = (await walletsAtOnce(page))!
      expect(three.actingEip155).toBe(firstActs)
      expect(three.actingSolana).toBe(four.actingSolana)
      expect(disagreements(three)).toEqual([])
      await page.reload()
      await untilWalletsAtOnce(page, three)
      await expectNoPrompt(page)
    },
    pageSteps(16).timeout,
  )

  it('Switch keeps the focus in Account, so Escape still closes it', async () => {
    const { page } = await openDemoPage({ multiWallet: true, walletMode: 'approve' })
    await connectWithDemoWallet(page)
    await addAWallet(page)
    await dialog(page)
      .getByRole('button', { name: new RegExp(`^${second.name}`) })
      .click()
    await dialog(page).waitFor({ state: 'detached' })
    await openAccount(page)
    await switchTo(page, first.name)
    await eventually(() => listedInAccount(page)).toEqual([
      { name: first.name, active: true },
      { name: second.name, active: false },
    ])
    // The pressed Switch gives way to the Active tag: the focus must not fall out of the dialog with it.
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
  })
})
