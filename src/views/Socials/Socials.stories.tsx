// The social logins (section 4's social path) on the real store, against the embedded wallet's
// fake frame in memory; the provider's popup is played in the page and answers as the story
// says. Reached the way a visitor reaches them: from the Connect view's social row.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { portico } from '../../../.storybook/portico'
import { openModal, stateWhere } from '../../../.storybook/scenes'
import { inModal, inView, openedOn } from '../../../.storybook/shadow'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { Socials } from './Socials'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/Socials',
  component: Socials,
  render: () => <></>,
  parameters: portico({ setup: openModal() }),
} satisfies Meta

export default meta
type Story = StoryObj

/** Picks a provider on Connect (its popup opens in the click) and waits for the Socials view. */
async function pick(context: { loaded: Record<string, unknown> }, name: string) {
  const { modal, scene } = await openedOn(context, 'Connect')
  await userEvent.click(modal.getByRole('button', { name: `Continue with ${name}` }))
  return { view: await inView('Socials'), store: scene.store as PorticoStore }
}

const step = (store: PorticoStore, wanted: string) => stateWhere(store, (s) => s.portico.socialLogin?.step === wanted)

/** Connect's row: Google in full, three marks, and "more"; "more" lists every provider. */
export const AllProviders: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await userEvent.click(modal.getByRole('button', { name: 'More sign-in options' }))
    const view = await inView('Socials')
    const list = view.getByRole('list', { name: 'Sign-in options' })
    await expect(list.querySelectorAll('li')).toHaveLength(7)
  },
}

/** The popup is out: the visitor signs in there. */
export const WaitingForTheProvider: Story = {
  parameters: portico({ socialAnswer: 'wait' }),
  play: async (context) => {
    const { view, store } = await pick(context, 'Discord')
    await step(store, 'waiting')
    await expect(await view.findByText('Continue in the Discord window')).toBeInTheDocument()
  },
}

/** Declined at the provider: said, with Try again and the other options. */
export const Declined: Story = {
  parameters: portico({ socialAnswer: 'decline' }),
  play: async (context) => {
    const { view, store } = await pick(context, 'Google')
    await step(store, 'declined')
    await expect(await view.findByText('Sign-in was declined.')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Other sign-in options' })).toBeInTheDocument()
  },
}

/** The popup closed before signing in. */
export const PopupClosed: Story = {
  parameters: portico({ socialAnswer: 'close' }),
  play: async (context) => {
    const { view, store } = await pick(context, 'X')
    await step(store, 'declined')
    await expect(await view.findByText('The sign-in window was closed before you signed in.')).toBeInTheDocument()
  },
}

/** Allowed: signed in with the key of that provider's account, and the modal closes. */
export const SignedIn: Story = {
  parameters: portico({ socialAnswer: { allow: 'satoshi' } }),
  play: async (context) => {
    const { store } = await pick(context, 'Google')
    await stateWhere(store, (s) => s.portico.account.eip155?.status === 'connected')
    await stateWhere(store, (s) => !s.portico.modal.open)
  },
}

/**
 * The embedded wallet could not be loaded (its chunk did not come): section 8's words for the
 * missing dependency and the alert, with Try again and the other options.
 */
export const EmbeddedWalletNotLoaded: Story = {
  // The popup opens in the click as always (played in the page); nothing ever reaches it.
  parameters: portico({ socialAnswer: 'wait', embeddedWalletChunkFails: true }),
  play: async (context) => {
    const { view, store } = await pick(context, 'Google')
    await step(store, 'failed')
    await expect(await view.findByText('Unable to load social login dependency')).toBeInTheDocument()
    await expect(view.getByText('Google sign-in failed')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Other sign-in options' })).toBeInTheDocument()
    const alert = (await inModal()).getByRole('alert')
    await expect(alert).toHaveTextContent('Network Error - Could not load embedded wallet')
  },
}

/**
 * The embedded wallet's frame never loads (section 8's 20 s, here 200 ms): the view says so in
 * section 8's words, never "Something went wrong", with Try again and the other options.
 */
export const FrameDidNotLoad: Story = {
  parameters: portico({ socialAnswer: 'wait', frame: { neverLoads: true, timeScale: 0.01 } }),
  play: async (context) => {
    const { view, store } = await pick(context, 'Google')
    await step(store, 'failed')
    await expect(await view.findByText('Google sign-in failed')).toBeInTheDocument()
    await expect(view.getByText('Network Error - Could not load embedded wallet')).toBeInTheDocument()
    await expect(view.queryByText('Something went wrong')).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const DeclinedLight: Story = {
  ...Declined,
  parameters: portico({ socialAnswer: 'decline', themeMode: 'light' }),
}

/** Declined at the provider, on a phone: the sheet with Try again and the other options in reach. */
export const DeclinedMobileWidth: Story = {
  ...Declined,
  globals: phoneWidth,
}
