// Analytics in the offline demo (sections 7 and 8), a visitor's whole path in Chromium: open, pick the
// demo wallet, connect, switch network (to Polygon, then back to Anvil, where the wallet can
// send), send, disconnect, close. The demo's event log shows the catalogue's events as the page
// hears them (usePorticoEvents); the in-page mock analytics service (its db) received the same
// path, in order, each event in the contract's envelope. With the analytics switch off the page
// still hears the path and the service receives nothing.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { analyticsQuietMs } from '../../src/features/analytics/analyticsFlow'
import {
  accountButton,
  connectWithDemoWallet,
  demoAddress,
  demoBrowserPerFile,
  dialog,
  dialogTitle,
  eventually,
  expectText,
  session,
} from './support/demo'
import { fillSend, sendButton } from './support/send'

const openDemoPage = demoBrowserPerFile()

const connectorId = 'announced:dev.portico.demo'

/** The path's events as the catalogue names them, with their properties, as the log writes them. */
const path = [
  'MODAL_OPEN',
  `SELECT_WALLET connectorId: ${connectorId}`,
  `CONNECT_SUCCESS connectorId: ${connectorId}, caipNetworkId: eip155:31337`,
  'MODAL_CLOSE',
  'MODAL_OPEN',
  'SWITCH_NETWORK caipNetworkId: eip155:137',
  'SWITCH_NETWORK caipNetworkId: eip155:31337',
  'TRANSACTION_SENT caipNetworkId: eip155:31337',
  'DISCONNECT_SUCCESS',
  'MODAL_CLOSE',
]

const eventLog = (page: Page) => page.getByRole('region', { name: 'Event log' })
const logLines = (page: Page, list: 'Heard by the page (usePorticoEvents)' | 'Received by the analytics service') =>
  eventLog(page).getByRole('list', { name: list }).getByRole('listitem').allTextContents()

interface TrackBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: string; address?: string; properties?: Record<string, unknown> }
}

/** What the mock analytics service kept, read from the page's mock db, in the order it came. */
const receivedBodies = (page: Page) =>
  page.evaluate(() =>
    window
      .porticoDemo!.db!.receivedEvent.getAll()
      .sort((a, b) => a.sequence - b.sequence)
      .map((row) => JSON.parse(row.body) as unknown),
  ) as Promise<TrackBody[]>

/** A body as the log writes its line: the event, then its properties. */
const lineOf = ({ props: { event, properties = {} } }: TrackBody) =>
  [
    event,
    Object.entries(properties)
      .map(([name, value]) => `${name}: ${String(value)}`)
      .join(', '),
  ]
    .join(' ')
    .trim()

async function switchNetworkFromAccount(page: Page, name: 'Polygon' | 'Anvil', shown: string) {
  await dialog(page)
    .getByTitle(/^Network: /)
    .click()
  await expectText(dialogTitle(page), 'Choose Network')
  await dialog(page)
    .getByRole('button', { name: new RegExp(name) })
    .click()
  await expectText(session(page, 'network'), shown)
  await expectText(dialogTitle(page), 'Account')
}

async function sendEth(page: Page) {
  await sendButton(page).click()
  await expectText(dialogTitle(page), 'Send')
  await fillSend(page, 'ETH', '0.01', fixtures.anvilAccounts[1]!)
  await eventually(() => sendButton(page).isEnabled()).toBe(true)
  await sendButton(page).click()
  // The wallet approves by itself (`approve` mode).
  await expectText(dialogTitle(page), 'Account')
  await expectText(dialog(page), /Transaction sent/)
}

/** Open, pick the demo wallet, connect; switch to Polygon and back; send; disconnect; close. */
async function walkThePath(page: Page) {
  await connectWithDemoWallet(page)
  await accountButton(page).click()
  await expectText(dialogTitle(page), 'Account')
  await switchNetworkFromAccount(page, 'Polygon', 'Polygon (eip155:137)')
  await switchNetworkFromAccount(page, 'Anvil', 'Anvil (eip155:31337)')
  await sendEth(page)
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expectText(session(page, 'status'), 'disconnected')
  await expectText(dialogTitle(page), 'Connect Wallet')
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await dialog(page).waitFor({ state: 'detached' })
}

describe('analytics in the demo', () => {
  it("the event log shows a visitor's path as the page hears it, and the service received the whole path in order, in the contract's envelope", async () => {
    const { page } = await openDemoPage({ walletMode: 'approve' })
    await expectText(eventLog(page).getByTestId('analytics-switch'), 'on')
    await walkThePath(page)

    await eventually(() => logLines(page, 'Heard by the page (usePorticoEvents)')).toEqual(path)
    // Sent once the page has been quiet for a second; the log reads the service's db back.
    await eventually(() => logLines(page, 'Received by the analytics service')).toEqual(path)

    // Error reports go to the same service (`POST /e`); they are not steps of the visitor's path.
    const bodies = (await receivedBodies(page)).filter((body) => body.props.type === 'track')
    expect(bodies.map(lineOf)).toEqual(path)
    for (const body of bodies)
      expect(body).toEqual({
        eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        url: page.url(),
        domain: '127.0.0.1',
        timestamp: expect.any(Number),
        props: expect.objectContaining({ type: 'track', event: expect.any(String) }),
      })
    const timestamps = bodies.map((body) => body.timestamp)
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b))
    // While connected, an event carries the account beside its properties.
    expect(bodies.find((body) => body.props.event === 'TRANSACTION_SENT')?.props.address).toBe(demoAddress)
  })

  it('with the analytics switch off, the event log still shows the path and the service receives nothing', async () => {
    const { page } = await openDemoPage({ walletMode: 'approve', analytics: false })
    await expectText(eventLog(page).getByTestId('analytics-switch'), 'off')
    await walkThePath(page)

    await eventually(() => logLines(page, 'Heard by the page (usePorticoEvents)')).toEqual(path)
    // Longer than the quiet second after which anything waiting would have gone out.
    await page.waitForTimeout(analyticsQuietMs * 2)
    expect(await receivedBodies(page)).toEqual([])
    expect(await logLines(page, 'Received by the analytics service')).toEqual([])
    await expectText(eventLog(page), /Nothing: analytics are off\./)
  })
})
