// Sign in with the wallet in the offline demo, in Chromium (section 4): with signing in required,
// the demo wallet connects, the sign view cannot be closed, the signature is approved in the
// wallet panel and the session kept (a reload asks nothing), and signing out ends the account
// too; a declined signature says so and Cancel (not required) closes; the embedded wallet's
// smart account signs in its own frame, and its ERC-1271 answer on anvil is what lets it in.
import { describe, expect, it } from 'vitest'
import {
  answerInWallet,
  connectButton,
  demoBrowserPerFile,
  demoWalletRow,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  session,
  waitUntilReady,
  walletModeSelect,
} from './support/demo'
import { approvalFrame, signInWithEmail } from './support/embeddedWallet'
import { headlessWallets, startPairing } from './support/walletConnect'

const openDemoPage = demoBrowserPerFile()
const headlessWallet = headlessWallets()
const siwxStatus = (page: Parameters<typeof session>[0]) => page.getByTestId('siwx-status')

describe('sign in with the wallet in the offline demo, in Chromium', () => {
  it('required: connect, the sign view stays, sign in the wallet, a reload keeps the session, sign out disconnects', async () => {
    const { page } = await openDemoPage({ siwx: 'required' })
    await connectButton(page).click()
    await demoWalletRow(page).click()
    await answerInWallet(page, 'Approve', 'Connect to this site')
    await expectText(dialogTitle(page), 'Sign In')
    await expectText(dialog(page), /Cancelling disconnects you/)
    // Section 2: the sign view cannot be closed, so it offers no Close; Escape leaves it too.
    expect(await dialog(page).getByRole('button', { name: 'Close' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await expectText(dialogTitle(page), 'Sign In')

    await dialog(page).getByRole('button', { name: 'Sign' }).click()
    await expectText(dialog(page), /Sign the message in Portico Demo Wallet/)
    await answerInWallet(page, 'Approve', /wants you to sign in with your Ethereum account/)
    await dialog(page).waitFor({ state: 'detached' })
    await expectText(siwxStatus(page), 'signedIn')
    const kept = await page.evaluate(() => localStorage.getItem('@portico/siwxSessions'))
    expect(JSON.parse(kept!)).toHaveLength(1)

    await page.reload()
    await waitUntilReady(page)
    await expectText(session(page, 'status'), /^connected$/)
    await expectText(siwxStatus(page), 'signedIn')
    expect(await dialog(page).count()).toBe(0)

    await page.getByRole('button', { name: 'Sign out (useSiwx)' }).click()
    await expectText(session(page, 'status'), 'disconnected')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('@portico/siwxSessions')))!)).toEqual([])
  })

  it('WalletConnect one-click: one approval in the wallet connects and signs in; a reload keeps the session', async () => {
    // WalletConnect's one-click sign-in is eip155's alone: an app with Solana too pairs, then asks.
    const { page } = await openDemoPage({ siwx: 'required', solana: false })
    const wallet = await headlessWallet({ proposals: 'manual' })
    await wallet.pair(await startPairing(page))
    const asked = await wallet.nextProposal()
    // The wallet is asked once, to connect and sign in: the dapp's own message, its statement and domain.
    expect(asked.signIn).toMatchObject({ domain: new URL(page.url()).host, statement: 'Please sign with your account' })
    await wallet.approve(asked.id)
    await expectText(siwxStatus(page), 'signedIn')
    await expectText(session(page, 'status'), /^connected$/)
    await dialog(page).waitFor({ state: 'detached' })
    // Nothing more was asked of the wallet: no personal_sign after the connection.
    expect(wallet.requests()).toEqual([])
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('@portico/siwxSessions')))!)
    expect(kept.map((s: { data: { chainId: string } }) => s.data.chainId).sort()).toEqual(['eip155:1', 'eip155:31337'])

    await page.reload()
    await waitUntilReady(page)
    await expectText(session(page, 'status'), /^connected$/)
    await expectText(siwxStatus(page), 'signedIn')
    expect(await dialog(page).count()).toBe(0)
  })

  it('not required: a declined signature says so; Cancel closes and the account stays connected', async () => {
    const { page } = await openDemoPage({ siwx: 'on' })
    await connectButton(page).click()
    await demoWalletRow(page).click()
    await answerInWallet(page, 'Approve', 'Connect to this site')
    await expectText(dialogTitle(page), 'Sign In')
    await walletModeSelect(page).selectOption('reject')
    await dialog(page).getByRole('button', { name: 'Sign' }).click()
    await expectText(dialog(page), /Signature declined/)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await expectText(session(page, 'status'), /^connected$/)
    await expectText(siwxStatus(page), 'signatureNeeded')
  })

  it("the embedded wallet's smart account signs in its own frame; its ERC-1271 answer lets it in", async () => {
    const { page } = await openDemoPage({ siwx: 'on' })
    const email = 'siwx-newcomer@example.com'
    await signInWithEmail(page, email)

    await expectText(dialogTitle(page), 'Sign In')
    await dialog(page).getByRole('button', { name: 'Sign' }).click()
    await expectText(dialog(page), /Sign the message in your embedded wallet below/)
    const frame = approvalFrame(page)
    await expectText(frame.getByRole('heading'), 'Sign a message')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await expectText(siwxStatus(page), 'signedIn')
    const address = await session(page, 'address').textContent()
    const [kept] = JSON.parse((await page.evaluate(() => localStorage.getItem('@portico/siwxSessions')))!) as {
      data: { accountAddress: string }
    }[]
    expect(kept!.data.accountAddress.toLowerCase()).toBe(address!.toLowerCase())
    await eventually(() => session(page, 'status').textContent()).toBe('connected')
  })
})

describe('sign in with a Solana account, in Chromium', () => {
  it("the embedded wallet's Solana account signs the CAIP-122 message in its frame; ed25519 in the page lets it in", async () => {
    const { page } = await openDemoPage({ siwx: 'on', solana: true })
    const email = 'siwx-solana@example.com'
    await signInWithEmail(page, email)
    // The EVM account signs in first (the active one).
    await expectText(dialogTitle(page), 'Sign In')
    await dialog(page).getByRole('button', { name: 'Sign' }).click()
    const frame = approvalFrame(page)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await expectText(siwxStatus(page), 'signedIn')
    const solanaAddress = (await page.getByTestId('solana-address').textContent())!

    // On Solana the active account is the Solana one: it has no session yet, so it is asked.
    await page.getByRole('button', { name: /^Network: / }).click()
    await dialog(page).getByRole('button', { name: 'Solana', exact: true }).click()
    await expectText(dialogTitle(page), 'Sign In')
    await dialog(page).getByRole('button', { name: 'Sign' }).click()
    await expectText(frame.getByRole('heading'), 'Sign a Solana message')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await expectText(siwxStatus(page), 'signedIn')
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('@portico/siwxSessions')))!) as {
      data: { accountAddress: string; chainId: string }
      message: string
    }[]
    expect(kept.map((s) => s.data.chainId.split(':')[0])).toEqual(['eip155', 'solana'])
    expect(kept[1]!.data.accountAddress).toBe(solanaAddress)
    expect(kept[1]!.message).toMatch(/wants you to sign in with your Solana account:\n/)
  })
})
