// ConnectingExternal: a browser wallet is asked to connect. The wallets are demo EIP-6963
// wallets on the story's page; whether they approve, decline or fail is the wallet's answer.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { portico } from '../../../.storybook/portico'
import { pickWallet } from '../../../.storybook/scenes'
import { imagesSettled, inModal, inView, modalRoot, openedOn } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { connectRequested } from '../../features/connection/actions'
import { openRequested } from '../../features/modal/actions'
import { ConnectingExternal } from './ConnectingExternal'
import { phoneWidth } from '../../../.storybook/viewports'

const metaMask = storyWallets.metaMask.name

const meta = {
  title: 'Views/ConnectingExternal',
  component: ConnectingExternal,
  render: () => <></>,
  parameters: portico({
    wallets: [{ ...storyWallets.metaMask, mode: 'manual' }],
    setup: (store, scene) => pickWallet(store, scene, metaMask),
  }),
} satisfies Meta

export default meta
type Story = StoryObj

/** The wallet holds the request: the visitor is told where to continue. */
export const Waiting: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'ConnectingExternal')
    await expect(modal.getByRole('dialog', { name: 'Connecting' })).toBeInTheDocument()
    const view = await inView('ConnectingExternal')
    await expect(view.getByRole('status')).toHaveTextContent('Continue in MetaMask')
    await expect(view.getByText('Accept the connection request in the wallet.')).toBeInTheDocument()
    await expect(view.getByRole('img', { name: metaMask })).toBeInTheDocument()
    await expect(view.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    await imagesSettled()
  },
}

export const WaitingLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Waiting.play,
}

export const WaitingMobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'ConnectingExternal')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await expect((await inView('ConnectingExternal')).getByRole('status')).toHaveTextContent('Continue in MetaMask')
  },
}

/** Declined in the wallet: the title says so (no longer "Connecting"), and the way to try again. */
export const Declined: Story = {
  parameters: portico({ wallets: [{ ...storyWallets.metaMask, mode: 'reject' }] }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'ConnectingExternal')
    const view = await inView('ConnectingExternal')
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Connection declined'))
    await expect(modal.getByRole('dialog', { name: 'Connection declined' })).toBeInTheDocument()
    await expect(modal.getByRole('heading', { name: 'Connection declined' })).toBeVisible()
    await expect(view.getByText('The connection was declined in the wallet.')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const DeclinedLight: Story = {
  parameters: portico({ themeMode: 'light', wallets: [{ ...storyWallets.metaMask, mode: 'reject' }] }),
  play: Declined.play,
}

export const DeclinedMobileWidth: Story = {
  ...Declined,
  globals: phoneWidth,
}

export const Failed: Story = {
  parameters: portico({
    wallets: [
      {
        ...storyWallets.metaMask,
        failConnect: { code: -32002, message: 'Request of type wallet_requestPermissions already pending' },
      },
    ],
  }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'ConnectingExternal')
    const view = await inView('ConnectingExternal')
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Connection failed'))
    await expect(modal.getByRole('dialog', { name: 'Connection failed' })).toBeInTheDocument()
    // The wallet's own reason is shown.
    await expect(view.getByRole('status')).toHaveTextContent(
      'Request of type wallet_requestPermissions already pending',
    )
    await expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const FailedLight: Story = {
  parameters: portico({
    themeMode: 'light',
    wallets: [{ ...storyWallets.metaMask, failConnect: { code: -32603, message: 'Internal JSON-RPC error.' } }],
  }),
  play: async (context) => {
    await openedOn(context, 'ConnectingExternal')
    const view = await inView('ConnectingExternal')
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Connection failedInternal JSON-RPC error.'))
  },
}

/** The connector left the page (or never was): "Adapter not found", and the wallet is named generically. */
export const FailedWalletNotOnThePage: Story = {
  parameters: portico({
    wallets: [],
    setup: (store) => {
      store.dispatch(openRequested({ view: 'ConnectingExternal', data: { connectorId: 'announced:com.gone.wallet' } }))
      store.dispatch(connectRequested({ connectorId: 'announced:com.gone.wallet' }))
    },
  }),
  play: async (context) => {
    await openedOn(context, 'ConnectingExternal')
    const view = await inView('ConnectingExternal')
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Connection failed'))
    await expect(view.getByRole('status')).toHaveTextContent('Adapter not found')
  },
}

/** Declined in the wallet, tried again, approved: the modal closes, connected. */
export const RetryAfterDeclineThenApproved: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingExternal')
    const wallet = scene.wallet(metaMask)
    wallet.demo.reject((await wallet.nextPending()).id)
    const view = await inView('ConnectingExternal')
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Connection declined'))
    await userEvent.click(view.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Continue in MetaMask'))
    // Asking again: the title is "Connecting" again.
    await expect((await inModal()).getByRole('dialog', { name: 'Connecting' })).toBeInTheDocument()
    wallet.demo.approve((await wallet.nextPending()).id)
    await waitFor(() => expect(modalRoot()).toBeUndefined())
    await expect(scene.store.getState().portico.account.eip155?.status).toBe('connected')
  },
}
