// ConnectingWalletConnect: a WalletConnect pairing, for any wallet or for one of the directory.
// The pairing flow runs for real against a scripted WalletConnect connector (parameters
// `portico.walletConnect`): the wallet at the other end waits, declines, fails or approves.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { trapdoorWallet } from '../../../mocks/db/wallets'
import { browserMocks, portico, type PorticoParameters } from '../../../.storybook/portico'
import { openModal, stateWhere } from '../../../.storybook/scenes'
import { imagesSettled, inView, modalRoot, openedOn, snackbarShown, viewShown } from '../../../.storybook/shadow'
import { openRequested } from '../../features/modal/actions'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { pushed } from '../../features/modal/routerSlice'
import { appNotOpened } from '../../features/walletConnect/walletConnectSlice'
import { ConnectingWalletConnect } from './ConnectingWalletConnect'
import { phoneWidth } from '../../../.storybook/viewports'

/** The visitor came from Connect (so the header has Back) and picked WalletConnect or a wallet. */
const fromConnect = (walletId?: string) => (store: PorticoStore) => {
  store.dispatch(openRequested())
  store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: walletId ? { walletId } : undefined }))
}

const waiting = (store: PorticoStore) => stateWhere(store, (s) => s.portico.walletConnect.pairing.status === 'waiting')

const meta = {
  title: 'Views/ConnectingWalletConnect',
  component: ConnectingWalletConnect,
  render: () => <></>,
  parameters: portico({ walletConnect: { script: 'wait' }, setup: fromConnect() }),
} satisfies Meta

export default meta
type Story = StoryObj

const view = () => inView('ConnectingWalletConnect')
const qrCode = async () => (await view()).findByRole('img', { name: /^QR code to connect with / })
/** The wallet's directory entry is in: its name heads the view. */
const walletShown = async (name: string) => (await view()).findByRole('heading', { level: 3, name })
/** The pairing URI the view shows, as the scripted wallet handed it out. */
const lastUri = (context: Parameters<NonNullable<Story['play']>>[0]) => {
  const uris = (context.loaded.portico as { walletConnect: { uris: readonly string[] } }).walletConnect.uris
  return uris[uris.length - 1]!
}

/** Any wallet: the QR code with the WalletConnect mark, and its link to copy. */
export const DesktopAnyWallet: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'ConnectingWalletConnect')
    await expect(modal.getByRole('dialog', { name: 'WalletConnect' })).toBeInTheDocument()
    await expect(await qrCode()).toHaveAccessibleName('QR code to connect with WalletConnect')
  },
}

export const DesktopAnyWalletLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: DesktopAnyWallet.play,
}

/** Connect's WalletConnect entry leads here and a pairing starts by itself. */
export const FromConnectWalletConnectEntry: Story = {
  parameters: portico({ setup: openModal() }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    const group = await modal.findByRole('list', { name: 'WalletConnect' })
    await userEvent.click(group.querySelector('button')!)
    await viewShown('ConnectingWalletConnect')
    await expect(await qrCode()).toBeInTheDocument()
  },
}

/** A desktop wallet app (Ledger Live): "Open in" hands the URI to its own scheme. */
export const DesktopWalletWithDesktopApp: Story = {
  parameters: portico({ setup: fromConnect(fixtures.walletIds.ledger) }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    await walletShown('Ledger Live')
    await qrCode()
    const open = (await view()).getByRole('link', { name: 'Open in Ledger Live' })
    await expect(open).toHaveAttribute('href', `ledgerlive://wc?uri=${encodeURIComponent(lastUri(context))}`)
    await imagesSettled()
  },
}

const mobile: Pick<Story, 'globals'> & { scene: PorticoParameters } = {
  globals: phoneWidth,
  scene: { environment: { isMobile: true, os: 'ios' } },
}

/** Mobile: "Open in MetaMask" comes first; the QR code below is for another device. */
export const MobileWalletWithMobileLink: Story = {
  globals: mobile.globals,
  parameters: portico({ ...mobile.scene, setup: fromConnect(fixtures.walletIds.metamask) }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    await walletShown('MetaMask')
    const qr = await qrCode()
    const open = (await view()).getByRole('link', { name: 'Open in MetaMask' })
    await expect(open).toHaveAttribute('href', `metamask://wc?uri=${encodeURIComponent(lastUri(context))}`)
    await expect(open.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await imagesSettled()
  },
}

export const MobileWalletWithMobileLinkLight: Story = {
  globals: mobile.globals,
  parameters: portico({ ...mobile.scene, themeMode: 'light', setup: fromConnect(fixtures.walletIds.metamask) }),
  play: MobileWalletWithMobileLink.play,
}

/** A directory entry whose links are `javascript:` and worse: the QR code only, no href anywhere. */
export const MobileHostileEntryGetsNoLink: Story = {
  globals: mobile.globals,
  parameters: portico({
    ...mobile.scene,
    setup: async (store) => {
      ;(await browserMocks()).db.wallet.create(trapdoorWallet)
      fromConnect(trapdoorWallet.id)(store)
      // Even the "did not open" fallback finds no download link it may show.
      await waiting(store)
      store.dispatch(appNotOpened(true))
    },
  }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    await walletShown('Trapdoor Wallet')
    await qrCode()
    await expect(modalRoot()!.querySelectorAll('a[href]')).toHaveLength(0)
  },
}

/** The SDK is still creating the pairing: a skeleton where the code will be. */
export const Loading: Story = {
  parameters: portico({ walletConnect: { script: 'wait', uriDelayMs: 60_000 } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    const screen = await view()
    await expect(screen.getByRole('status')).toHaveTextContent('Preparing the connection…')
    await expect(screen.queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument()
  },
}

export const Declined: Story = {
  parameters: portico({ walletConnect: { script: 'decline' } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    const screen = await view()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connection declined'))
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const DeclinedLight: Story = {
  parameters: portico({ themeMode: 'light', walletConnect: { script: 'decline' } }),
  play: Declined.play,
}

/** The SDK failed: its section 8 message is shown. */
export const Failed: Story = {
  parameters: portico({ walletConnect: { script: 'fail', failMessage: 'Sign Client not initialized' } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    const screen = await view()
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Connection failedSign Client not initialized'),
    )
  },
}

/**
 * The relay cannot be reached (offline, or down): once the SDK gives up there is no code; the
 * view says so and offers Try again, a fresh attempt.
 */
export const RelayUnreachable: Story = {
  parameters: portico({ walletConnect: { script: 'unreachable' } }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    const screen = await view()
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Connection failedCould not reach the WalletConnect relay. Check your connection and try again.',
      ),
    )
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    await expect(screen.queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument()
    await expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument()
  },
}

/** Try again after a decline starts a new pairing: a new URI, a new code. */
export const RetryStartsANewPairing: Story = {
  parameters: portico({ walletConnect: { script: ['decline', 'wait'] } }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingWalletConnect')
    const screen = await view()
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await qrCode()
    await expect(scene.walletConnect?.pairings).toBe(2)
  },
}

/** A URI about to expire is replaced: the code on screen follows it. */
export const ReplacedUriIsANewCode: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingWalletConnect')
    const before = (await qrCode()).innerHTML
    scene.walletConnect!.replaceUri()
    await waitFor(async () => expect((await qrCode()).innerHTML).not.toBe(before))
  },
}

/**
 * A phone, the pairing URI still being made: "Open in MetaMask" is already where it will be,
 * unavailable, saying it is getting ready (a tap is never silently lost, nothing moves later).
 */
export const MobileGettingReady: Story = {
  globals: mobile.globals,
  parameters: portico({
    ...mobile.scene,
    walletConnect: { script: 'wait', uriDelayMs: 60_000 },
    setup: fromConnect(fixtures.walletIds.metamask),
  }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    await walletShown('MetaMask')
    const screen = await view()
    const ready = screen.getByRole('link', { name: 'Getting MetaMask’s link ready…' })
    await expect(ready).toHaveAttribute('aria-disabled', 'true')
    await expect(ready).not.toHaveAttribute('href')
    await expect(screen.queryByRole('link', { name: 'Open in MetaMask' })).not.toBeInTheDocument()
    await imagesSettled()
  },
}

/** What the app-link flow concludes 2 s after "Open in" when the page stayed in view. */
const nothingHappened = async (store: PorticoStore) => {
  fromConnect(fixtures.walletIds.metamask)(store)
  await waiting(store)
  store.dispatch(appNotOpened(true))
}

/**
 * An iPhone, "Open in MetaMask" and nothing happened: three ways on, in this order: Try again
 * (the same link), the App Store (the phone's own store only), and the QR code instead.
 */
export const MobileNotOpened: Story = {
  globals: mobile.globals,
  parameters: portico({ ...mobile.scene, setup: nothingHappened }),
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    await walletShown('MetaMask')
    const screen = await view()
    await expect(await screen.findByText('MetaMask did not open')).toBeInTheDocument()
    const tryAgain = screen.getByRole('link', { name: 'Try again' })
    await expect(tryAgain).toHaveAttribute('href', `metamask://wc?uri=${encodeURIComponent(lastUri(context))}`)
    const store = screen.getByRole('link', { name: 'Get MetaMask on the App Store' })
    await expect(store).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//))
    const showQr = screen.getByRole('button', { name: 'Show QR code instead' })
    await expect(tryAgain.compareDocumentPosition(store) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(store.compareDocumentPosition(showQr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument()
    await imagesSettled()
  },
}

export const MobileNotOpenedLight: Story = {
  globals: mobile.globals,
  parameters: portico({ ...mobile.scene, themeMode: 'light', setup: nothingHappened }),
  play: MobileNotOpened.play,
}

/**
 * "Show QR code instead": the same pairing's code first, for a wallet on another device; no new
 * pairing. "Use MetaMask on this phone" goes back.
 */
export const MobileQrInstead: Story = {
  globals: mobile.globals,
  parameters: portico({ ...mobile.scene, setup: nothingHappened }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingWalletConnect')
    await walletShown('MetaMask')
    const screen = await view()
    await userEvent.click(await screen.findByRole('button', { name: 'Show QR code instead' }))
    const qr = await qrCode()
    await expect(screen.getByText('Scan this code with MetaMask on another device.')).toBeInTheDocument()
    const back = screen.getByRole('button', { name: 'Use MetaMask on this phone' })
    await expect(qr.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(scene.walletConnect?.pairings).toBe(1)
    await imagesSettled()
  },
}

/** Copy link: the clipboard gets the URI, a snackbar says so. */
export const CopyLink: Story = {
  play: async (context) => {
    await openedOn(context, 'ConnectingWalletConnect')
    await qrCode()
    // The story's own clipboard: a headless browser may refuse the real one.
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    try {
      await userEvent.click((await view()).getByRole('button', { name: 'Copy link' }))
      const modal = await viewShown('ConnectingWalletConnect')
      await expect(await modal.findByText('Link copied')).toBeInTheDocument()
      await snackbarShown()
      await expect(written).toEqual([lastUri(context)])
    } finally {
      // The page's own clipboard (Navigator.prototype's) shows through again.
      delete (navigator as { clipboard?: unknown }).clipboard
    }
  },
}

/** The wallet approves: connected, the modal closes. */
export const ApprovedClosesTheModal: Story = {
  // The wallet approves once the view is seen, not after a delay: on a busy machine the modal
  // had sometimes closed before the story looked for it.
  parameters: portico({ walletConnect: { script: 'wait' } }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'ConnectingWalletConnect')
    // Its pairing handed out (the QR code's URI), the wallet answers.
    await waitFor(() => expect(scene.walletConnect!.uris.length).toBeGreaterThan(0))
    scene.walletConnect!.approve()
    await waitFor(() => expect(modalRoot()).toBeUndefined())
    await expect(scene.store.getState().portico.account.eip155?.caipAddress).toBe(`eip155:1:${fixtures.account}`)
  },
}
