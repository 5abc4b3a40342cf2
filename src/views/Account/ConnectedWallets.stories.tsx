// Several wallets at once in Account (the host's `multiWallet`; README "Several wallets at once"):
// MetaMask (watching the mocks' fixture account), then Rabby, then the demo Solana wallet,
// connected one after another the real way, on Ethereum. Every wallet is listed in that order,
// each with its native balance, the one acting on Ethereum marked; Switch makes another act
// without asking it, Disconnect lets one go and the next acts, and Add a wallet opens Connect,
// where the connected ones say so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico, type PorticoScene } from '../../../.storybook/portico'
import { announcedId, stateWhere, walletListed } from '../../../.storybook/scenes'
import { imagesSettled, inView, modalRoot, openedOn, viewShown } from '../../../.storybook/shadow'
import { storyWallets, type StoryWalletOptions } from '../../../.storybook/wallets'
import { connectRequested, switchNetworkRequested } from '../../features/connection/actions'
import { openRequested } from '../../features/modal/actions'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { mainnet, solana } from '../../networks'
import { Account } from './Account'

const metaMask: StoryWalletOptions = { ...storyWallets.metaMask, account: fixtures.account }
const rabby: StoryWalletOptions = storyWallets.rabby
/** The demo Solana wallet, as the Wallet Standard registers it; its name is the demo's. */
const solanaWalletName = 'Portico Solana Demo'

/**
 * The visitor opens the modal and picks `connectorId` (Connect, or Connect by Add a wallet once
 * one is connected); waits until it acts in `namespace`.
 */
async function connects(store: PorticoStore, connectorId: string, namespace: 'eip155' | 'solana') {
  store.dispatch(openRequested())
  await stateWhere(store, (s) => s.portico.services.apiAttached)
  store.dispatch(connectRequested({ connectorId }))
  await stateWhere(store, (s) => s.portico.connectors.connectedIdByNamespace[namespace] === connectorId)
}

/** The three wallets connected one after another, back on Ethereum, Account open. */
async function threeWallets(store: PorticoStore, scene: PorticoScene) {
  for (const { options } of scene.wallets) {
    await walletListed(store, scene, options.name)
    await connects(store, announcedId(options.rdns), 'eip155')
  }
  const { connectorId } = scene.solanaWallet()
  await stateWhere(store, (s) => s.portico.connectors.list.some((c) => c.id === connectorId))
  await connects(store, connectorId, 'solana')
  // The Solana wallet came last and its network is the active one: the visitor goes back to Ethereum.
  store.dispatch(switchNetworkRequested({ caipNetworkId: mainnet.caipNetworkId }))
  await stateWhere(store, (s) => s.portico.chain.activeCaipNetworkId === mainnet.caipNetworkId)
  store.dispatch(openRequested({ view: 'Account' }))
}

const meta = {
  title: 'Views/Account/Connected wallets',
  component: Account,
  render: () => <></>,
  parameters: portico({
    config: { networks: [mainnet, solana], multiWallet: true },
    wallets: [metaMask, rabby],
    solanaWallets: [{}],
    setup: threeWallets,
  }),
} satisfies Meta

export default meta
type Story = StoryObj

const connectedWallets = async () => within((await inView('Account')).getByRole('list', { name: 'Connected wallets' }))
const rowNames = async () =>
  (await connectedWallets()).getAllByRole('listitem').map((row) => row.querySelector('.p-connection-name')?.textContent)
/** The row marked as the one acting in the active namespace. */
const activeRow = async () => {
  const marked = (await connectedWallets())
    .getAllByRole('listitem')
    .filter((row) => row.getAttribute('aria-current') === 'true')
  await expect(marked).toHaveLength(1)
  return marked[0]!
}
const activeName = async () => (await activeRow()).querySelector('.p-connection-name')?.textContent
/** Each row's balance as shown ('' while it has none): a line of its own under the address. */
const rowBalances = async () =>
  (await connectedWallets())
    .getAllByRole('listitem')
    .map(
      (row) =>
        [...row.querySelectorAll('.p-connection-line')]
          .map((line) => line.textContent ?? '')
          .find((line) => /^[\d,]+\.\d{3} [A-Z]+$/.test(line)) ?? '',
    )
/** Every row shows its balance: the acting wallet's its account's, any other's asked for its address. */
const everyRowHasItsBalance = () =>
  waitFor(async () => expect((await rowBalances()).every((balance) => balance !== '')).toBe(true))

/** All three in the order they came, each with its balance; Rabby, the last EVM one, acts on Ethereum. */
export const ThreeWallets: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect(await rowNames()).toEqual([metaMask.name, rabby.name, solanaWalletName])
    await expect(await activeName()).toBe(rabby.name)
    const list = await connectedWallets()
    await expect(within(await activeRow()).getByText('Active')).toBeInTheDocument()
    await waitFor(async () => expect((await activeRow()).textContent).toMatch(/\d\.\d{3} ETH/))
    // MetaMask does not act: its balance is the mocks' for the fixture account, from the Blockchain API.
    await waitFor(async () =>
      expect(await rowBalances()).toEqual([
        '1.234 ETH',
        expect.stringMatching(/ ETH$/),
        expect.stringMatching(/ SOL$/),
      ]),
    )
    await expect(list.getByRole('button', { name: `Switch to ${metaMask.name}` })).toBeInTheDocument()
    await expect(list.getByRole('button', { name: `Switch to ${solanaWalletName}` })).toBeInTheDocument()
    await expect(list.queryByRole('button', { name: `Switch to ${rabby.name}` })).not.toBeInTheDocument()
    await expect(list.getAllByRole('button', { name: /^Disconnect / })).toHaveLength(3)
    // The header's Disconnect, beside theirs, lets every wallet go: it says so.
    await expect((await inView('Account')).getByRole('button', { name: 'Disconnect all wallets' })).toBeInTheDocument()
    await imagesSettled()
  },
}

/** Switch to MetaMask: it acts at once (no wallet asked), and the header shows its account's name. */
export const SwitchedToAnother: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Account')
    await userEvent.click((await connectedWallets()).getByRole('button', { name: `Switch to ${metaMask.name}` }))
    await waitFor(async () => expect(await activeName()).toBe(metaMask.name))
    await expect(scene.store.getState().portico.connectors.connectedIdByNamespace.eip155).toBe(
      announcedId(metaMask.rdns),
    )
    await expect(await (await inView('Account')).findByText('portico-demo.reown.id')).toBeInTheDocument()
    await expect(await rowNames()).toEqual([metaMask.name, rabby.name, solanaWalletName])
    await expect(
      (await connectedWallets()).getByRole('button', { name: `Switch to ${rabby.name}` }),
    ).toBeInTheDocument()
    await everyRowHasItsBalance()
    await imagesSettled()
  },
}

/** Disconnect Rabby, the one acting: it alone goes, and MetaMask, the next on Ethereum, acts. */
export const OneDisconnected: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Account')
    await userEvent.click((await connectedWallets()).getByRole('button', { name: `Disconnect ${rabby.name}` }))
    await waitFor(async () => expect(await rowNames()).toEqual([metaMask.name, solanaWalletName]))
    await waitFor(async () => expect(await activeName()).toBe(metaMask.name))
    await expect(scene.store.getState().portico.account.solana?.status).toBe('connected')
    await imagesSettled()
  },
}

/** Add a wallet opens Connect over Account: every wallet connected says so, and Back returns. */
export const AddAWallet: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await userEvent.click((await inView('Account')).getByRole('button', { name: 'Add a wallet' }))
    const modal = await viewShown('Connect')
    // Each marked once, in whichever group it is listed (the two EVM ones are recent by now).
    const marked = () =>
      modal
        .getAllByText('Connected', { selector: '.p-badge' })
        .map((badge) => badge.closest('button')!.querySelector('.p-row-name')!.textContent)
        .sort()
    await waitFor(() => expect(marked()).toEqual([metaMask.name, solanaWalletName, rabby.name].sort()))
    await expect(within(await modal.findByRole('list', { name: 'Recent wallets' })).queryByText('Recent')).toBeNull()
    await expect(modal.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    await expect(modalRoot()?.querySelector('.p-title')).toHaveTextContent('Connect Wallet')
    await imagesSettled()
  },
}

const longName = 'Rabby Wallet, with a name far too long for its row'

/** A wallet's long name ends in an ellipsis: Switch and Disconnect stay in the row, at any width. */
export const LongWalletName: Story = {
  parameters: portico({ wallets: [metaMask, { ...rabby, name: longName }] }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const row = (await connectedWallets()).getAllByRole('listitem')[1]!
    const name = row.querySelector<HTMLElement>('.p-connection-name bdi')!
    await expect(name).toHaveTextContent(longName)
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    const disconnect = within(row).getByRole('button', { name: `Disconnect ${longName}` })
    await expect(disconnect.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right)
    await everyRowHasItsBalance()
    await imagesSettled()
  },
}
