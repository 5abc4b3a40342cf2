// Driving the demo's WalletConnect wallet page (demo/wallet.html) in Chromium, the way its user
// does: by the labels and button names the page shows.
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { browserPerFile, newWatchedPage, type Demo } from './demo'

export async function openWalletPage(browser: Browser): Promise<Demo> {
  const tab = await newWatchedPage(browser)
  await tab.page.goto(new URL('wallet.html', inject('demoUrl')).href)
  // Set once the wallet's SDK client is up on the relay and the page rendered.
  await tab.page.locator('html[data-wallet-ready="true"]').waitFor({ state: 'attached' })
  return tab
}

/** The wallet page per test, in a fresh context: see browserPerFile. */
export const walletPageBrowserPerFile = () => browserPerFile(openWalletPage)

export const uriBox = (page: Page) => page.getByRole('textbox', { name: 'WalletConnect URI' })
export const pairButton = (page: Page) => page.getByRole('button', { name: 'Pair', exact: true })
const section = (page: Page, title: string) => page.getByRole('region', { name: title })
export const connectionRequests = (page: Page) => section(page, 'Connection requests')
export const requestsSection = (page: Page) => section(page, 'Requests')
export const sessionsSection = (page: Page) => section(page, 'Sessions')
export const accountsSection = (page: Page) => section(page, 'Accounts')

/** The pending connection request of that dapp (its own item, not the chain list inside it). */
export const proposalOf = (page: Page, dappName: string) =>
  connectionRequests(page)
    .getByRole('listitem')
    .filter({ hasText: `${dappName} wants to connect` })
/** The pending request whose description contains the text (a message, a recipient). */
export const requestWith = (page: Page, text: string | RegExp) =>
  requestsSection(page).getByRole('listitem').filter({ hasText: text })
export const sessionWith = (page: Page, dappName: string) =>
  sessionsSection(page).getByRole('listitem', { name: `Session with ${dappName}` })

export async function pairWith(page: Page, uri: string) {
  await uriBox(page).fill(uri)
  await pairButton(page).click()
}
