// The modal in the visitor's language, in Chromium: `locale: 'auto'` on a browser whose language
// is Japanese speaks Japanese (its words from the Japanese catalogue, fetched as a chunk of its
// own, its dates as Japanese writes them); Arabic mirrors the modal.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import ja from '../../src/i18n/locales/ja'
import ar from '../../src/i18n/locales/ar'
import { demoBrowserPerFile, demoWalletRow, dialog, dialogTitle, expectText, session } from './support/demo'

const openDemoPage = demoBrowserPerFile()

/** A host-page button that opens Portico, named in the locale's words. */
const hostButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true })

/** The scripts the page fetched, by file name. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
      .filter((name) => name.endsWith('.js')),
  )

describe('the modal in the visitor’s language', () => {
  it('"auto" on a Japanese browser: Japanese words and dates, the Japanese texts fetched as a chunk of their own and no other language’s', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve', locale: 'auto', browserLocale: 'ja-JP' })
    expect(await page.evaluate(() => navigator.languages[0])).toBe('ja-JP')
    await hostButton(page, ja['button.connect']).click()
    await expectText(dialogTitle(page), ja['view.Connect.title'])
    expect(await dialog(page).getAttribute('lang')).toBe('ja')
    await demoWalletRow(page).click()
    await expectText(session(page, 'status'), /^connected$/)
    await dialog(page).waitFor({ state: 'detached' })

    await page
      .getByRole('button', { name: /0xf39F/i })
      .first()
      .click()
    await expectText(dialogTitle(page), ja['view.Account.title'])
    await dialog(page).getByRole('tab', { name: ja['account.tab.Activity'] }).click()
    // The activity's months as Japanese names them ("3月", "2025年3月").
    await expectText(dialog(page).locator('.p-month').first(), /^(\d+年)?\d+月$/)
    const scripts = await scriptsFetched(page)
    expect(scripts.filter((name) => /^ja-[\w-]+\.js$/.test(name))).toHaveLength(1)
    expect(scripts.filter((name) => /^(es|de|fr|ko|tr|ar|zh-CN|pt-BR)-[\w-]+\.js$/.test(name))).toEqual([])
  })

  it('Arabic mirrors the modal (dir="rtl"): the close button at the left edge, where English has it at the right', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve', locale: 'ar' })
    await hostButton(page, ar['button.connect']).click()
    await expectText(dialogTitle(page), ar['view.Connect.title'])
    expect(await dialog(page).getAttribute('dir')).toBe('rtl')
    const title = await dialogTitle(page).boundingBox()
    const close = await dialog(page).getByRole('button', { name: ar['modal.close'] }).boundingBox()
    expect(close!.x + close!.width).toBeLessThan(title!.x + title!.width / 2)
  })
})
