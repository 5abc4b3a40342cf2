// Several wallets at once in the demo (`?multi=1`): the wallets a visitor adds from Account, the
// Connected wallets list there, and the page's "Wallets at once" card (demo/WalletsAtOnce.tsx),
// where one component shows what useConnections, useActiveConnection and usePorticoAccount say.
// The card is read in one look at the page (one render's output), and each of its renders is
// kept from the moment the recorder is installed, so a test can tell whether the hooks ever
// disagreed, not only how they ended.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { accountButton, dialog, dialogTitle, expectText } from './demo'

/** The card as one render left it: the wallets listed in order, and each hook's `name caipAddress` (or `—`). */
export interface WalletsAtOnce {
  listed: { name: string; accounts: string[]; active: string }[]
  acting: string
  actingEip155: string
  actingSolana: string
  account: string
  accountEip155: string
  accountSolana: string
}

declare global {
  interface Window {
    /** The test's recorder of the card (installed by recordWalletsAtOnce). */
    __walletsAtOnce?: { read(): WalletsAtOnce | undefined; seen: WalletsAtOnce[] }
  }
}

/**
 * Runs in the page, before its scripts on each load: reads the card, and keeps each new state of
 * it. React writes a render's output in one go, so a MutationObserver's call (a microtask after
 * the writes) sees one render's whole output.
 */
function recorder() {
  // One function, no helpers of its own: Playwright sends its source to the page.
  const read = () => {
    const root = document.querySelector('[data-testid="wallets-at-once"]')
    if (!root) return undefined
    const text = (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? ''
    return {
      listed: [...root.querySelectorAll<HTMLElement>('li[data-connector-id]')].map((item) => ({
        name: item.querySelector('[data-field="name"]')?.textContent ?? '',
        accounts: [...item.querySelectorAll('[data-field="account"]')].map((a) => a.textContent?.trim() ?? ''),
        active: item.dataset.active ?? '',
      })),
      acting: text('acting'),
      actingEip155: text('acting-eip155'),
      actingSolana: text('acting-solana'),
      account: text('account'),
      accountEip155: text('account-eip155'),
      accountSolana: text('account-solana'),
    }
  }
  const seen: WalletsAtOnce[] = []
  let last = ''
  const keep = () => {
    const now = read()
    const key = JSON.stringify(now)
    if (now && key !== last) seen.push(now)
    last = key
  }
  window.__walletsAtOnce = { read, seen }
  new MutationObserver(keep).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
  keep()
}

/** From now on, on this page and each page it loads, every state of the card is kept. */
export async function recordWalletsAtOnce(page: Page) {
  await page.addInitScript(recorder)
  await page.evaluate(recorder)
}

/** The card now: one look, so one render's output. */
export const walletsAtOnce = (page: Page) => page.evaluate(() => window.__walletsAtOnce!.read())

/**
 * Waits, in the page, until the card shows `expected` (within the page's step), then leaves it:
 * no round trip for each look. Timed out, it fails with what the card shows instead.
 */
export async function untilWalletsAtOnce(page: Page, expected: WalletsAtOnce) {
  // read() builds its object in one order, and JSON kept it on the way here.
  const wanted = JSON.stringify(expected)
  try {
    await page.waitForFunction((want) => JSON.stringify(window.__walletsAtOnce?.read()) === want, wanted)
  } catch (error) {
    expect(await walletsAtOnce(page), String(error)).toEqual(expected)
    throw error
  }
}

/** Every state of the card since the page loaded (or since `forgetSeen`), oldest first. */
export const seenWalletsAtOnce = (page: Page) => page.evaluate(() => window.__walletsAtOnce!.seen.slice())
export const forgetSeen = (page: Page) => page.evaluate(() => void window.__walletsAtOnce!.seen.splice(0))

/** The wallet named in a hook's `name caipAddress`. */
const nameIn = (shown: string, names: string[]) => names.find((name) => shown.startsWith(`${name} `))

/**
 * What a render says is one story: each namespace's acting wallet (useActiveConnection) and
 * account (usePorticoAccount) are the same wallet and address, and the wallet the list marks as
 * acting there (useConnections) is that one.
 */
export function disagreements(state: WalletsAtOnce): string[] {
  const names = state.listed.map((c) => c.name)
  const found: string[] = []
  const pairs = [
    ['useActiveConnection()', state.acting, 'usePorticoAccount()', state.account],
    ["useActiveConnection('eip155')", state.actingEip155, "usePorticoAccount('eip155')", state.accountEip155],
    ["useActiveConnection('solana')", state.actingSolana, "usePorticoAccount('solana')", state.accountSolana],
  ] as const
  for (const [a, one, b, other] of pairs) if (one !== other) found.push(`${a} says "${one}", ${b} "${other}"`)
  for (const [namespace, acting] of [
    ['eip155', state.actingEip155],
    ['solana', state.actingSolana],
  ] as const) {
    const marked = state.listed.filter((c) => c.active.split(' ').includes(namespace)).map((c) => c.name)
    const expected = acting === '—' ? [] : [nameIn(acting, names) ?? acting]
    if (JSON.stringify(marked) !== JSON.stringify(expected))
      found.push(
        `useConnections marks ${JSON.stringify(marked)} acting on ${namespace}, useActiveConnection says "${acting}"`,
      )
  }
  return found
}

/** Account, open: its Connected wallets list. */
export const connectedWallets = (page: Page) => dialog(page).getByRole('list', { name: 'Connected wallets' })

/** Account's list as the visitor reads it: each row's wallet name (its first line) and whether it is marked active. */
export const listedInAccount = (page: Page) =>
  connectedWallets(page)
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('.p-connection-name')?.textContent?.trim() ?? '',
        active: row.getAttribute('aria-current') === 'true',
      })),
    )

/** Opens Account from its button. */
export async function openAccount(page: Page) {
  await accountButton(page).click()
  await expectText(dialogTitle(page), 'Account')
}

/** Account → Add a wallet: Connect, over Account. */
export async function addAWallet(page: Page) {
  await openAccount(page)
  await dialog(page).getByRole('button', { name: 'Add a wallet', exact: true }).click()
  await expectText(dialogTitle(page), /Connect/)
}
