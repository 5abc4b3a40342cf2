// Swap (issue 14) on the real store with the mocks as the swap service: MetaMask connected on
// Ethereum with the fixture account; tokens from the service's list, quotes priced from the db.
// Swapping for real runs on anvil (test/store/swapFlow.test.ts).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { formatEther, parseEther } from 'viem'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet } from '../../../.storybook/scenes'
import { inView, openedOn, typeInto } from '../../../.storybook/shadow'
import { storyWallets, unusedRpcUrl } from '../../../.storybook/wallets'
import { anvil } from '../../networks'
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

/** Picks a token on one side: opens its list and chooses the radio; the list closes on the choice. */
async function choose(side: 'You pay' | 'You receive', symbol: RegExp) {
  const view = await swapView()
  const fieldset = await view.findByRole('group', { name: side })
  const summary = fieldset.querySelector('summary')!
  await userEvent.click(summary)
  const radio = within(fieldset).getByRole('radio', { name: symbol })
  const picked = radio.closest('label')!.querySelector('.p-row-name')!.firstChild!.textContent!.trim()
  await userEvent.click(radio)
  await waitFor(() => expect(fieldset.querySelector('details')).not.toHaveAttribute('open'))
  await expect(summary).toHaveTextContent(picked)
  // The focus back on the list it came from (inside the modal's shadow root).
  await expect((summary.getRootNode() as ShadowRoot).activeElement).toBe(summary)
}

/** Both sides chosen and the amount typed; resolves once the quote came (Review available). */
async function quotedForm(pay: RegExp, receive: RegExp, amount: string) {
  await choose('You pay', pay)
  await choose('You receive', receive)
  const view = await swapView()
  await typeInto(view.getByLabelText('Amount to pay'), amount)
  const review = await view.findByRole('button', { name: 'Review swap' })
  await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'), { timeout: 3000 })
  return { view, review }
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
    // What comes, with its worth in USD; the rate, the price impact, the network fee from the gas price.
    await waitFor(() => expect(view.getByText(/^[\d,.]+ USDC \(≈ \$[\d,.]+\)$/)).toBeInTheDocument(), {
      timeout: 3000,
    })
    await expect(view.getByText(/^1 ETH = /)).toBeInTheDocument()
    await expect(view.getByText(/^\d+\.\d\d%$/)).toBeInTheDocument()
    await expect(view.getByText(/^[\d.]+ ETH$/)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Review swap' })).not.toHaveAttribute('aria-disabled')
  },
}

/** Review: the swap as it will go, with the least it may bring (1 % slippage); Back keeps the form. */
export const Preview: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^ETH /, /^USDC /, '0.5')
    await userEvent.click(review)
    await expect(await view.findByText('Check the swap')).toBeInTheDocument()
    await expect(view.getByText('0.5 ETH')).toBeInTheDocument()
    await expect(view.getByText('Minimum received')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Swap' })).not.toHaveAttribute('aria-disabled')
    await userEvent.click(view.getByRole('button', { name: 'Back to the form' }))
    await expect(await view.findByLabelText('Amount to pay')).toHaveValue('0.5')
  },
}

/** The picker lists held tokens first, then the suggested ones; its search narrows the list. */
export const TokenSearch: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const view = await swapView()
    const fieldset = await view.findByRole('group', { name: 'You receive' })
    await userEvent.click(fieldset.querySelector('summary')!)
    const radios = () =>
      within(fieldset)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent)
    await expect(radios()[0]).toMatch(/^ETH /)
    await typeInto(within(fieldset).getByRole('searchbox', { name: 'Search tokens' }), 'uni')
    await waitFor(() => expect(radios()).toEqual([expect.stringMatching(/^UNI /)]))
  },
}

/** UNI is allowed 10 and 25 are asked: the approval goes first, and the button says so. */
export const ApprovalNeeded: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^UNI /, /^ETH /, '25')
    await expect(view.getByText('Your wallet will first ask to let the swap use your UNI.')).toBeInTheDocument()
    await userEvent.click(review)
    await expect(await view.findByRole('button', { name: 'Approve and swap' })).toBeInTheDocument()
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
    await waitFor(
      () => expect(view.getByRole('button', { name: 'Review swap' })).not.toHaveAttribute('aria-disabled'),
      { timeout: 3000 },
    )
  },
}

/** The native coin pays the network fee too: its Max keeps the swap's fee back. */
export const MaxForTheNativeCoinKeepsTheFee: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Swap')
    await choose('You pay', /^ETH /)
    const view = await swapView()
    await expect(view.getByText(/^Balance: [\d,.]+ ETH/)).toBeInTheDocument()
    await userEvent.click(await view.findByRole('button', { name: 'Max' }))
    const state = scene.store.getState().portico
    const balance = state.account.eip155!.tokenBalance!.find((t) => t.chainId === 'eip155:1' && !t.address)!
    const gas = BigInt(state.swap!.gas.wei!) * 150_000n
    const expected = parseEther(balance.quantity.numeric) - gas
    await expect(view.getByLabelText('Amount to pay')).toHaveValue(formatEther(expected))
  },
}

/** The gas price cannot be had: the fee says so in section 8's words; the swap can still be quoted. */
export const GasPriceFailed: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertGasPrice': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    const view = await swapView()
    await expect(await view.findByText(/503/)).toBeInTheDocument()
  },
}

/** Outside the swap networks the list says so in section 8's words. */
export const UnsupportedNetwork: Story = {
  parameters: portico({
    wallets: [{ ...wallet, chainId: 31337 }],
    config: { networks: [anvil(unusedRpcUrl)] },
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      store.dispatch(openRequested({ view: 'Swap' }))
    },
  }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    await expect(await (await swapView()).findByRole('alert')).toHaveTextContent('Network not supported for Swaps')
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
