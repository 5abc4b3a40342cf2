// Sign in with the wallet (section 4) on the real store: a demo wallet connects, the app has no
// session for it, and SIWXSignMessage asks; what follows is the wallet's answer (approve, hold,
// decline) or the embedded wallet's own frame, shown in the view.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet, signInByEmail, stateWhere } from '../../../.storybook/scenes'
import { inView, modalRoot, openedOn, shakes, snackbarShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import type { ApprovalMode } from '../../../mocks/wallets'
import { findApprovalSlot } from '../../frame/approvalSlot'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { SIWXSignMessage } from './SIWXSignMessage'

const metaMask = storyWallets.metaMask.name

/** MetaMask connects; then its answers to requests are `mode`'s, and the app asks it to sign in. */
const signInScene = (mode: ApprovalMode, scene: PorticoParameters = {}) =>
  portico({
    wallets: [storyWallets.metaMask],
    ...scene,
    config: { siwx: {}, ...scene.config },
    setup: async (store, s) => {
      await connectWallet(store, s, metaMask)
      s.wallet(metaMask).demo.setMode(mode)
    },
  })

const meta = {
  title: 'Views/SIWXSignMessage',
  component: SIWXSignMessage,
  render: () => <></>,
  parameters: signInScene('approve'),
} satisfies Meta

export default meta
type Story = StoryObj

const signView = () => inView('SIWXSignMessage')
const status = (store: PorticoStore, wanted: string) => stateWhere(store, (s) => s.portico.siwx?.status === wanted)

/** Connected without a session: the app asks the visitor to sign in; the modal can be closed. */
export const AskToSign: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'SIWXSignMessage')
    const view = await signView()
    await expect(view.getByText('Portico Stories wants you to sign in with your wallet')).toBeInTheDocument()
    await expect(view.getByText(/It costs nothing and sends no transaction\.$/)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Sign' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Close' })).not.toHaveAttribute('aria-disabled')
  },
}

/**
 * SIWX required: the sign view cannot be closed (section 2), so it offers no Close, and Escape
 * leaves it where it is; the way out is Cancel, which disconnects (section 4).
 */
export const Required: Story = {
  parameters: signInScene('approve', { config: { siwx: { required: true } } }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'SIWXSignMessage')
    const view = await signView()
    await expect(view.getByText(/Cancelling disconnects you\.$/)).toBeInTheDocument()
    await expect(modal.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    modal.getByRole('dialog').focus()
    await shakes(() => userEvent.keyboard('{Escape}'))
    await expect(await signView()).toBeTruthy()
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  },
}

/** Sign pressed, the wallet holds the request: the visitor is told where to answer; Sign waits. */
export const WaitingForWallet: Story = {
  parameters: signInScene('manual'),
  play: async (context) => {
    const { scene } = await openedOn(context, 'SIWXSignMessage')
    const view = await signView()
    await userEvent.click(view.getByRole('button', { name: 'Sign' }))
    await expect(await view.findByText('Sign the message in MetaMask.')).toBeInTheDocument()
    const signing = view.getByRole('button', { name: 'Signing…' })
    await expect(signing).toHaveAttribute('aria-disabled', 'true')
    await expect(modalRoot()!.activeElement).toBe(signing)
    await waitFor(() =>
      expect(
        scene
          .wallet(metaMask)
          .demo.pending()
          .map((r) => r.method),
      ).toEqual(['personal_sign']),
    )
  },
}

/** The wallet declined: "Signature declined", and Sign asks again. */
export const Declined: Story = {
  parameters: signInScene('reject'),
  play: async (context) => {
    await openedOn(context, 'SIWXSignMessage')
    const view = await signView()
    await userEvent.click(view.getByRole('button', { name: 'Sign' }))
    await expect(await view.findByText('Signature declined')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Sign' })).not.toHaveAttribute('aria-disabled')
  },
}

/** Signed: the session is verified and kept, and the modal closes. */
export const SignedIn: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'SIWXSignMessage')
    await userEvent.click((await signView()).getByRole('button', { name: 'Sign' }))
    await status(scene.store as PorticoStore, 'signedIn')
    await waitFor(() => expect(modalRoot()?.querySelector('.p-modal')).toBeFalsy())
  },
}

/** The embedded wallet signs in its own frame, shown in the view (answered on the frame's origin). */
export const EmbeddedWalletSigns: Story = {
  parameters: portico({
    config: { siwx: {} },
    setup: async (store, scene) => {
      await signInByEmail(store, scene, 'visitor@example.com')
      scene.frame!.wallet.setMode('manual')
    },
  }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'SIWXSignMessage')
    const view = await signView()
    // The parties: the app's icon beside the embedded wallet's own mark (not an initial).
    await expect(modalRoot()!.querySelector('.p-sign-in-parties .p-wallet-mark')).not.toBeNull()
    await userEvent.click(view.getByRole('button', { name: 'Sign' }))
    await expect(await view.findByText('Sign the message in your embedded wallet below.')).toBeInTheDocument()
    await waitFor(() => expect(findApprovalSlot(document)).toBeDefined())
    await waitFor(() => expect(scene.frame!.wallet.approvals.pending().map((r) => r.method)).toEqual(['personal_sign']))
  },
}

/** The app's session store, which cannot be read (it throws). */
const unreadableSessions = {
  get: async () => {
    throw new Error('The session store cannot be read')
  },
  add: async () => {},
  revoke: async () => {},
  set: async () => {},
}

/**
 * Section 8's initialization problem: the account disconnects, and the words are said where the
 * visitor is: the closed modal opens on Connect with them, and they stay until it closes.
 */
export const StoreCannotStart: Story = {
  parameters: signInScene('approve', { config: { siwx: { sessions: unreadableSessions } } }),
  play: async (context) => {
    await openedOn(context, 'Connect')
    await expect(await snackbarShown()).toHaveTextContent('A problem occurred while trying initialize authentication')
  },
}

/** Light theme. */
export const Light: Story = { ...AskToSign, parameters: signInScene('approve', { themeMode: 'light' }) }
