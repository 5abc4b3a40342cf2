// The Farcaster login on the real store, against the embedded wallet's fake frame in memory:
// reached from Connect's Farcaster mark; the QR code and link of the frame's Farcaster URI, the
// approval in (fake) Farcaster, and a request that expires.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { portico, type PorticoScene } from '../../../.storybook/portico'
import { openModal, stateWhere } from '../../../.storybook/scenes'
import { inModal, inView, openedOn } from '../../../.storybook/shadow'
import { codeLifetimeMs } from '../../../mocks/frame/fakeAuth'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { ConnectingFarcaster } from './ConnectingFarcaster'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/ConnectingFarcaster',
  component: ConnectingFarcaster,
  render: () => <></>,
  parameters: portico({ setup: openModal() }),
} satisfies Meta

export default meta
type Story = StoryObj

async function fromConnect(context: { loaded: Record<string, unknown> }) {
  const { modal, scene } = await openedOn(context, 'Connect')
  await userEvent.click(modal.getByRole('button', { name: 'Continue with Farcaster' }))
  return { view: await inView('ConnectingFarcaster'), store: scene.store as PorticoStore, scene }
}

const waiting = (store: PorticoStore) => stateWhere(store, (s) => s.portico.farcasterLogin?.step === 'waiting')
const channelOf = (store: PorticoStore) =>
  new URL(store.getState().portico.account.eip155!.farcasterUrl!).searchParams.get('channel')!

/** The frame's Farcaster URI as a QR code, with the link to open and copy. */
export const ScanToSignIn: Story = {
  play: async (context) => {
    const { view, store } = await fromConnect(context)
    await waiting(store)
    await expect(await view.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeInTheDocument()
    await expect(view.getByRole('link', { name: 'Open in Farcaster' })).toHaveAttribute(
      'href',
      store.getState().portico.account.eip155!.farcasterUrl,
    )
    await expect(view.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  },
}

/** Approved in Farcaster: signed in, the modal closes. */
export const Approved: Story = {
  play: async (context) => {
    const { store, scene } = await fromConnect(context)
    await waiting(store)
    ;(scene as PorticoScene).frame!.auth.approveFarcaster(channelOf(store), 'dwr')
    await stateWhere(store, (s) => s.portico.account.eip155?.status === 'connected')
  },
}

/** The request expired before the visitor approved it: said, with a new code on offer. */
export const Expired: Story = {
  parameters: portico({
    // The request is made now; every later look at it is past its ten minutes.
    frameAuth: (() => {
      let made = false
      return { now: () => (made ? Date.now() + codeLifetimeMs + 1 : ((made = true), Date.now())) }
    })(),
  }),
  play: async (context) => {
    const { view, store } = await fromConnect(context)
    await stateWhere(store, (s) => s.portico.farcasterLogin?.step === 'failed')
    await expect(await view.findByText('Farcaster sign-in expired')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Get a new code' })).toBeInTheDocument()
  },
}

/** The frame is still making the Farcaster link: a placeholder the size of the code, and said so. */
export const LinkLoading: Story = {
  parameters: portico({ frame: { faults: { getFarcasterUri: { kind: 'slow', ms: 60_000 } } } }),
  play: async (context) => {
    const { view, store } = await fromConnect(context)
    await stateWhere(store, (s) => s.portico.farcasterLogin?.step === 'loading')
    await expect(view.getByRole('status')).toHaveTextContent('Preparing the Farcaster sign-in…')
    await expect(view.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).not.toBeInTheDocument()
    await expect(view.queryByRole('link', { name: 'Open in Farcaster' })).not.toBeInTheDocument()
  },
}

export const LinkLoadingMobileWidth: Story = {
  ...LinkLoading,
  globals: phoneWidth,
}

/** Declined in Farcaster: said as a decline (not a failure), with a new code on offer. */
export const Declined: Story = {
  play: async (context) => {
    const { view, store, scene } = await fromConnect(context)
    await waiting(store)
    ;(scene as PorticoScene).frame!.auth.declineFarcaster(channelOf(store))
    await expect(await view.findByText('Farcaster sign-in declined')).toBeInTheDocument()
    await expect(view.getByRole('status')).not.toHaveTextContent('failed')
    await expect(view.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Get a new code' })).toBeInTheDocument()
  },
}

export const DeclinedMobileWidth: Story = {
  ...Declined,
  globals: phoneWidth,
}

/**
 * The embedded wallet could not be loaded (its chunk did not come): section 8's words for the
 * missing dependency and the alert, with a new request on offer.
 */
export const EmbeddedWalletNotLoaded: Story = {
  parameters: portico({ embeddedWalletChunkFails: true }),
  play: async (context) => {
    const { view, store } = await fromConnect(context)
    await stateWhere(store, (s) => s.portico.farcasterLogin?.step === 'failed')
    await expect(await view.findByText('Unable to load Farcaster login dependency')).toBeInTheDocument()
    await expect(view.getByText('Farcaster sign-in failed')).toBeInTheDocument()
    await expect(view.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Get a new code' })).toBeInTheDocument()
    const alert = (await inModal()).getByRole('alert')
    await expect(alert).toHaveTextContent('Network Error - Could not load embedded wallet')
  },
}

/**
 * The embedded wallet's frame never loads (section 8's 20 s, here 200 ms): no code to scan, the
 * view says so in section 8's words, with a new request on offer.
 */
export const FrameDidNotLoad: Story = {
  parameters: portico({ setup: openModal(), frame: { neverLoads: true, timeScale: 0.01 } }),
  play: async (context) => {
    const { view, store } = await fromConnect(context)
    await stateWhere(store, (s) => s.portico.farcasterLogin?.step === 'failed')
    await expect(await view.findByText('Farcaster sign-in failed')).toBeInTheDocument()
    await expect(view.getByText('Network Error - Could not load embedded wallet')).toBeInTheDocument()
    await expect(view.queryByText('Something went wrong')).not.toBeInTheDocument()
    await expect(view.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Get a new code' })).toBeInTheDocument()
  },
}

export const ScanToSignInLight: Story = { ...ScanToSignIn, parameters: portico({ themeMode: 'light' }) }
