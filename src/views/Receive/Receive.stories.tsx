// Receive: the connected address as text and as a QR code, copied with one press, and the
// networks it receives on. Connected the real way, by a demo wallet that approves.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { portico } from '../../../.storybook/portico'
import { connectWallet, openModal } from '../../../.storybook/scenes'
import { coveredBy } from '../../../.storybook/covered'
import { inView, openedOn, snackbarShown, viewShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { pushed } from '../../features/modal/routerSlice'
import { Receive } from './Receive'
import { phoneWidth } from '../../../.storybook/viewports'

// anvil's first account, the demo wallet's default.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const meta = {
  title: 'Views/Receive',
  component: Receive,
  render: () => <></>,
  parameters: portico({
    wallets: [storyWallets.metaMask],
    setup: async (store, scene) => {
      await connectWallet(store, scene, storyWallets.metaMask.name)
      store.dispatch(openRequested())
      store.dispatch(pushed({ view: 'Receive' }))
    },
  }),
} satisfies Meta

export default meta
type Story = StoryObj

export const Connected: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Receive')
    await expect(modal.getByRole('dialog', { name: 'Receive' })).toBeInTheDocument()
    const view = await inView('Receive')
    await expect(view.getByText(address)).toBeInTheDocument()
    const qr = view.getByRole('img', { name: `QR code of the address ${address}` })
    await expect(qr.tagName.toLowerCase()).toBe('svg')
    const networks = view.getByRole('list', { name: 'Receive on these networks' })
    // Each network by its picture, named (the network's own image, or its initial).
    const items = within(networks).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    for (const [i, name] of ['Ethereum', 'Polygon', 'Base'].entries())
      await expect(within(items[i]!).getByRole('img')).toHaveAccessibleName(name)
    await expect(view.getByRole('button', { name: 'Copy address' })).toBeInTheDocument()
  },
}

/** Copy address: the clipboard gets the address, a snackbar says so, over none of the view (its network warning included). */
export const CopyAddress: Story = {
  play: async (context) => {
    await openedOn(context, 'Receive')
    // The story's own clipboard: a headless browser may refuse the real one.
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    try {
      await userEvent.click((await inView('Receive')).getByRole('button', { name: 'Copy address' }))
      const modal = await viewShown('Receive')
      await expect(await modal.findByText('Address copied')).toBeInTheDocument()
      await expect(coveredBy(await snackbarShown())).toEqual([])
      await expect(modal.getByText('Send only assets of these networks to this address.')).toBeVisible()
      await expect(written).toEqual([address])
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard
    }
  },
}

export const Light: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Connected.play,
}

export const CopyAddressMobileWidth: Story = {
  ...CopyAddress,
  globals: phoneWidth,
}

export const MobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'Receive')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await expect((await inView('Receive')).getByText(address).getBoundingClientRect().right).toBeLessThanOrEqual(360)
  },
}

/** Asked for while no wallet is connected: nothing to show but the way to connect. */
export const NotConnected: Story = {
  parameters: portico({ wallets: [], setup: openModal('Receive') }),
  play: async (context) => {
    await openedOn(context, 'Receive')
    await expect((await inView('Receive')).getByText('Connect a wallet to receive.')).toBeInTheDocument()
  },
}
