// The host page's connect button: opens the modal, says when a connection is under way.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { portico } from '../../.storybook/portico'
import { announcedId } from '../../.storybook/scenes'
import { openedOn, viewShown } from '../../.storybook/shadow'
import { storyWallets } from '../../.storybook/wallets'
import { connectRequested } from '../store/flows/actions'
import { ConnectButton } from './ConnectButton'

const meta = {
  title: 'Host buttons/ConnectButton',
  component: ConnectButton,
  render: () => <ConnectButton />,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ConnectButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    await openedOnPage(loaded)
    const button = within(canvasElement).getByRole('button', { name: 'Connect Wallet' })
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
    setup: (store) => void store.dispatch(connectRequested({ connectorId: announcedId(storyWallets.metaMask.rdns) })),
  }),
  play: async ({ canvasElement, loaded }) => {
    await openedOnPage(loaded)
    const button = await within(canvasElement).findByRole('button', { name: 'Connecting…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Clicking while a wallet is asked opens the modal on the attempt, not on a fresh Connect. */
export const ConnectingThenOpened: Story = {
  ...Connecting,
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'Connecting…' }))
    await waitFor(() => viewShown('Connect'))
  },
}

async function openedOnPage(loaded: Record<string, unknown>) {
  await (loaded.portico as { ready: Promise<void> }).ready
}
