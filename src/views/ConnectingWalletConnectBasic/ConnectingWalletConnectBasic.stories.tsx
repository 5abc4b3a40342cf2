// ConnectingWalletConnectBasic: the opening rule's basic WalletConnect mode (the host drives
// WalletConnect, or there is no adapter). The pairing flow runs for real against a scripted
// WalletConnect connector (parameters `portico.walletConnect`).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico } from '../../../.storybook/portico'
import { openModal } from '../../../.storybook/scenes'
import { imagesSettled, inView, modalRoot, openedOn, typeInto, viewShown } from '../../../.storybook/shadow'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/ConnectingWalletConnectBasic',
  component: ConnectingWalletConnectBasic,
  render: () => <></>,
  parameters: portico({ config: { manualWalletConnect: true }, walletConnect: { script: 'wait' }, setup: openModal() }),
} satisfies Meta

export default meta
type Story = StoryObj

const view = () => inView('ConnectingWalletConnectBasic')

/** Desktop: the modal opens on one QR code for any wallet, with its link to copy. */
export const Desktop: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'ConnectingWalletConnectBasic')
    await expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    await expect(
      await (await view()).findByRole('img', { name: 'QR code to connect with WalletConnect' }),
    ).toBeInTheDocument()
  },
}

export const DesktopLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Desktop.play,
}

export const Loading: Story = {
  parameters: portico({ walletConnect: { script: 'wait', uriDelayMs: 60_000 } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnectBasic')
    await expect((await view()).getByRole('status')).toHaveTextContent('Preparing the connection…')
  },
}

export const Declined: Story = {
  parameters: portico({ walletConnect: { script: 'decline' } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnectBasic')
    const screen = await view()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connection declined'))
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: portico({ walletConnect: { script: 'fail', failMessage: 'Sign Client not initialized' } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnectBasic')
    const screen = await view()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sign Client not initialized'))
  },
}

/** Try again after a failure starts a new pairing. */
export const RetryAfterFailure: Story = {
  parameters: portico({ walletConnect: { script: ['fail', 'wait'] } }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingWalletConnectBasic')
    const screen = await view()
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await screen.findByRole('img', { name: /^QR code/ })
    await expect(scene.walletConnect?.pairings).toBe(2)
  },
}

/** The wallet approves: connected, the modal closes. */
export const ApprovedClosesTheModal: Story = {
  // The wallet approves once the view is seen (after a delay, a busy machine's story could look
  // for the modal after it had closed).
  parameters: portico({ walletConnect: { script: 'wait' } }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingWalletConnectBasic')
    // Its pairing handed out (the QR code's URI), the wallet answers.
    await waitFor(() => expect(scene.walletConnect!.uris.length).toBeGreaterThan(0))
    scene.walletConnect!.approve()
    await waitFor(() => expect(modalRoot()).toBeUndefined())
    await expect(scene.store.getState().portico.account.eip155?.status).toBe('connected')
  },
}

/**
 * Mobile: basic mode opens All Wallets instead; a directory wallet picked there pairs on
 * ConnectingWalletConnect with its own link.
 */
export const MobileOpensAllWallets: Story = {
  globals: phoneWidth,
  parameters: portico({ environment: { isMobile: true } }),
  play: async (context) => {
    const { modal, scene } = await openedOn(context, 'AllWallets')
    await typeInto(modal.getByRole('searchbox', { name: 'Search wallets' }), 'Rainbow')
    // The search's own list (after its 300 ms wait), not the first page's Rainbow, which the
    // results replace under a click that comes before them.
    await waitFor(() => {
      const names = modal.getAllByRole('gridcell').map((cell) => cell.textContent)
      return expect(names.length > 0 && names.every((name) => name?.includes('Rainbow'))).toBe(true)
    })
    await userEvent.click(modal.getByRole('button', { name: 'Rainbow' }))
    const next = await viewShown('ConnectingWalletConnect')
    await expect(scene.store.getState().portico.router.history.at(-1)?.data).toEqual({
      walletId: fixtures.walletIds.rainbow,
    })
    const open = await next.findByRole('link', { name: 'Open in Rainbow' })
    // A phone takes the wallet's universal link (its directory entry's link_mode) over its scheme.
    await expect(open.getAttribute('href')).toMatch(/^https:\/\/rnbwapp\.com\/wc\?uri=wc%3A/)
    await imagesSettled()
  },
}
