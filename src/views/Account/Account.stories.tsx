// Account: who is connected, on which network, and the way out. Connected the real way, by a
// demo wallet that approves.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { portico } from '../../../.storybook/portico'
import { connectWallet, openModal } from '../../../.storybook/scenes'
import { inView, openedOn, viewShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../store/flows/actions'
import { Account } from './Account'

const meta = {
  title: 'Views/Account',
  component: Account,
  render: () => <></>,
  parameters: portico({
    wallets: [storyWallets.metaMask],
    setup: async (store, scene) => {
      await connectWallet(store, scene, storyWallets.metaMask.name)
      // Connected, the opening rule shows Account.
      store.dispatch(openRequested())
    },
  }),
} satisfies Meta

export default meta
type Story = StoryObj

// anvil's first account, the demo wallet's default.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const Connected: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Account')
    await expect(modal.getByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    const view = await inView('Account')
    const shown = view.getByTitle(address)
    await expect(shown).toHaveTextContent('0xf39F…2266')
    await expect(view.getByText('Ethereum')).toBeInTheDocument()
    await expect(view.getByText('Tokens, NFTs and activity are coming soon.')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument()
  },
}

export const ConnectedLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Connected.play,
}

export const ConnectedMobileWidth: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    const { modal } = await openedOn(context, 'Account')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
  },
}

export const ConnectedOnPolygon: Story = {
  parameters: portico({ wallets: [{ ...storyWallets.metaMask, chainId: 137 }] }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect((await inView('Account')).getByText('Polygon')).toBeInTheDocument()
  },
}

export const DisconnectReturnsToConnect: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Account')
    await userEvent.click((await inView('Account')).getByRole('button', { name: 'Disconnect' }))
    await viewShown('Connect')
    await expect(scene.store.getState().portico.account.eip155?.status).toBe('disconnected')
  },
}

/** Asked for explicitly while no wallet is connected. */
export const NotConnected: Story = {
  parameters: portico({ wallets: [], setup: openModal('Account') }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await inView('Account')
    await expect(view.getByText('Not connected')).toBeInTheDocument()
    await expect(view.getByText('Ethereum')).toBeInTheDocument()
  },
}
