// The Account view in the demo, in Chromium: a balance call that fails says "Token Balance
// Unavailable" and is not asked again for 30 s (section 8), however the visitor moves around;
// after the gap the tokens come. Requests are counted as the page makes them (the mocks' service
// worker answers them), time is Playwright's clock.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accountButton,
  connectWithDemoWallet,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
} from './support/demo'

const open = demoBrowserPerFile()

const tab = (page: Page, name: 'Tokens' | 'NFTs' | 'Activity') => dialog(page).getByRole('tab', { name })

function countBalanceRequests(page: Page) {
  let count = 0
  page.on('request', (request) => {
    if (/\/v1\/account\/0x[0-9a-fA-F]{40}\/balance/.test(request.url()) && !request.url().includes('127.0.0.1')) count++
  })
  return () => count
}

describe('token balances in the demo', () => {
  it('a failed balance says "Token Balance Unavailable" and is not asked again within 30 s; after the gap it is', async () => {
    const demo = await open({ clock: true })
    const { page } = demo
    const balanceRequests = countBalanceRequests(page)
    await page.evaluate(() => window.porticoDemo!.faults!.set('blockchain.balance', { kind: 'status', status: 503 }))
    await connectWithDemoWallet(page)
    await accountButton(page).click()
    await expectText(dialogTitle(page), 'Account')
    await expectText(dialog(page), /Token Balance Unavailable/)
    const afterFailure = balanceRequests()
    expect(afterFailure).toBeGreaterThanOrEqual(1)

    // Moving around inside the gap asks nothing.
    await page.evaluate(() => window.porticoDemo!.faults!.clear())
    for (const name of ['NFTs', 'Activity', 'Tokens'] as const) await tab(page, name).click()
    await page.keyboard.press('Escape')
    await accountButton(page).click()
    await page.clock.fastForward(20_000)
    await tab(page, 'Activity').click()
    await tab(page, 'Tokens').click()
    expect(balanceRequests()).toBe(afterFailure)

    // Past 30 s, the Tokens tab asks again and the list comes.
    await page.clock.fastForward(11_000)
    await tab(page, 'Activity').click()
    await tab(page, 'Tokens').click()
    await eventually(() => balanceRequests()).toBe(afterFailure + 1)
    await expectText(dialog(page).getByRole('list', { name: 'Tokens' }), /PTC/)
    // The one console error is the browser logging the 503 this test asked for; any other fails the test.
    const expected = demo.errors.filter((e) => /status of 503/.test(e))
    expect(expected).toHaveLength(1)
    demo.errors.splice(demo.errors.indexOf(expected[0]!), 1)
  })
})
