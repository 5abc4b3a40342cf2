// The embedded account's email update (section 4) on the real store, against the fake frame (in
// memory in a story): signed in by email, the visitor opens the Account view, picks "Change
// email" and goes through each step the frame asks for, reached the way a visitor reaches it.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { portico, type PorticoScene } from '../../../.storybook/portico'
import { signInByEmail, stateWhere } from '../../../.storybook/scenes'
import { inView, openedOn, typeCode, typeInto } from '../../../.storybook/shadow'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { openRequested } from '../../features/modal/actions'
import { UpdateEmail } from './UpdateEmail'
import { phoneWidth } from '../../../.storybook/viewports'

const email = 'visitor@example.com'
const newEmail = 'moved@example.com'

const meta = {
  title: 'Views/UpdateEmail',
  component: UpdateEmail,
  render: () => <></>,
  parameters: portico({
    // Signed in by email through the fake frame, then the Account view open.
    setup: async (store, scene) => {
      await signInByEmail(store, scene, email)
      store.dispatch(openRequested())
    },
  }),
} satisfies Meta

export default meta
type Story = StoryObj

/** From the Account view: "Change email", the form. */
async function openForm(context: { loaded: Record<string, unknown> }) {
  const { modal, scene } = await openedOn(context, 'Account')
  await userEvent.click(await modal.findByRole('button', { name: 'Change email' }))
  const view = await inView('UpdateEmail')
  return { view, scene, store: scene.store as PorticoStore }
}

async function sendNewEmail(context: { loaded: Record<string, unknown> }, address = newEmail) {
  const opened = await openForm(context)
  await typeInto(opened.view.getByRole('textbox', { name: 'New email' }), address)
  await userEvent.click(opened.view.getByRole('button', { name: 'Continue' }))
  return opened
}

const step = (store: PorticoStore, wanted: string) => stateWhere(store, (s) => s.portico.emailUpdate?.step === wanted)
const lastCode = (scene: PorticoScene, to: string) => scene.frame!.auth.inbox(to).at(-1)!.value

/** The form: the address in use, the new one to type. */
export const NewEmailForm: Story = {
  play: async (context) => {
    const { view } = await openForm(context)
    await expect(view.getByText(`Your account uses ${email}.`)).toBeInTheDocument()
  },
}

/** Step 1: the code sent to the address in use. */
export const CodeToCurrentEmail: Story = {
  play: async (context) => {
    const { store } = await sendNewEmail(context)
    await step(store, 'currentCode')
    const view = await inView('UpdateEmail')
    await expect(view.getByText('Step 1 of 2: confirm it is you')).toBeInTheDocument()
    await expect(view.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeInTheDocument()
  },
}

/** Step 2 after a wrong code: the frame's words, the digits kept and marked invalid. */
export const WrongCodeForNewEmail: Story = {
  play: async (context) => {
    const { store, scene } = await sendNewEmail(context)
    await step(store, 'currentCode')
    await typeCode(await inView('UpdateEmail'), lastCode(scene, email))
    await step(store, 'newCode')
    const view = await inView('UpdateEmail')
    await expect(view.getByText(`Enter the 6-digit code we sent to ${newEmail}.`)).toBeInTheDocument()
    await typeCode(view, '000000')
    await expect(await view.findByText('Invalid code')).toBeInTheDocument()
    await expect(view.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Both codes right: the account uses the new email, and the Account view says so. */
export const EmailUpdated: Story = {
  play: async (context) => {
    const { store, scene } = await sendNewEmail(context)
    await step(store, 'currentCode')
    await typeCode(await inView('UpdateEmail'), lastCode(scene, email))
    await step(store, 'newCode')
    await typeCode(await inView('UpdateEmail'), lastCode(scene, newEmail))
    const view = await inView('UpdateEmail')
    await expect(await view.findByText(`Your account now uses ${newEmail}.`)).toBeInTheDocument()
    await userEvent.click(view.getByRole('button', { name: 'Back to your account' }))
    await expect(await (await inView('Account')).findByText(`Signed in as ${newEmail}`)).toBeInTheDocument()
  },
}

/** The frame refuses the address (the one in use): its words under the field, what was typed kept. */
export const AddressRefused: Story = {
  play: async (context) => {
    const { view } = await sendNewEmail(context, email)
    await expect(await view.findByText('This is already your email')).toBeInTheDocument()
    await expect(view.getByRole('textbox', { name: 'New email' })).toHaveValue(email)
    await expect(view.getByRole('textbox', { name: 'New email' })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The code to the address in use, on a phone. */
export const CodeToCurrentEmailMobileWidth: Story = {
  ...CodeToCurrentEmail,
  globals: phoneWidth,
}
