// Buy (section 2's optional screens) on the real store with the mocks as the provider's service: MetaMask connected
// on Ethereum with the fixture account; options, limits and quotes from the db. The purchase
// itself (the fake provider delivering on anvil) runs in test/store/onrampFlow.test.ts and the
// browser test; here the provider's window is the story's (blocked, open, or closed), and the
// provider's delivery is the play function's (onrampScene).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import type { PorticoParameters } from '../../../.storybook/portico'
import { buyView, onrampScene, providerDelivers, quoted } from '../../../.storybook/onrampScene'
import { animationsDone, openedOn, retypeInto } from '../../../.storybook/shadow'
import { formatBalance } from '../format'
import { OnRamp } from './OnRamp'
import { phoneWidth } from '../../../.storybook/viewports'

/** A US visitor (the browser's locale) whose state the host gives: the form at once (its question: OnRampState.stories). */
const buyScene = (scene: PorticoParameters = {}) =>
  onrampScene({ ...scene, config: { onramp: { subdivision: 'NY' }, ...scene.config } })

const meta = {
  title: 'Views/OnRamp',
  component: OnRamp,
  render: () => <></>,
  parameters: buyScene(),
} satisfies Meta

export default meta
type Story = StoryObj

/** The form as it starts: 100 USD by card for ETH on Ethereum (the account's network), quoted. */
export const Quoted: Story = {
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await expect(view.getByLabelText('Amount')).toHaveValue('100')
    await expect(view.getByRole('button', { name: '100 USD' })).toHaveAttribute('aria-pressed', 'true')
    await expect(view.getByRole('button', { name: /^Crypto ETH/ })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Network Ethereum' })).toBeInTheDocument()
    await expect(view.getByRole('option', { name: 'Card' })).toHaveAttribute('aria-selected', 'true')
    await expect(view.getByText('100.00 USD')).toBeInTheDocument()
    await expect(view.getByRole('option', { name: /Coinbase/ })).toHaveAttribute('aria-selected', 'true')
    await expect(view.getByRole('option', { name: /Meld\.io fees 1-2%/ })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Buy with Coinbase' })).not.toHaveAttribute('aria-disabled')
  },
}

/** A preset sets the amount; a new quote follows. */
export const Preset: Story = {
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await userEvent.click(view.getByRole('button', { name: '250 USD' }))
    await expect(view.getByLabelText('Amount')).toHaveValue('250')
    await waitFor(() => expect(view.getByText('250.00 USD')).toBeInTheDocument())
  },
}

/** Section 5: under 10.00 USD by card is said under the field; nothing is quoted or bought. */
export const BelowTheLimit: Story = {
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await retypeInto(view.getByLabelText('Amount'), '5')
    await expect(await view.findByText('The smallest amount is 10.00 USD.')).toBeInTheDocument()
    await expect(view.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true')
    await expect(view.getByRole('button', { name: 'Buy with Coinbase' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Section 5: a bank account takes up to 25000.00 USD where a card stops at 7500.00. */
export const BankAccountLimits: Story = {
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await retypeInto(view.getByLabelText('Amount'), '20000')
    await expect(await view.findByText('The largest amount is 7500.00 USD.')).toBeInTheDocument()
    await userEvent.click(view.getByRole('option', { name: 'Bank account' }))
    await waitFor(() => expect(view.queryByText(/The largest amount/)).toBeNull())
    await retypeInto(view.getByLabelText('Amount'), '30000')
    await expect(await view.findByText('The largest amount is 25000.00 USD.')).toBeInTheDocument()
  },
}

/** The options could not be had: section 5's USD and EUR limits stand in, and the form still works. */
export const OptionsFailed: Story = {
  parameters: buyScene({ faults: { 'blockchain.onrampOptions': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await buyView()
    await expect(await view.findByText(/could not be loaded .*503.*the usual limits apply/)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Currency USD' })).toBeInTheDocument()
    await expect(view.getByText('Nothing can be bought for this network here.')).toBeInTheDocument()
  },
}

/** The quote failed by fault scenario: said under the form, which stays as typed. */
export const QuoteFailed: Story = {
  parameters: buyScene({ faults: { 'blockchain.onrampQuote': { kind: 'status', status: 500 } } }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await buyView()
    await expect(await view.findByText(/500/)).toBeInTheDocument()
    await expect(view.getByLabelText('Amount')).toHaveValue('100')
  },
}

/** Section 9: in a restricted time zone, buying is not offered. */
export const RestrictedRegion: Story = {
  parameters: buyScene({ environment: { timeZone: 'Asia/Shanghai' } }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    await expect(await (await buyView()).findByRole('alert')).toHaveTextContent(
      'Buying crypto is not available in your region.',
    )
  },
}

/** The browser blocked the provider's window: its link is offered instead. */
export const WindowBlocked: Story = {
  parameters: buyScene({ providerWindow: 'blocked' }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await userEvent.click(view.getByRole('button', { name: 'Buy with Coinbase' }))
    await expect(await view.findByText('Your browser blocked the Coinbase window.')).toBeInTheDocument()
    const link = view.getByRole('link', { name: 'Open Coinbase' })
    await expect(link).toHaveAttribute('href', expect.stringMatching(/presetFiatAmount=100/))
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.click(view.getByRole('button', { name: 'Back to the form' }))
    await expect(await view.findByLabelText('Amount')).toHaveValue('100')
  },
}

/**
 * The generator answered a script address (`javascript:`, a service gone wrong or hostile): the
 * provider's window is closed unsent, no link is offered, and the form says why, as typed.
 */
export const ProviderPageRefused: Story = {
  parameters: buyScene({
    providerWindow: 'blocked',
    faults: { 'blockchain.onrampUrl': { kind: 'answer', json: { url: 'JAVASCRIPT:alert(document.domain)' } } },
  }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await userEvent.click(view.getByRole('button', { name: 'Buy with Coinbase' }))
    await expect(
      await view.findByText('The provider’s page is not at a secure (https) address, so it was not opened.'),
    ).toBeInTheDocument()
    await expect(view.queryByRole('link')).toBeNull()
    await expect(view.getByLabelText('Amount')).toHaveValue('100')
  },
}

/** The provider's window is open: the view waits for the purchase, with the link again. */
export const WindowOpen: Story = {
  parameters: buyScene({ providerWindow: 'stays' }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await userEvent.click(view.getByRole('button', { name: 'Buy with Coinbase' }))
    await expect(await view.findByText(/Finish your purchase in the Coinbase window/)).toBeInTheDocument()
    await expect(view.getByRole('link', { name: 'Open Coinbase again' })).toBeInTheDocument()
  },
}

/**
 * The provider delivered what was quoted while its window was open: Buy says what arrived in
 * the account, and Done is the way on (no provider link any more).
 */
export const Delivered: Story = {
  parameters: buyScene({ providerWindow: 'stays' }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'OnRamp')
    const view = await quoted()
    const { value: amount, currency: symbol } = scene.store.getState().portico.onramp!.quote.value!.purchaseAmount
    await userEvent.click(view.getByRole('button', { name: 'Buy with Coinbase' }))
    await expect(await view.findByText(/Finish your purchase in the Coinbase window/)).toBeInTheDocument()
    await expect(symbol).toBe('ETH')
    await providerDelivers({ account: fixtures.account, network: 'eip155:1', amount, symbol })
    // Section 9's balance format (3 decimals), with the success mark.
    await expect(await view.findByText(`${formatBalance(amount)} ETH arrived in your account.`)).toBeVisible()
    await expect(view.getByRole('button', { name: 'Done' })).toBeInTheDocument()
    await expect(view.queryByRole('link', { name: 'Open Coinbase again' })).not.toBeInTheDocument()
    await expect(view.queryByText(/Finish your purchase/)).not.toBeInTheDocument()
    await animationsDone()
  },
}

export const DeliveredPhone: Story = { ...Delivered, globals: phoneWidth }

/** The Meld-type provider's window closed: the view says where a late purchase will show. */
export const MeldWindowClosed: Story = {
  parameters: buyScene({ providerWindow: 'closed' }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await quoted()
    await userEvent.click(view.getByRole('option', { name: /Meld\.io/ }))
    await userEvent.click(view.getByRole('button', { name: 'Buy with Meld.io' }))
    await expect(await view.findByText(/The Meld\.io window closed/)).toBeInTheDocument()
  },
}

/** The quote on its way (held 30 s): the form says so, and Buy waits for it. */
export const QuoteLoading: Story = {
  parameters: buyScene({ faults: { 'blockchain.onrampQuote': { kind: 'slow', ms: 30_000 } } }),
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await buyView()
    await expect(await view.findByText('Getting a quote…')).toBeInTheDocument()
    await expect(view.queryByText('Total')).not.toBeInTheDocument()
  },
}

/** Light theme. */
export const Light: Story = { ...Quoted, parameters: buyScene({ themeMode: 'light' }) }
