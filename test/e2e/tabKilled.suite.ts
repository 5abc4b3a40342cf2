// A tab the OS killed and reopened (the visitor went to their wallet app; the phone discarded the
// page in the background and loads it again when they come back): the tab's sessionStorage
// survives, its memory does not. Played here as a phone does it: the page is hidden (its last
// moment), its sessionStorage read, the page closed, and a new page in the same browser context
// (same localStorage, the wallet's memory of the site) loaded on that sessionStorage. It comes
// back connected, the modal on Send with the form as typed, and the wallet asked nothing; 20
// times in a row (the 20 of 20), each from the page the last one restored.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import {
  accountButton,
  connectWithDemoWallet,
  demoBrowserPerFile,
  dialogTitle,
  eventually,
  expectText,
  pendingRequests,
  session,
  type Demo,
} from './support/demo'
import { fillSend, sendButton, sendField, sendToken } from './support/send'
import { pageSteps } from '../support/waits'

const openDemoPage = demoBrowserPerFile()

/** anvil's second account. */
const receiver = fixtures.anvilAccounts[1]!

/** The page hidden, as a phone hides it before discarding it: what its tab's sessionStorage holds then. */
function hideAndReadTab(page: Page) {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    return Object.entries(sessionStorage)
  })
}

/** The tab killed, then reopened by the OS: a new page on the same address with the tab's sessionStorage. */
async function killAndReopen(demo: Demo, page: Page): Promise<Page> {
  const tab = await hideAndReadTab(page)
  expect(tab.map(([key]) => key)).toContain('@portico/keptPage')
  const url = page.url()
  await page.close()
  const next = await demo.context.newPage()
  // What the page reports counts as the first page's did (demo.ts: a test ends with none).
  next.on('pageerror', (error) => demo.errors.push(`pageerror: ${error.message}`))
  next.on('console', (message) => {
    if (message.type() === 'error') demo.errors.push(`console.error: ${message.text()}`)
  })
  await next.addInitScript((entries: [string, string][]) => {
    if (window !== window.top) return
    for (const [key, value] of entries) sessionStorage.setItem(key, value)
  }, tab)
  await next.goto(url)
  return next
}

describe('a tab the OS killed', () => {
  it(
    'comes back 20 of 20 times connected, on Send with the form as typed, without a prompt',
    async () => {
      const demo = await openDemoPage()
      let page = demo.page
      await connectWithDemoWallet(page)
      await accountButton(page).click()
      await expectText(dialogTitle(page), 'Account')
      await sendButton(page).click()
      await fillSend(page, 'PTC', '2.5', receiver)

      for (let kill = 1; kill <= 20; kill++) {
        page = await killAndReopen(demo, page)
        await expectText(dialogTitle(page), 'Send')
        await eventually(() => sendToken(page, 'PTC').isChecked()).toBe(true)
        expect(await sendField(page, 'Amount').inputValue(), `the amount, reopening ${kill}`).toBe('2.5')
        expect(await sendField(page, 'To').inputValue(), `the receiver, reopening ${kill}`).toBe(receiver)
        await expectText(session(page, 'status'), /^connected$/)
        expect(await pendingRequests(page).count(), `the wallet's requests, reopening ${kill}`).toBe(0)
      }
    },
    pageSteps(24).timeout,
  )
})
