// Phones and in-app browsers, driven as they drive a page: Chromium emulates each phone (its user
// agent, screen and touch; demo/phones.ts) and support/phone.ts plays the phone around the page.
// The matrix: iOS Safari, Android Chrome, Telegram on iOS and on Android, and a browser that
// blocks popups (Instagram's) × a wallet opened by its own scheme (MetaMask) or by its universal
// link (Rainbow's `link_mode`) × the wallet app missing, then installed, one after the other in
// one visit, as a visitor meets it; then a Farcaster client, a wallet's own browser, and a social
// login where popups are blocked. Each tap ends connected, or with a next step on screen within
// 3 s (section 3's links; section 8's words); and every link the page hands the phone is handed
// in the tap itself, with nothing awaited: the test checks the page's own events, not the code.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { phones, type Phone } from '../../demo/phones'
import { createWalletConnectWallet, type WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import {
  browserPerFile,
  connectButton,
  demoAddress,
  dialog,
  eventually,
  expectText,
  session,
  type Demo,
} from './support/demo'
import {
  appTakesOver,
  backToThePage,
  handedLinks,
  iosCannotOpen,
  openOnPhone,
  pageNow,
  type HandedLink,
} from './support/phone'
import { answerPopup, loginConnected } from './support/embeddedWallet'

const openPhone = browserPerFile(openOnPhone)

/** The goal: connected, or a next step on screen, within this of the tap. */
const nextStepMs = 3_000

/** The two ways a phone opens a wallet, as the directory's entries give them (mocks/db/wallets.ts). */
const ways = [
  { wallet: 'MetaMask', link: 'scheme', href: /^metamask:\/\/wc\?uri=wc%3A/ },
  { wallet: 'Rainbow', link: 'universal link', href: /^https:\/\/rnbwapp\.com\/wc\?uri=wc%3A/ },
] as const
type Way = (typeof ways)[number]

/** What the closing table reports, a row per case. */
const table: { where: string; case: string; outcome: string; ms: number }[] = []
const note = (where: string, what: string, outcome: string, ms: number) =>
  table.push({ where, case: what, outcome, ms: Math.round(ms) })

/** The wallet app on the phone: the real WalletKit, on the run's relay, approving what it is shown. */
let walletApp: WalletConnectWallet
beforeAll(async () => {
  walletApp = await createWalletConnectWallet({ relayUrl: inject('relayUrl'), anvilUrl: inject('anvilUrl') })
})
afterAll(async () => {
  await walletApp?.close()
  console.info(
    `Phones and in-app browsers, tap to outcome:\n${table.map((row) => `| ${row.where} | ${row.case} | ${row.outcome} | ${row.ms} ms |`).join('\n')}`,
  )
})

/** The link the page handed the phone for its latest tap (it must have handed one). */
async function linkOfLastTap(page: Page): Promise<HandedLink> {
  let link: HandedLink | undefined
  await eventually(async () => {
    const links = await handedLinks(page)
    const lastTap = Math.max(0, ...links.map((l) => l.tap))
    link = links.findLast((l) => l.tap === lastTap)
    return !!link
  }).toBe(true)
  return link!
}

/** How each phone hands a way's link over: a scheme in the tab; a universal link beside it, or through Telegram's app. */
const handedHow = (phone: Phone, way: Way): HandedLink['how'] =>
  way.link === 'scheme' ? 'navigate' : phone.telegram ? 'telegram' : 'newTab'

/** The wallet's website, standing in for rnbwapp.com offline: what a universal link shows a phone without the app. */
async function serveWalletSite(demo: Demo) {
  await demo.context.route('https://rnbwapp.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Rainbow</title><h1>Get Rainbow</h1><a href="#">App Store</a>',
    }),
  )
}

/** The tap, as a phone's: handed in the tap itself, the link the view showed. */
async function tapOpen(page: Page, link: ReturnType<Page['getByRole']>, phone: Phone, way: Way, href: string) {
  const before = (await handedLinks(page)).length
  await link.tap()
  const handed = await linkOfLastTap(page)
  expect((await handedLinks(page)).length).toBe(before + 1)
  expect(handed).toMatchObject({ how: handedHow(phone, way), url: href, inTap: true })
  return handed
}

describe('phones and in-app browsers: a tap that should open a wallet opens it, or says why and offers the next way', () => {
  const wallets = [phones.ios, phones.android, phones.telegramIos, phones.telegramAndroid, phones.instagram]
  for (const phone of wallets)
    for (const way of ways)
      it(`${phone.label}, ${way.wallet} by its ${way.link}: without the app a next step within 3 s; with it, connected on the same pairing`, async () => {
        const demo = await openPhone({ phone })
        const { page } = demo
        await serveWalletSite(demo)
        await connectButton(page).tap()
        await dialog(page)
          .getByRole('button', { name: new RegExp(`^${way.wallet}`) })
          .tap()
        const openIn = dialog(page).getByRole('link', { name: `Open in ${way.wallet}` })
        await eventually(async () => (await openIn.getAttribute('href')) ?? '').toMatch(way.href)
        const href = (await openIn.getAttribute('href'))!

        // Without the app.
        const opened = handedHow(phone, way) === 'newTab' ? demo.context.waitForEvent('page') : undefined
        const missed = await tapOpen(page, openIn, phone, way, href)
        if (way.link === 'scheme') {
          // Nothing takes the page (iOS says it cannot open the page, and gives the focus back).
          if (phone.os === 'ios') await iosCannotOpen(page)
          const tryAgain = dialog(page).getByRole('link', { name: 'Try again' })
          await expectText(dialog(page), `${way.wallet} did not open`)
          const store = phone.os === 'ios' ? 'the App Store' : 'Google Play'
          await dialog(page)
            .getByRole('link', { name: `Get ${way.wallet} on ${store}` })
            .waitFor()
          await dialog(page).getByRole('button', { name: 'Show QR code instead' }).waitFor()
          const shownMs = (await pageNow(page)) - missed.tapAt
          note(phone.label, `${way.link}, not installed`, '"did not open": Try again, the store, QR code', shownMs)
          expect(shownMs).toBeLessThanOrEqual(nextStepMs)
          // Try again is the same link: the same pairing.
          expect(await tryAgain.getAttribute('href')).toBe(href)
        } else {
          // The phone shows the wallet's site instead (Telegram's app opens it in the browser).
          await appTakesOver(page)
          const site = (await opened) ?? (await demo.context.newPage())
          if (!opened) await site.goto(missed.url)
          await site.getByRole('heading', { name: 'Get Rainbow' }).waitFor()
          const shownMs = (await pageNow(page)) - missed.tapAt
          note(phone.label, `${way.link}, not installed`, "the wallet's site, to get the app", shownMs)
          expect(shownMs).toBeLessThanOrEqual(nextStepMs)
          // Back on the page without an answer: the same pairing, its link as it was.
          await site.close()
          await backToThePage(page)
          await expectText(dialog(page), `Continue in ${way.wallet}`)
          expect(await openIn.getAttribute('href')).toBe(href)
        }

        // With the app, the next tap: the app takes the link and approves, the visitor comes back.
        const again = way.link === 'scheme' ? dialog(page).getByRole('link', { name: 'Try again' }) : openIn
        const appOpened = way.link === 'scheme' || phone.telegram ? undefined : demo.context.waitForEvent('page')
        const taken = await tapOpen(page, again, phone, way, href)
        // A universal link the app claims opens no page: the tab Chromium opened goes.
        await (await appOpened)?.close()
        await appTakesOver(page)
        await walletApp.pair(new URL(taken.url).searchParams.get('uri')!)
        await backToThePage(page)
        await expectText(session(page, 'status'), /^connected$/)
        await dialog(page).waitFor({ state: 'detached' })
        note(phone.label, `${way.link}, installed`, 'connected', (await pageNow(page)) - taken.tapAt)
        await expectText(session(page, 'address'), walletApp.addresses[0]!)
        // Every link the page handed the phone, it handed in its tap.
        expect((await handedLinks(page)).filter((link) => !link.inTap)).toEqual([])
      })

  it("a wallet's own browser (Trust Wallet): its wallet alone is listed, and one tap connects it", async () => {
    const { page } = await openPhone({ phone: phones.walletBrowser })
    await connectButton(page).tap()
    const trust = dialog(page).getByRole('button', { name: /^Trust Wallet/ })
    await trust.waitFor()
    expect(
      await dialog(page)
        .getByRole('button', { name: /^WalletConnect|^All Wallets|^MetaMask/ })
        .count(),
    ).toBe(0)
    const tapped = await pageNow(page)
    await trust.tap()
    await expectText(session(page, 'status'), /^connected$/)
    note(phones.walletBrowser.label, "the wallet's own provider", 'connected', (await pageNow(page)) - tapped)
    await expectText(session(page, 'address'), demoAddress)
    expect(await handedLinks(page)).toEqual([])
  })

  it("a Farcaster client: the host's wallet is listed first, and one tap connects it", async () => {
    const { page } = await openPhone({ phone: phones.ios, path: 'miniAppHost.html' })
    const app = page.frameLocator('#mini-app')
    await app.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' })
    await app.getByRole('button', { name: 'Connect Wallet', exact: true }).tap()
    const host = app.getByRole('dialog').getByRole('button', { name: /^Portico Host Wallet/ })
    await host.waitFor()
    const first = app.getByRole('dialog').getByRole('listitem').first()
    expect(await first.textContent()).toMatch(/^Portico Host Wallet/)
    const tapped = await pageNow(page)
    await host.tap()
    await expectText(app.getByTestId('status'), /^connected$/)
    note('Farcaster client (mini app)', "the host's wallet", 'connected', (await pageNow(page)) - tapped)
  })

  it('a browser that blocks popups (Instagram): a social login goes in the same tab and comes back connected', async () => {
    const { page } = await openPhone({ phone: phones.instagram })
    const demoUrl = page.url()
    await connectButton(page).tap()
    const tapped = Date.now()
    await dialog(page).getByRole('button', { name: 'Continue with Google' }).tap()
    await page.waitForURL(/\/social\.html\?/)
    const shownMs = Date.now() - tapped
    await page.getByRole('textbox', { name: /Your Google account/ }).fill('satoshi')
    await answerPopup(page, 'Allow')
    await page.waitForURL((url) => url.href.startsWith(new URL(demoUrl).origin))
    await expectText(session(page, 'status'), /^connected$/)
    await dialog(page).waitFor(loginConnected)
    note(phones.instagram.label, 'social login, same tab', "the provider's page, then back connected", shownMs)
    expect(shownMs).toBeLessThanOrEqual(nextStepMs)
  })
})
