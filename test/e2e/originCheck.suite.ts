// The project's origin check (section 9) in Chromium: the demo served on an origin its
// project does not allow. Chromium maps the host shop.test to the demo's server
// (--host-resolver-rules) and treats http://shop.test:PORT as a secure context, so the mocks'
// service worker registers there as it does on 127.0.0.1. The demo's project (fixtures.projectId)
// allows localhost, 127.0.0.1, *.vercel.app and https://portico.example (mocks/db/projects.ts),
// not shop.test. The anvil node and the relay stay on 127.0.0.1: the page reaches them by their
// own URLs.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  accountButton,
  browserPerFile,
  connectButton,
  connectWithDemoWallet,
  demoWalletRow,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  newWatchedPage,
  waitUntilReady,
  type Demo,
} from './support/demo'

/** The demo's own URL, on the host the project does not allow (same server, same port). */
function shopUrl(): URL {
  const url = new URL(inject('demoUrl'))
  url.hostname = 'shop.test'
  url.searchParams.set('wallet', 'manual')
  // Without the embedded wallet's fake frame: its pages (the inbox panel) would be third-party
  // frames here, and Chromium denies them localStorage, which they read at start.
  url.searchParams.set('frame', '')
  return url
}

async function openOnShopOrigin(browser: Browser): Promise<Demo> {
  const demo = await newWatchedPage(browser)
  await demo.page.goto(shopUrl().href)
  await waitUntilReady(demo.page)
  return demo
}

const openShopPage = browserPerFile(openOnShopOrigin, {
  extraArgs: () => [
    '--host-resolver-rules=MAP shop.test 127.0.0.1',
    `--unsafely-treat-insecure-origin-as-secure=${shopUrl().origin}`,
  ],
})

const alert = (page: Page) => dialog(page).getByRole('alert')
const allowlistText = /This site’s origin is not on the project’s allowlist/

/** The events the in-page analytics service received, as the demo's event log lists them. */
const receivedEvents = (page: Page) =>
  page
    .getByRole('region', { name: 'Event log' })
    .getByRole('list', { name: 'Received by the analytics service' })
    .getByRole('listitem')
    .allTextContents()

async function openConnect(page: Page) {
  await connectButton(page).click()
  await expectText(dialogTitle(page), 'Connect Wallet')
}

describe('the origin check on an origin the project does not allow', () => {
  it('shows "Invalid App Configuration" when the modal opens, and the Connect view still lists the demo wallet', async () => {
    const { page } = await openShopPage()
    // The page really is on shop.test, and the mocks' service worker answers it, as on
    // 127.0.0.1 (without a secure context there would be no worker).
    expect(await page.evaluate(() => [location.origin, navigator.serviceWorker?.controller?.scriptURL])).toEqual([
      shopUrl().origin,
      new URL('/mockServiceWorker.js', shopUrl()).href,
    ])

    await openConnect(page)
    await expectText(alert(page), 'Invalid App Configuration')
    await expectText(alert(page), allowlistText)
    await demoWalletRow(page).waitFor()
  })

  it('shows the alert once a visit: dismissed, it does not come back when the modal is closed and opened again', async () => {
    const { page } = await openShopPage()
    await openConnect(page)
    await expectText(alert(page), allowlistText)
    await alert(page).getByRole('button', { name: 'Dismiss' }).click()
    await alert(page).waitFor({ state: 'detached' })

    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await openConnect(page)
    await demoWalletRow(page).waitFor()
    // Once the analytics service has what the page sent since (where a 403 would raise the
    // alert too), the modal has done its talking: the alert was shown once, and stayed away.
    await eventually(() => receivedEvents(page)).toEqual([
      'MODAL_OPEN',
      'ERROR_SHOWN alert: invalidAppConfiguration',
      'MODAL_CLOSE',
      'MODAL_OPEN',
    ])
    expect(await alert(page).count()).toBe(0)
  })

  it('leaves the rest of the demo working there: the demo wallet connects, and the Account view lists its PTC from the local chain', async () => {
    const { page } = await openShopPage()
    await connectWithDemoWallet(page)
    await accountButton(page).click()
    await expectText(dialogTitle(page), 'Account')
    // Read from anvil (on 127.0.0.1) by the page's mocks: a cross-origin call from shop.test.
    await expectText(dialog(page).getByRole('list', { name: 'Tokens' }), /PTC/)
  })
})
