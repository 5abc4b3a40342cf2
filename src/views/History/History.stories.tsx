// History (section 2's optional screens) on the real store with the mocks: MetaMask connected with the fixture
// account, whose history spans Ethereum, Polygon and Base (with spam). Every network's entries
// name their network; the filter keeps one; pages come as the end scrolls into view; what
// Portico sent and the chain has not mined shows on top. Purchases through the fake provider
// run in the browser test (test/e2e/onramp.suite.ts).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountKey, fixtures, stateNames } from '../../../mocks/db'
import { browserMocks, portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet } from '../../../.storybook/scenes'
import { inView, openedOn, scrolledToTheEnd, snackbarShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { transactionSent } from '../../features/send/actions'
import { History } from './History'

const wallet = { ...storyWallets.metaMask, account: fixtures.account }

const historyScene = (scene: PorticoParameters = {}, after?: PorticoParameters['setup']) =>
  portico({
    wallets: [wallet],
    ...scene,
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      store.dispatch(openRequested({ view: 'History' }))
      await after?.(store, s)
    },
  })

const meta = {
  title: 'Views/History',
  component: History,
  render: () => <></>,
  parameters: historyScene(),
} satisfies Meta

export default meta
type Story = StoryObj

const view = () => inView('History')
const region = async () => (await view()).getByRole('region', { name: 'Activity' })
const entries = async () => within(await region()).queryAllByRole('listitem')

/** The fixture account's entries (spam-only ones left out), on one network or all. */
async function expectedCount(chain?: string) {
  const { db } = await browserMocks()
  return db.transaction
    .findMany({
      where: { account: { equals: accountKey(fixtures.account) }, ...(chain ? { chain: { equals: chain } } : {}) },
    })
    .filter((t) => {
      const transfers = db.transfer.findMany({ where: { transactionId: { equals: t.id } } })
      return !(transfers.length > 0 && transfers.every((r) => r.isSpam))
    }).length
}

/** Every network's activity, newest first, each entry naming its network. */
export const EveryNetwork: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'History')
    await expect(modal.getByRole('dialog', { name: 'Activity' })).toBeInTheDocument()
    await within(await region()).findAllByRole('heading', { level: 3 })
    const texts = (await entries()).map((e) => e.textContent ?? '')
    await expect(texts.some((text) => / · Polygon/.test(text))).toBe(true)
    await expect(texts.some((text) => / · Ethereum/.test(text))).toBe(true)
    // The filter, a listbox behind its button: every network, and all of them first.
    await userEvent.click((await view()).getByRole('button', { name: 'Network All networks' }))
    const options = (await view()).getAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual(['All networks', 'Ethereum', 'Polygon', 'Base'])
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
  },
}

/** The filter keeps one network: its entries only, without the network named on each. */
export const FilteredByNetwork: Story = {
  play: async (context) => {
    await openedOn(context, 'History')
    await within(await region()).findAllByRole('heading', { level: 3 })
    await userEvent.click((await view()).getByRole('button', { name: /^Network / }))
    await userEvent.click((await view()).getByRole('option', { name: 'Polygon' }))
    await expect((await view()).getByRole('button', { name: 'Network Polygon' })).toBeInTheDocument()
    const polygon = await expectedCount('eip155:137')
    await scrolledToTheEnd(region, entries, polygon)
    for (const entry of await entries()) await expect(entry.textContent).not.toMatch(/ · (Polygon|Ethereum|Base)/)
  },
}

/** The whole history, a page at a time as the end scrolls into view, spam-only entries left out. */
export const Pagination: Story = {
  play: async (context) => {
    await openedOn(context, 'History')
    await within(await region()).findAllByRole('heading', { level: 3 })
    const all = await expectedCount()
    await expect((await entries()).length).toBeLessThan(all)
    await scrolledToTheEnd(region, entries, all)
  },
}

const pendingHash = `0x${'ab'.repeat(32)}`

/** A transaction Portico sent that the chain has not mined: on top, under Just sent, pending. */
export const PendingOnTop: Story = {
  parameters: historyScene({}, async (store) => {
    // Sent by a flow that came with the api (as Send's and Swap's are).
    await waitFor(() => expect(store.getState().portico.pending).toBeDefined())
    store.dispatch(transactionSent({ hash: pendingHash, caipNetworkId: 'eip155:1' }))
  }),
  play: async (context) => {
    await openedOn(context, 'History')
    const sent = await within(await region()).findByRole('region', { name: 'Just sent' })
    await expect(within(sent).getByRole('listitem')).toHaveTextContent(
      /Pending0xabab…abab · Ethereum|Pending.*Ethereum/,
    )
    const headings = within(await region()).getAllByRole('heading', { level: 3 })
    await expect(headings[0]).toHaveTextContent('Just sent')
  },
}

export const Empty: Story = {
  parameters: historyScene({ state: stateNames.accountWithEmptyHistory }),
  play: async (context) => {
    await openedOn(context, 'History')
    await expect(await (await view()).findByText('No activity yet')).toBeInTheDocument()
  },
}

/**
 * The call failed by fault scenario: the snackbar says so, as section 8 has it for Activity, and
 * the list says it did not load (not "No activity yet"), why in section 8's status words, and
 * Try again.
 */
export const Failed: Story = {
  parameters: historyScene({ faults: { 'blockchain.history': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'History')
    const shown = await view()
    await expect(await shown.findByText('Activity could not be loaded')).toBeInTheDocument()
    await expect(shown.queryByText('No activity yet')).not.toBeInTheDocument()
    await expect(shown.getByText('HTTP status code: 503')).toBeInTheDocument()
    await expect(shown.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    // Section 8's words, once the snackbar has settled (the axe check reads it after the play).
    await expect(await snackbarShown()).toHaveTextContent('Failed to fetch transactions')
  },
}

/** The history on its way (the call held 30 s): the rows' shapes, said as loading, and the filter already there. */
export const Loading: Story = {
  parameters: historyScene({ faults: { 'blockchain.history': { kind: 'slow', ms: 30_000 } } }),
  play: async (context) => {
    await openedOn(context, 'History')
    const loading = await (await view()).findByRole('status', { name: 'Loading activity' })
    await expect(loading.querySelectorAll('.p-skeleton').length).toBeGreaterThan(0)
    await expect((await view()).getByRole('button', { name: 'Network All networks' })).toBeInTheDocument()
    await expect((await view()).queryByText('No activity yet')).not.toBeInTheDocument()
  },
}

/** Light theme. */
export const Light: Story = { ...EveryNetwork, parameters: historyScene({ themeMode: 'light' }) }
