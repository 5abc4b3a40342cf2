// The Connect view: connect methods in their order, the wallet groups, the All Wallets entry.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fixtures, stateNames } from '../../../mocks/db'
import { portico, withFault } from '../../../.storybook/portico'
import { failureStories } from '../../../.storybook/failures'
import { loadedPicture, openModal } from '../../../.storybook/scenes'
import { imagesSettled, openedOn, typeInto, viewShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { mainnet, polygon, solana } from '../../networks'
import { Connect } from './Connect'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/Connect',
  component: Connect,
  render: () => <></>,
  parameters: portico({ setup: openModal() }),
} satisfies Meta

export default meta
type Story = StoryObj

/** Group lists by their accessible name, in the order shown. */
const groupNames = (modal: Awaited<ReturnType<typeof openedOn>>['modal']) =>
  modal.queryAllByRole('list').map((list) => list.getAttribute('aria-label'))

export const Default: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    // No browser wallet on the page: email, then socials, then wallets (section 2).
    const email = modal.getByRole('textbox', { name: 'Email' })
    const google = modal.getByRole('button', { name: 'Continue with Google' })
    await expect(email.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const recommended = await modal.findByRole('list', { name: 'Recommended wallets' })
    await waitFor(() => expect(recommended.querySelectorAll('li')).toHaveLength(4))
    await expect(await modal.findByRole('button', { name: /^All Wallets [\d,]+ wallets$/ })).toBeInTheDocument()
    await imagesSettled()
  },
}

export const Light: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Default.play,
}

export const MobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await modal.findByRole('list', { name: 'Recommended wallets' })
    await imagesSettled()
  },
}

export const InstalledWallets: Story = {
  parameters: portico({ wallets: [storyWallets.metaMask, storyWallets.rabby] }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    const installed = await modal.findByRole('list', { name: 'Installed wallets' })
    // Announcements arrive one by one (each checked as it comes): the list may show one first.
    await waitFor(() => expect(installed.querySelectorAll('li')).toHaveLength(2))
    await expect(modal.getAllByText('Installed')).toHaveLength(2)
    // A browser wallet is shown: wallets first, then email, then socials (section 2); in the
    // wallets, the default type order puts WalletConnect before the installed ones.
    await expect(groupNames(modal).slice(0, 2)).toEqual(['WalletConnect', 'Installed wallets'])
    const email = modal.getByRole('textbox', { name: 'Email' })
    await expect(installed.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // MetaMask is announced, so the directory's MetaMask is not listed a second time.
    await waitFor(() => expect(modal.getAllByRole('img', { name: 'MetaMask' })).toHaveLength(1))
    await imagesSettled()
  },
}

/** The demo Solana wallet, as the Wallet Standard registers it; its name is the demo's. */
const solanaWalletName = 'Portico Solana Demo'

/** With a Solana network configured, a Solana wallet on the page is listed beside the EIP-6963 one. */
export const SolanaWalletBesideEvmWallet: Story = {
  parameters: portico({
    config: { networks: [mainnet, solana] },
    wallets: [storyWallets.metaMask],
    solanaWallets: [{}],
  }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    const installed = await modal.findByRole('list', { name: 'Installed wallets' })
    await waitFor(() => expect(installed.querySelectorAll('li')).toHaveLength(2))
    await expect(within(installed).getByText('MetaMask')).toBeInTheDocument()
    await expect(within(installed).getByText(solanaWalletName)).toBeInTheDocument()
    await imagesSettled()
  },
}

/**
 * One extension speaking both namespaces (an EIP-6963 provider and a Wallet Standard wallet under
 * one name, as Phantom does): listed once, as a merged entry that connects both.
 */
export const WalletSpeakingBothNamespaces: Story = {
  parameters: portico({
    config: { networks: [mainnet, solana] },
    wallets: [storyWallets.metaMask],
    solanaWallets: [{ name: storyWallets.metaMask.name }],
  }),
  play: async (context) => {
    const { modal, scene } = await openedOn(context, 'Connect')
    const installed = await modal.findByRole('list', { name: 'Installed wallets' })
    await waitFor(() =>
      expect(scene.store.getState().portico.connectors.list.some((c) => c.type === 'MULTI_CHAIN')).toBe(true),
    )
    await waitFor(() => expect(installed.querySelectorAll('li')).toHaveLength(1))
    await expect(within(installed).getByText('MetaMask')).toBeInTheDocument()
    await imagesSettled()
  },
}

/** Only eip155 networks: Portico does not look for Solana wallets, so the one on the page is not listed. */
export const SolanaWalletWithoutSolanaNetwork: Story = {
  parameters: portico({
    config: { networks: [mainnet, polygon] },
    wallets: [storyWallets.metaMask],
    solanaWallets: [{}],
  }),
  play: async (context) => {
    const { modal, scene } = await openedOn(context, 'Connect')
    const installed = await modal.findByRole('list', { name: 'Installed wallets' })
    await waitFor(() => expect(within(installed).getByText('MetaMask')).toBeInTheDocument())
    await imagesSettled()
    await expect(installed.querySelectorAll('li')).toHaveLength(1)
    await expect(modal.queryByText(solanaWalletName)).not.toBeInTheDocument()
    await expect(scene.store.getState().portico.connectors.list.some((c) => c.chain === 'solana')).toBe(false)
  },
}

export const RecentWallets: Story = {
  parameters: portico({
    stored: {
      recentWallets: [
        // Paired from the directory: each remembered with its directory picture.
        { id: fixtures.walletIds.rainbow, name: 'Rainbow', imageId: 'rainbow-logo' },
        { id: fixtures.walletIds.zerion, name: 'Zerion', imageId: 'zerion-logo' },
      ],
    },
  }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    const recent = await modal.findByRole('list', { name: 'Recent wallets' })
    await expect(recent.querySelectorAll('li')).toHaveLength(2)
    await expect(modal.getAllByText('Recent')).toHaveLength(2)
    await imagesSettled()
    for (const name of ['Rainbow', 'Zerion'])
      await expect(await loadedPicture(within(recent), name)).toHaveAttribute(
        'src',
        expect.stringContaining(`/getWalletImage/${name.toLowerCase()}-logo`),
      )
  },
}

export const FeaturedWallets: Story = {
  parameters: portico({ config: { wallets: { featured: [fixtures.walletIds.safe, fixtures.walletIds.ledger] } } }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    const featured = await modal.findByRole('list', { name: 'Featured wallets' })
    await waitFor(() => expect(featured.querySelectorAll('li')).toHaveLength(2))
    await imagesSettled()
  },
}

export const ManyWallets: Story = {
  parameters: portico({ state: stateNames.manyWallets }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    const allWallets = await modal.findByRole('button', { name: /^All Wallets [\d,]+ wallets$/ })
    // Past two pages of search (100), and more than the default directory's 600.
    await expect(Number(allWallets.textContent?.replace(/\D/g, ''))).toBeGreaterThan(600)
    await imagesSettled()
  },
}

export const DirectoryLoading: Story = {
  parameters: withFault('directory.getWallets', { kind: 'slow', ms: 60_000 }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    // The wallets the page knows are there at once; the directory's arrive later.
    await expect(modal.queryByRole('list', { name: 'Recommended wallets' })).not.toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'All Wallets' })).toBeInTheDocument()
  },
}

export const DirectoryEmpty: Story = {
  parameters: withFault('directory.getWallets', { kind: 'empty' }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await expect(await modal.findByRole('button', { name: /All Wallets 0 wallets/ })).toBeInTheDocument()
    await expect(modal.queryByRole('list', { name: 'Recommended wallets' })).not.toBeInTheDocument()
  },
}

/** The directory failing never blocks connecting: the methods and All Wallets stay. */
const directoryDown = failureStories('directory.getWallets', async (context) => {
  const { modal } = await openedOn(context, 'Connect')
  await expect(modal.getByRole('textbox', { name: 'Email' })).toBeInTheDocument()
  await expect(modal.getByRole('button', { name: 'All Wallets' })).toBeInTheDocument()
  await expect(modal.queryByRole('list', { name: 'Recommended wallets' })).not.toBeInTheDocument()
})
export const DirectoryError503: Story = directoryDown.Error503
export const DirectoryError500: Story = directoryDown.Error500
export const DirectoryNetworkError: Story = directoryDown.NetworkError
export const DirectoryMalformed: Story = directoryDown.Malformed
export const DirectoryWrongShape: Story = directoryDown.WrongShape

export const WalletImagesFail: Story = {
  // Pictures are plain <img> on the call's URL: another project id makes URLs that earlier
  // stories did not leave in the browser's cache, so every one of them meets the fault.
  parameters: portico({
    config: { projectId: 'fa11ed0000000000000000000000000f' },
    faults: { 'directory.getWalletImage': { kind: 'status', status: 500 } },
  }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await modal.findByRole('list', { name: 'Recommended wallets' })
    // Every picture falls back to the wallet's initial; the name stays its accessible name.
    await imagesSettled()
    await expect(modal.getByRole('img', { name: 'MetaMask' })).toHaveTextContent('M')
  },
}

/** WalletConnect off, no browser wallet: the directory's wallets cannot be reached, so none is listed. */
export const NoWalletsAvailable: Story = {
  parameters: portico({
    config: { features: { allWallets: false }, walletConnect: { enabled: false } },
    faults: { 'directory.getWallets': { kind: 'empty' } },
  }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await expect(modal.getByText('No wallets available.')).toBeInTheDocument()
  },
}

export const WalletsOnly: Story = {
  parameters: portico({ config: { features: { email: false, socials: false } }, wallets: [storyWallets.metaMask] }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await expect(modal.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
    await expect(modal.queryByRole('separator')).not.toBeInTheDocument()
    await modal.findByRole('list', { name: 'Installed wallets' })
    await imagesSettled()
  },
}

export const EmailLeadsToEmailLogin: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await typeInto(modal.getByRole('textbox', { name: 'Email' }), 'visitor@example.com')
    await userEvent.click(modal.getByRole('button', { name: 'Continue with email' }))
    const next = await viewShown('EmailLogin')
    await expect(next.getByRole('heading', { name: 'Email Login' })).toBeInTheDocument()
    await expect(next.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    // Where the code's request leads (a new device is asked to approve): the view at rest.
    await expect(await next.findByText('Approve this device')).toBeInTheDocument()
  },
}

export const AllWalletsLeadsToTheDirectory: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await userEvent.click(modal.getByRole('button', { name: /All Wallets/ }))
    const next = await viewShown('AllWallets')
    await expect(await next.findByRole('grid', { name: 'Wallets' })).toBeInTheDocument()
    await imagesSettled()
  },
}
