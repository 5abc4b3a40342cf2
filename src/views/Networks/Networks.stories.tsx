// Networks: the configured networks, the active one marked; choosing one switches to it
// (through the connected wallet when there is one).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { portico } from '../../../.storybook/portico'
import { http, HttpResponse } from 'msw'
import {
  brokenImages,
  connectByWalletConnect,
  connectWallet,
  loadedPicture,
  openModal,
} from '../../../.storybook/scenes'
import { imagesSettled, inView, modalRoot, openedOn, snackbarShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { anvil, arbitrum, base, bitcoin, mainnet, optimism, polygon, solana } from '../../networks'
import { openRequested } from '../../features/modal/actions'
import { networkImageId } from '../components/networkImageIds'
import { Networks } from './Networks'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/Networks',
  component: Networks,
  render: () => <></>,
  parameters: portico({ setup: openModal('Networks') }),
} satisfies Meta

export default meta
type Story = StoryObj

/** The network marked as the current one (aria-current). */
async function activeNetwork() {
  const list = (await inView('Networks')).getByRole('list', { name: 'Networks' })
  return list.querySelector('[aria-current="true"]')
}

export const ActiveNetwork: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Networks')
    await expect(modal.getByRole('dialog', { name: 'Choose Network' })).toBeInTheDocument()
    const view = await inView('Networks')
    await expect(view.getAllByRole('listitem')).toHaveLength(3)
    await expect(await activeNetwork()).toHaveAccessibleName('Ethereum')
    await imagesSettled()
  },
}

export const ActiveNetworkLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: ActiveNetwork.play,
}

export const ActiveNetworkMobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'Networks')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await expect(await activeNetwork()).toHaveAccessibleName('Ethereum')
  },
}

/**
 * The well-known networks show their own pictures (the image endpoint's ids of their chains, served
 * by the mocks); a network without one, its initial.
 */
export const WellKnownNetworkPictures: Story = {
  parameters: portico({
    config: { networks: [mainnet, optimism, polygon, base, arbitrum, solana, bitcoin, anvil()] },
  }),
  play: async (context) => {
    await openedOn(context, 'Networks')
    const view = await inView('Networks')
    for (const network of [mainnet, optimism, polygon, base, arbitrum, solana, bitcoin])
      await expect(await loadedPicture(view, network.name)).toHaveAttribute(
        'src',
        expect.stringContaining(`/public/getAssetImage/${networkImageId(network)}`),
      )
    await expect(view.getByRole('img', { name: 'Anvil' })).toHaveTextContent('A')
    await expect(brokenImages(modalRoot()!)).toEqual([])
  },
}

export const WellKnownNetworkPicturesMobileWidth: Story = {
  ...WellKnownNetworkPictures,
  globals: phoneWidth,
}

const missingNetworkImage = 'https://images.host.example/missing-network.png'

/** A host's own picture wins over the network's image id; one that 404s leaves the initial, never a broken image. */
export const HostPictureThatFails: Story = {
  parameters: {
    ...portico({
      config: { networks: [{ ...mainnet, assets: { ...mainnet.assets, imageUrl: missingNetworkImage } }, polygon] },
    }),
    msw: [http.get(missingNetworkImage, () => new HttpResponse(null, { status: 404 }))],
  },
  play: async (context) => {
    await openedOn(context, 'Networks')
    const view = await inView('Networks')
    await waitFor(() => expect(view.getByRole('img', { name: 'Ethereum' })).toHaveTextContent('E'))
    await loadedPicture(view, 'Polygon')
    await expect(brokenImages(modalRoot()!)).toEqual([])
  },
}

export const DefaultNetworkPolygon: Story = {
  parameters: portico({ config: { defaultNetwork: polygon.caipNetworkId } }),
  play: async (context) => {
    await openedOn(context, 'Networks')
    await expect(await activeNetwork()).toHaveAccessibleName('Polygon')
  },
}

export const WithTestnet: Story = {
  parameters: portico({ config: { networks: [mainnet, base, anvil()] } }),
  play: async (context) => {
    await openedOn(context, 'Networks')
    const view = await inView('Networks')
    await expect(view.getByRole('button', { name: /Anvil/ })).toHaveTextContent('Testnet')
  },
}

/** Disconnected, a switch only picks the network the next connection starts on. */
export const SwitchWhileDisconnected: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Networks')
    await userEvent.click((await inView('Networks')).getByRole('button', { name: 'Polygon' }))
    await waitFor(() => expect(scene.store.getState().portico.chain.activeCaipNetworkId).toBe(polygon.caipNetworkId))
    // Networks was opened on its own: after the switch there is nothing to go back to.
    await waitFor(() => expect(modalRoot()).toBeUndefined())
  },
}

/** Connected: the wallet itself switches; the account and the list follow it. */
export const SwitchWithConnectedWallet: Story = {
  parameters: portico({
    wallets: [storyWallets.metaMask],
    setup: async (store, scene) => {
      await connectWallet(store, scene, storyWallets.metaMask.name)
      store.dispatch(openRequested({ view: 'Networks' }))
    },
  }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Networks')
    await userEvent.click((await inView('Networks')).getByRole('button', { name: 'Base' }))
    await waitFor(() => expect(scene.store.getState().portico.account.eip155?.caipAddress).toMatch(/^eip155:8453:/))
    await expect(scene.store.getState().portico.chain.activeCaipNetworkId).toBe(base.caipNetworkId)
    await waitFor(() => expect(modalRoot()).toBeUndefined())
  },
}

/**
 * An EVM wallet connected, the visitor picks Solana (section 4, another namespace): the EVM
 * wallet cannot use it and stays connected; Connect asks for a wallet that can, and says why.
 */
export const SwitchToAnotherNamespace: Story = {
  parameters: portico({
    config: { networks: [mainnet, solana] },
    wallets: [storyWallets.metaMask],
    solanaWallets: [{}],
    setup: async (store, scene) => {
      await connectWallet(store, scene, storyWallets.metaMask.name)
      store.dispatch(openRequested({ view: 'Networks' }))
    },
  }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Networks')
    const connected = scene.store.getState().portico.account.eip155?.caipAddress
    await userEvent.click((await inView('Networks')).getByRole('button', { name: 'Solana' }))
    const view = await inView('Connect')
    await expect(view.getByText(/To use Solana, connect a wallet that supports it/)).toBeInTheDocument()
    const installed = await view.findByRole('list', { name: 'Installed wallets' })
    await waitFor(() => expect(installed.querySelectorAll('li')).toHaveLength(1))
    await expect(within(installed).getByText('Portico Solana Demo')).toBeInTheDocument()
    await expect(scene.store.getState().portico.account.eip155).toMatchObject({
      status: 'connected',
      caipAddress: connected,
    })
    await expect(scene.store.getState().portico.chain.activeCaipNetworkId).toBe(mainnet.caipNetworkId)
    await imagesSettled()
    // Nor is the EVM wallet offered again, as the page's or as the directory's.
    await expect(view.queryByText('MetaMask')).not.toBeInTheDocument()
  },
}

/** The wallet does not know the network and the visitor refuses to add it: an error snackbar. */
export const SwitchDeclinedInWallet: Story = {
  parameters: portico({
    wallets: [{ ...storyWallets.metaMask, mode: 'reject', knownChains: [] }],
    setup: async (store, scene) => {
      // Connecting asks no consent the wallet's mode refuses: the site already has permission.
      scene.wallet(storyWallets.metaMask.name).demo.setMode('approve')
      await connectWallet(store, scene, storyWallets.metaMask.name)
      scene.wallet(storyWallets.metaMask.name).demo.setMode('reject')
      store.dispatch(openRequested({ view: 'Networks' }))
    },
  }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Networks')
    await userEvent.click((await inView('Networks')).getByRole('button', { name: 'Polygon' }))
    const snackbar = await snackbarShown()
    await expect(snackbar).toHaveAttribute('data-variant', 'error')
    // A sentence for the visitor, not a message key.
    await expect(snackbar.textContent).not.toMatch(/snackbar\./)
    await expect(scene.store.getState().portico.chain.activeCaipNetworkId).toBe(mainnet.caipNetworkId)
  },
}

/** Connected through a WalletConnect session that approved Ethereum only: the others say so. */
export const OutsideTheWalletConnectSession: Story = {
  parameters: portico({
    walletConnect: { script: 'approve' },
    setup: async (store) => {
      await connectByWalletConnect(store)
      store.dispatch(openRequested({ view: 'Networks' }))
    },
  }),
  play: async (context) => {
    await openedOn(context, 'Networks')
    const view = await inView('Networks')
    await expect(view.getAllByText('Not in wallet session')).toHaveLength(2)
    await expect(await activeNetwork()).toHaveAccessibleName('Ethereum')
    await imagesSettled()
  },
}

/** The host turned network switching off: the list shows the network and says why it cannot change. */
export const SwitchingTurnedOff: Story = {
  parameters: portico({ config: { enableNetworkSwitch: false }, setup: openModal('Networks') }),
  play: async (context) => {
    await openedOn(context, 'Networks')
    const view = await inView('Networks')
    await expect(view.getByText(/switching is turned off/)).toBeInTheDocument()
    for (const button of view.getAllByRole('button')) await expect(button).toBeDisabled()
    await imagesSettled()
  },
}
