// The host page's connect button: opens the modal, says when a connection is under way, and
// once connected shows the account (the account button's face) and opens Account.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { portico, sceneOf } from '../../.storybook/portico'
import { announcedId, connectWallet, walletListed } from '../../.storybook/scenes'
import { openedOn, viewShown } from '../../.storybook/shadow'
import { storyWallets } from '../../.storybook/wallets'
import { connectRequested } from '../features/connection/actions'
import { ConnectButton } from './ConnectButton'

const meta = {
  title: 'Host buttons/ConnectButton',
  component: ConnectButton,
  render: () => <ConnectButton />,
  parameters: { layout: 'centered' },
} satisfies Meta

export default meta
type Story = StoryObj

export const Default: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    const button = within(context.canvasElement).getByRole('button', { name: 'Connect Wallet' })
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}

export const Light: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Default.play,
}

export const OpensTheModal: Story = {
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'Connect Wallet' }))
    await openedOn(context, 'Connect')
  },
}

/** A wallet is asked and has not answered yet. */
export const Connecting: Story = {
  parameters: portico({
    wallets: [{ ...storyWallets.metaMask, mode: 'manual' }],
    setup: async (store, scene) => {
      await walletListed(store, scene, storyWallets.metaMask.name)
      store.dispatch(connectRequested({ connectorId: announcedId(storyWallets.metaMask.rdns) }))
    },
  }),
  play: async (context) => {
    await sceneOf(context).ready
    const button = await within(context.canvasElement).findByRole('button', { name: 'Connecting…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Clicking while a wallet is asked: the opening rule shows Connect; the wallet keeps its request. */
export const ConnectingThenOpened: Story = {
  ...Connecting,
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'Connecting…' }))
    await viewShown('Connect')
    await expect(sceneOf(context).store.getState().portico.connectors.attempt.status).toBe('connecting')
  },
}

/** A wallet connected: what AccountButton shows, the avatar, the short address and the balance. */
export const Connected: Story = {
  parameters: portico({
    wallets: [storyWallets.metaMask],
    setup: (store, scene) => connectWallet(store, scene, storyWallets.metaMask.name),
  }),
  play: async (context) => {
    await sceneOf(context).ready
    // The balance arrives after connecting (the balance flow); a busy machine may take seconds.
    const button = await within(context.canvasElement).findByRole('button', { name: 'Account 0xf39F…2266 0.000 ETH' })
    await expect(button).toHaveTextContent('0xf39F…2266 0.000 ETH')
    await expect(button.querySelector('[data-avatar]')).toBeInTheDocument()
  },
}

/** Connected, a click opens Account. */
export const ConnectedOpensAccount: Story = {
  ...Connected,
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: /^Account 0xf39F…2266/ }))
    await openedOn(context, 'Account')
  },
}
