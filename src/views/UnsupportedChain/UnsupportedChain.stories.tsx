// UnsupportedChain: the wallet connected on a network the app does not configure. Reached the
// real way: a demo wallet on BNB Smart Chain (56) connects to an app of Ethereum, Polygon, Base.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { portico, sceneOf } from '../../../.storybook/portico'
import { connectWallet } from '../../../.storybook/scenes'
import type { ApprovalMode } from '../../../mocks/wallets'
import { coveredBy } from '../../../.storybook/covered'
import { inView, modalRoot, openedOn, snackbarShown, viewShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { mainnet } from '../../networks'
import { openRequested } from '../../features/modal/actions'
import { UnsupportedChain } from './UnsupportedChain'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/UnsupportedChain',
  component: UnsupportedChain,
  render: () => <></>,
  parameters: portico({
    wallets: [{ ...storyWallets.metaMask, chainId: 56 }],
    setup: async (store, scene) => {
      store.dispatch(openRequested())
      await connectWallet(store, scene, storyWallets.metaMask.name)
    },
  }),
} satisfies Meta

export default meta
type Story = StoryObj

export const WalletOnUnsupportedNetwork: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'UnsupportedChain')
    await expect(modal.getByRole('dialog', { name: 'Switch Network' })).toBeInTheDocument()
    const view = await inView('UnsupportedChain')
    await expect(view.getByText(/does not support/)).toBeInTheDocument()
    const list = view.getByRole('list', { name: 'Networks' })
    await expect(list.querySelectorAll('li')).toHaveLength(3)
    // The wallet's network is none of them: nothing is marked current.
    await expect(list.querySelector('[aria-current]')).toBeNull()
    await expect(view.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument()
  },
}

export const Light: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: WalletOnUnsupportedNetwork.play,
}

export const MobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'UnsupportedChain')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
  },
}

/**
 * Connected on BNB Smart Chain by a wallet that knows no other network: switching asks it to add
 * one, which its user answers as `mode` says.
 */
const switchAnsweredBy = (mode: ApprovalMode) =>
  portico({
    wallets: [{ ...storyWallets.metaMask, chainId: 56, knownChains: [] }],
    setup: async (store, scene) => {
      store.dispatch(openRequested())
      await connectWallet(store, scene, storyWallets.metaMask.name)
      scene.wallet(storyWallets.metaMask.name).demo.setMode(mode)
    },
  })

/** The wallet asks its user to switch: the view says where to continue, and Disconnect stays in reach. */
export const Switching: Story = {
  parameters: switchAnsweredBy('manual'),
  play: async (context) => {
    const { scene } = await openedOn(context, 'UnsupportedChain')
    const view = await inView('UnsupportedChain')
    await userEvent.click(view.getByRole('button', { name: 'Ethereum' }))
    // Said in the live region that was there before the switch began (announced, not only drawn).
    const said = await view.findByText('Continue in MetaMask')
    await expect(said.closest('[role="status"]')).toHaveTextContent('Accept the switch to Ethereum in the wallet.')
    await expect(view.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
    await expect((await scene.wallet(storyWallets.metaMask.name).nextPending()).method).toBe('wallet_addEthereumChain')
  },
}

export const SwitchingMobileWidth: Story = {
  ...Switching,
  globals: phoneWidth,
}

/** Declined in the wallet: still on UnsupportedChain, a snackbar says so and covers none of its buttons. */
export const SwitchDeclined: Story = {
  parameters: switchAnsweredBy('reject'),
  play: async (context) => {
    const { scene } = await openedOn(context, 'UnsupportedChain')
    await userEvent.click((await inView('UnsupportedChain')).getByRole('button', { name: 'Ethereum' }))
    // The token balance on a network Portico does not know may fail first and say so.
    const snackbar = await waitFor(async () => {
      const shown = await snackbarShown()
      await expect(shown).toHaveTextContent('Network switch declined')
      return shown
    })
    await expect(coveredBy(snackbar)).toEqual([])
    const view = await inView('UnsupportedChain')
    await expect(view.queryByText('Continue in MetaMask')).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
    await expect(scene.store.getState().portico.account.eip155?.caipAddress).toMatch(/^eip155:56:/)
  },
}

export const SwitchDeclinedMobileWidth: Story = {
  ...SwitchDeclined,
  globals: phoneWidth,
}

/** Switching to a configured network closes the modal (UnsupportedChain is in the history). */
export const SwitchingClosesTheModal: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'UnsupportedChain')
    await userEvent.click((await inView('UnsupportedChain')).getByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(modalRoot()).toBeUndefined())
    await expect(scene.store.getState().portico.chain.activeCaipNetworkId).toBe(mainnet.caipNetworkId)
  },
}

export const DisconnectReturnsToConnect: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'UnsupportedChain')
    await userEvent.click((await inView('UnsupportedChain')).getByRole('button', { name: 'Disconnect' }))
    await viewShown('Connect')
    await expect(scene.store.getState().portico.account.eip155?.status).toBe('disconnected')
  },
}

/**
 * A host that allows unsupported networks: the wallet stays connected on BNB Smart Chain, no
 * UnsupportedChain, and the modal closes as after any successful connection.
 */
export const AllowedByTheHost: Story = {
  parameters: portico({ config: { allowUnsupportedChain: true } }),
  play: async (context) => {
    const scene = sceneOf(context)
    await scene.ready
    await expect(scene.store.getState().portico.account.eip155?.caipAddress).toMatch(/^eip155:56:/)
    await waitFor(() => expect(modalRoot()).toBeUndefined())
  },
}
