// Swap (issue 14) on the real store with the mocks as the swap service: MetaMask connected on
// Ethereum with the fixture account; tokens from the service's list, quotes priced from the db.
// Swapping for real runs on anvil (test/store/swapFlow.test.ts).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet } from '../../../.storybook/scenes'
import { inView, openedOn, typeInto } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { Swap } from './Swap'

const wallet = { ...storyWallets.metaMask, account: fixtures.account }

const swapScene = (scene: PorticoParameters = {}) =>
  portico({
    wallets: [wallet],
    ...scene,
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      store.dispatch(openRequested({ view: 'Swap' }))
    },
  })

const meta = {
  title: 'Views/Swap',
  component: Swap,
  render: () => <></>,
  parameters: swapScene(),
} satisfies Meta

export default meta
type Story = StoryObj

const swapView = () => inView('Swap')

/** Picks a token on one side: opens its list and chooses the radio. */
async function choose(side: 'You pay' | 'You receive', symbol: RegExp) {
  const view = await swapView()
  const fieldset = await view.findByRole('group', { name: side })
  await userEvent.click(fieldset.querySelector('summary')!)
  await userEvent.click(within(fieldset).getByRole('radio', { name: symbol }))
}

/** The service's tokens, nothing chosen: the button says what is missing. */
export const ChooseTokens: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const view = await swapView()
    await expect(await view.findByRole('group', { name: 'You pay' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Choose both tokens' })).toHaveAttribute('aria-disabled', 'true')
    await expect(view.getByText('1%')).toBeInTheDocument()
  },
}

/** ETH for USDC: the quote comes after the pause, with the rate; the native coin needs no approval. */
export const Quoted: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You pay', /^ETH /)
    await choose('You receive', /^USDC /)
    const view = await swapView()
    await typeInto(view.getByLabelText('Amount to pay'), '0.5')
    await waitFor(() => expect(view.getByText(/^[\d,.]+ USDC$/)).toBeInTheDocument(), { timeout: 3000 })
    await expect(view.getByText(/^1 ETH = /)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Swap' })).not.toHaveAttribute('aria-disabled')
  },
}

/** UNI is allowed 10 and 25 are asked: the approval goes first, and the button says so. */
export const ApprovalNeeded: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You pay', /^UNI /)
    await choose('You receive', /^ETH /)
    const view = await swapView()
    await typeInto(view.getByLabelText('Amount to pay'), '25')
    await expect(await view.findByRole('button', { name: 'Approve and swap' }, { timeout: 3000 })).toBeInTheDocument()
    await expect(view.getByText('Your wallet will first ask to let the swap use your UNI.')).toBeInTheDocument()
  },
}

/** More than the account holds: the button says so and stays unavailable; Max fills in the balance. */
export const NotEnoughBalance: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You pay', /^USDC /)
    await choose('You receive', /^ETH /)
    const view = await swapView()
    await typeInto(view.getByLabelText('Amount to pay'), '1000000')
    const button = await view.findByRole('button', { name: 'Not enough USDC' }, { timeout: 3000 })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(view.getByText(/^Balance: [\d,.]+ USDC$/)).toBeInTheDocument()
    await userEvent.click(view.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(view.getByRole('button', { name: 'Swap' })).not.toHaveAttribute('aria-disabled'), {
      timeout: 3000,
    })
  },
}

/** The native coin pays the network fee too: no Max for it until the fee is known. */
export const NoMaxForTheNativeCoin: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You pay', /^ETH /)
    const view = await swapView()
    await expect(view.getByText(/^Balance: [\d,.]+ ETH$/)).toBeInTheDocument()
    await expect(view.queryByRole('button', { name: 'Max' })).toBeNull()
  },
}

/** The token list could not be had: said in the service's words, nothing else offered. */
export const TokensFailed: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertTokens': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    await expect(await (await swapView()).findByRole('alert')).toHaveTextContent(/503/)
  },
}

/** The quote failed by fault scenario: said under the form, which stays as typed. */
export const QuoteFailed: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertQuotes': { kind: 'status', status: 500 } } }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You pay', /^ETH /)
    await choose('You receive', /^USDC /)
    const view = await swapView()
    await typeInto(view.getByLabelText('Amount to pay'), '1')
    await expect(await view.findByText(/500/, {}, { timeout: 3000 })).toBeInTheDocument()
    await expect(view.getByLabelText('Amount to pay')).toHaveValue('1')
  },
}

/** Light theme. */
export const Light: Story = { ...ChooseTokens, parameters: swapScene({ themeMode: 'light' }) }
