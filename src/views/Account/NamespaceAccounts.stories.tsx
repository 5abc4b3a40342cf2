// Every namespace's accounts in the Account view (section 3's namespaces): a WalletConnect session spanning
// Ethereum, Solana and Bitcoin. On Bitcoin the account list offers its payment and ordinals
// addresses, the panel says balances are not shown there, and the features it does not serve are
// not offered; a one-account connection shows no list.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico } from '../../../.storybook/portico'
import { inView, openedOn } from '../../../.storybook/shadow'
import { connectByWalletConnect } from '../../../.storybook/scenes'
import { openRequested } from '../../features/modal/actions'
import { switchNetworkRequested } from '../../features/connection/actions'
import { bitcoin, mainnet, solana } from '../../networks'
import type { PorticoStore } from '../../composition/createPorticoStore'
import type { CaipNetworkId } from '../../contract'
import { shortAddress } from '../format'
import { Account } from './Account'
import { phoneWidth } from '../../../.storybook/viewports'

/** Connected through the scripted session, on `network`, with Account open. */
const sessionOn = (network: CaipNetworkId) => async (store: PorticoStore) => {
  await connectByWalletConnect(store, 'bip122')
  store.dispatch(switchNetworkRequested({ caipNetworkId: network }))
  await waitFor(() => expect(store.getState().portico.chain.activeCaipNetworkId).toBe(network))
  store.dispatch(openRequested({ view: 'Account' }))
}

const meta = {
  title: 'Views/Account/Namespaces',
  component: Account,
  render: () => <></>,
  parameters: portico({
    config: { networks: [mainnet, solana, bitcoin] },
    walletConnect: { script: 'approve', solana: true, bitcoin: true },
    setup: sessionOn(bitcoin.caipNetworkId),
  }),
} satisfies Meta

export default meta
type Story = StoryObj

const [payment, ordinals] = fixtures.bitcoinDemoAccounts
const accountInUse = async () => (await inView('Account')).getByRole('button', { name: /^Account in use / })

/** Bitcoin: its payment address in use, both addresses to choose from, each with its type. */
export const BitcoinAccounts: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const button = await accountInUse()
    await expect(button).toHaveAccessibleName(`Account in use ${shortAddress(payment!)} Payment`)
    await userEvent.click(button)
    const options = (await inView('Account')).getAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual([
      `${shortAddress(payment!)} Payment`,
      `${shortAddress(ordinals!)} Payment`,
    ])
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
  },
}

/** Choosing the ordinals address makes it the account in use. */
export const SwitchedToOrdinals: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Account')
    await userEvent.click(await accountInUse())
    await userEvent.click((await inView('Account')).getByRole('option', { name: new RegExp(shortAddress(ordinals!)) }))
    await waitFor(() => expect(scene.store.getState().portico.account.bip122?.address).toBe(ordinals))
    await expect(await accountInUse()).toHaveAccessibleName(`Account in use ${shortAddress(ordinals!)} Payment`)
  },
}

/** Section 9: no balances, sending or buying on Bitcoin: the panel says so, and only Receive is offered. */
export const BitcoinSaysWhatItDoesNotServe: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await inView('Account')
    await expect(await view.findByText('Balances are not shown on Bitcoin')).toBeInTheDocument()
    await expect(view.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument()
    await expect(view.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Receive' })).toBeInTheDocument()
  },
}

/** The same session on Solana: one account, so no list; Send is offered there. */
export const SolanaOneAccount: Story = {
  parameters: portico({ setup: sessionOn(solana.caipNetworkId) }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await inView('Account')
    await expect(view.queryByRole('button', { name: /^Account in use/ })).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  },
}

/** Bitcoin’s two addresses, on a phone. */
export const BitcoinAccountsMobileWidth: Story = {
  ...BitcoinAccounts,
  globals: phoneWidth,
}
