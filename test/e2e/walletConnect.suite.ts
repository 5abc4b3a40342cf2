// WalletConnect end to end, offline: the demo page in Chromium pairs through the local relay
// with the headless WalletKit wallet running in this test process (real SDKs on both sides),
// signs (checked with viem), sends on anvil, and follows the session's lifecycle. A declined
// proposal and Try again (ConnectingWalletConnect's RetryStartsANewPairing, and the SDK's 5000 in
// test/walletconnect/connector.test.ts) and the URI replaced before it expires
// (test/store/walletConnectFlows.test.ts) are pinned there, not replayed through the relay.
import { createPublicClient, http, verifyMessage, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import {
  accountButton,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  networkButton,
  session,
  type Demo,
} from './support/demo'
import { fixtures } from '../../mocks/db/fixtures'
import { shortAddress } from '../../src/views/format'
import { proposalOf, requestWith, sessionWith, uriBox } from './support/walletPage'
import { headlessWallets, startPairing } from './support/walletConnect'

const open = demoBrowserPerFile()
const headlessWallet = headlessWallets()

async function connectWithWalletConnect(demo: Demo, wallet: WalletConnectWallet) {
  const started = Date.now()
  const uri = await startPairing(demo.page)
  await wallet.pair(uri)
  await expectText(session(demo.page, 'status'), /^connected$/)
  await dialog(demo.page).waitFor({ state: 'detached' })
  return { uri, pairedMs: Date.now() - started }
}

describe('WalletConnect in the demo, through the local relay', () => {
  it("pairs by URI with the headless wallet, which approves: the account is the wallet's and the modal closes", async () => {
    const demo = await open()
    const wallet = await headlessWallet()
    await connectWithWalletConnect(demo, wallet)
    await expectText(session(demo.page, 'address'), wallet.addresses[0]!)
  })

  it('signs a message through the session; the signature checks out with viem', async () => {
    const demo = await open()
    const wallet = await headlessWallet()
    await connectWithWalletConnect(demo, wallet)
    await demo.page.getByRole('button', { name: 'Sign message' }).click()
    await eventually(async () => (await demo.page.getByTestId('signature').count()) > 0).toBe(true)
    const signature = (await demo.page.getByTestId('signature').textContent()) as Hex
    const message = await demo.page.getByRole('textbox', { name: 'Message' }).inputValue()
    expect(await verifyMessage({ address: wallet.addresses[0]!, message, signature })).toBe(true)
  })

  it('sends a transaction through the session: mined on anvil', async () => {
    const demo = await open()
    const wallet = await headlessWallet()
    await connectWithWalletConnect(demo, wallet)
    await demo.page.getByRole('button', { name: 'Send transaction' }).click()
    await eventually(async () => (await demo.page.getByTestId('transaction').count()) > 0).toBe(true)
    const hash = (await demo.page.getByTestId('transaction').textContent()) as Hex
    const client = createPublicClient({ transport: http(inject('anvilUrl')) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.addresses[0]!.toLowerCase())
  })

  it('a session the wallet deletes disconnects the page cleanly', async () => {
    const demo = await open()
    const wallet = await headlessWallet()
    await connectWithWalletConnect(demo, wallet)
    await wallet.deleteSession(wallet.sessions()[0]!.topic)
    await expectText(session(demo.page, 'status'), 'disconnected')
    await expectText(session(demo.page, 'address'), '—')
  })

  it('a reload restores the session without a prompt, and it still signs', async () => {
    const demo = await open()
    const wallet = await headlessWallet()
    await connectWithWalletConnect(demo, wallet)
    await demo.page.reload()
    await expectText(session(demo.page, 'status'), /^connected$/)
    await expectText(session(demo.page, 'address'), wallet.addresses[0]!)
    await demo.page.getByRole('button', { name: 'Sign message' }).click()
    await eventually(async () => (await demo.page.getByTestId('signature').count()) > 0).toBe(true)
  })

  it('a session with a solana account shows it in the solana account state', async () => {
    const demo = await open({ solana: true })
    const wallet = await headlessWallet({ solana: true })
    await connectWithWalletConnect(demo, wallet)
    await expectText(demo.page.getByTestId('solana-address'), wallet.solanaAddress!)
  })

  it('a session with eip155, Solana and Bitcoin accounts: each shown on its network, the Bitcoin ones switched', async () => {
    const demo = await open({ solana: true, bitcoin: true })
    const wallet = await headlessWallet({ solana: true, bitcoin: true })
    await connectWithWalletConnect(demo, wallet)
    await expectText(demo.page.getByTestId('solana-address'), wallet.solanaAddress!)
    const [payment, ordinals] = fixtures.bitcoinDemoAccounts
    const { page } = demo
    // On Bitcoin: its payment address first, its two addresses to choose from, and only Receive.
    await networkButton(page).click()
    await dialog(page).getByRole('button', { name: 'Bitcoin', exact: true }).click()
    await expectText(networkButton(page), /Bitcoin/)
    await accountButton(page).click()
    await expectText(dialogTitle(page), 'Account')
    const inUse = dialog(page).getByRole('button', { name: /^Account in use / })
    await expectText(inUse, `${shortAddress(payment!)} Payment`)
    await expectText(dialog(page), 'Balances are not shown on Bitcoin')
    expect(await dialog(page).getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    expect(await dialog(page).getByRole('button', { name: 'Receive', exact: true }).count()).toBe(1)
    await inUse.click()
    await dialog(page)
      .getByRole('option', { name: new RegExp(shortAddress(ordinals!)) })
      .click()
    await expectText(inUse, `${shortAddress(ordinals!)} Payment`)
    await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click()
    await expectText(dialog(page), new RegExp(ordinals!))
  })

  it('disconnect ends the session on the wallet side too', async () => {
    const demo = await open()
    const wallet = await headlessWallet()
    await connectWithWalletConnect(demo, wallet)
    await demo.page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await expectText(session(demo.page, 'status'), 'disconnected')
    await eventually(() => wallet.sessions().length).toBe(0)
  })

  it("the newcomer's path: the demo tab and the wallet page tab pair, sign and disconnect, offline", async () => {
    const demo = await open()
    const walletTab = await demo.context.newPage()
    await walletTab.goto(new URL('wallet.html', demo.page.url()).href)
    await walletTab.locator('html[data-wallet-ready="true"]').waitFor({ state: 'attached' })
    // Each tab is brought to the front before it is used, as the visitor switches tabs: a tab in
    // the background gets its animation frames throttled, and each click there waits for them.
    await demo.page.bringToFront()
    const uri = await startPairing(demo.page)
    // The wallet page hears the URI from the demo tab by itself (demo/walletBridge.ts); pressing Pair is the visitor's.
    await eventually(() => uriBox(walletTab).inputValue()).toBe(uri)
    await walletTab.bringToFront()
    await walletTab.getByRole('button', { name: 'Pair', exact: true }).click()
    await proposalOf(walletTab, 'Portico offline demo').getByRole('button', { name: 'Approve' }).click()
    await expectText(session(demo.page, 'status'), /^connected$/)
    await demo.page.bringToFront()
    await demo.page.getByRole('button', { name: 'Sign message' }).click()
    await walletTab.bringToFront()
    await requestWith(walletTab, /Hello from the Portico offline demo/)
      .getByRole('button', { name: 'Approve' })
      .click()
    await eventually(async () => (await demo.page.getByTestId('signature').count()) > 0).toBe(true)
    const signature = (await demo.page.getByTestId('signature').textContent()) as Hex
    const address = (await session(demo.page, 'address').textContent()) as Hex
    const message = await demo.page.getByRole('textbox', { name: 'Message' }).inputValue()
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    await demo.page.bringToFront()
    await demo.page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await expectText(session(demo.page, 'status'), 'disconnected')
    await sessionWith(walletTab, 'Portico offline demo').waitFor({ state: 'detached' })
  })
})
