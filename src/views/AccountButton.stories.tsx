// The host page's account button: the connected address (opens Account), or the connect button.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { portico, sceneOf } from '../../.storybook/portico'
import { connectWallet } from '../../.storybook/scenes'
import { openedOn } from '../../.storybook/shadow'
import { storyWallets } from '../../.storybook/wallets'
import { AccountButton } from './AccountButton'

const meta = {
  title: 'Host buttons/AccountButton',
  component: AccountButton,
  render: () => <AccountButton />,
  parameters: {
    layout: 'centered',
    ...portico({
      wallets: [storyWallets.metaMask],
      setup: (store, scene) => connectWallet(store, scene, storyWallets.metaMask.name),
    }),
  },
} satisfies Meta

export default meta
type Story = StoryObj

export const Connected: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await expect(
      await within(context.canvasElement).findByRole('button', { name: /^Account 0xf39F…2266/ }),
    ).toHaveTextContent('0xf39F…2266')
  },
}

/** The native balance, 3 decimals truncated, is in the text and in the accessible name alike. */
export const ShowsBalance: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    // The balance arrives after connecting (the balance flow); a busy machine may take seconds.
    const button = await within(context.canvasElement).findByRole(
      'button',
      { name: 'Account 0xf39F…2266 0.000 ETH' },
      { timeout: 10_000 },
    )
    await expect(button).toHaveTextContent('0xf39F…2266 0.000 ETH')
  },
}

export const ConnectedLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Connected.play,
}

export const Disconnected: Story = {
  parameters: portico({ wallets: [], setup: () => {} }),
  play: async (context) => {
    await sceneOf(context).ready
    await expect(within(context.canvasElement).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  },
}

export const OpensAccount: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: /^Account / }))
    await openedOn(context, 'Account')
  },
}
