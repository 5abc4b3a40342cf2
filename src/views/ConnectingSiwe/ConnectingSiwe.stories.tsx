// WalletConnect's one-click sign-in on the real store (section 4 with SIWX): the scripted wallet
// at the other end of the pairing connects and signs the sign-in with a real key in the same
// approval; ConnectingSiwe shows while the session store checks and keeps it.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { portico, sceneOf, type PorticoParameters } from '../../../.storybook/portico'
import { openModal, stateWhere } from '../../../.storybook/scenes'
import { inView, modalRoot, openedOn } from '../../../.storybook/shadow'
import { anvilPrivateKeys } from '../../../mocks/wallets/anvilKeys'
import type { SiwxConfig, SiwxSessionStore } from '../../siwx/types'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { ConnectingSiwe } from './ConnectingSiwe'
import { phoneWidth } from '../../../.storybook/viewports'

/** A host's session store (its server) whose `add` is `add`. */
const hostStore = (add: SiwxSessionStore['add']): SiwxSessionStore => ({
  get: async () => [],
  add,
  revoke: async () => undefined,
  set: async () => undefined,
})

/** The visitor opened WalletConnect; the wallet approves the pairing and signs in with one approval. */
const oneClickScene = (siwx: SiwxConfig = {}, scene: PorticoParameters = {}) =>
  portico({
    walletConnect: { script: 'approve', delayMs: 300, signInKey: anvilPrivateKeys[0] },
    ...scene,
    config: { siwx, ...scene.config },
    setup: openModal('ConnectingWalletConnect'),
  })

/** The app's server is still checking the signature. */
const stillChecking: SiwxConfig = { sessions: hostStore(() => new Promise(() => undefined)) }

const meta = {
  title: 'Views/ConnectingSiwe',
  component: ConnectingSiwe,
  render: () => <></>,
  // Story parameters merge over these: each story names its session store.
  parameters: oneClickScene(),
} satisfies Meta

export default meta
type Story = StoryObj

/** The wallet answered with its signature; the session store checks it (here it takes its time). */
export const Verifying: Story = {
  parameters: oneClickScene(stillChecking),
  play: async (context) => {
    await openedOn(context, 'ConnectingSiwe')
    const view = await inView('ConnectingSiwe')
    await expect(view.getByText('Signing in to Portico Stories')).toBeInTheDocument()
    await expect(
      view.getByText('your wallet connected and signed in with one approval. Checking the signature…'),
    ).toBeInTheDocument()
  },
}

/** Portico's own store verifies the signature and keeps the session; the modal closes, nothing more asked. */
export const SignedIn: Story = {
  play: async (context) => {
    const scene = sceneOf(context)
    await scene.ready
    await stateWhere(scene.store as PorticoStore, (s) => s.portico.siwx?.status === 'signedIn')
    await waitFor(() => expect(modalRoot()?.querySelector('.p-modal')).toBeFalsy())
  },
}

/** The app's server refused the signature: SIWXSignMessage says why and asks for a signature again. */
export const Refused: Story = {
  parameters: oneClickScene({
    sessions: hostStore(async () => {
      throw new Error('The nonce has already been used')
    }),
  }),
  play: async (context) => {
    await openedOn(context, 'SIWXSignMessage')
    const view = await inView('SIWXSignMessage')
    await expect(view.getByText('The nonce has already been used')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Sign' })).toBeInTheDocument()
  },
}

/** Light theme. */
export const Light: Story = { ...Verifying, parameters: oneClickScene(stillChecking, { themeMode: 'light' }) }

/** Verifying, on a phone. */
export const VerifyingMobileWidth: Story = {
  ...Verifying,
  globals: phoneWidth,
}
