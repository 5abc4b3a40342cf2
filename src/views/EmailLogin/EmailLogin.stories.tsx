// The email login (section 4) on the real store, against the embedded wallet's fake frame (in
// memory in a story: mocks/frame/memoryFrame.ts): every step the frame can ask for, reached the
// way a visitor reaches it, from the Connect view's email field.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { portico, type PorticoScene } from '../../../.storybook/portico'
import { openModal, stateWhere } from '../../../.storybook/scenes'
import { inView, openedOn, typeCode, typeInto, viewShown } from '../../../.storybook/shadow'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { EmailLogin } from './EmailLogin'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/EmailLogin',
  component: EmailLogin,
  render: () => <></>,
  parameters: portico({ setup: openModal() }),
} satisfies Meta

export default meta
type Story = StoryObj

const email = 'visitor@example.com'

/** The visitor types the email on Connect and sends it; the EmailLogin view takes over. */
async function sendEmail(context: { loaded: Record<string, unknown> }, options: { approved?: boolean } = {}) {
  const { modal, scene } = await openedOn(context, 'Connect')
  if (options.approved) scene.frame!.auth.approveDevice(email)
  await typeInto(modal.getByRole('textbox', { name: 'Email' }), email)
  await userEvent.click(modal.getByRole('button', { name: 'Continue with email' }))
  return { scene, store: scene.store as PorticoStore }
}

const step = (store: PorticoStore, wanted: string) => stateWhere(store, (s) => s.portico.emailLogin?.step === wanted)
const lastCode = (scene: PorticoScene) => scene.frame!.auth.inbox(email).at(-1)!.value

/** The address is on its way to the frame (its answer comes late): the view says where the code goes. */
export const SendingTheCode: Story = {
  parameters: portico({ setup: openModal(), frame: { faults: { connectEmail: { kind: 'slow', ms: 60_000 } } } }),
  play: async (context) => {
    const { store } = await sendEmail(context)
    await step(store, 'sending')
    const view = await inView('EmailLogin')
    await expect(view.getByRole('status')).toHaveTextContent(`Sending a code to ${email}…`)
    await expect(view.queryByText('Approve this device')).not.toBeInTheDocument()
    await expect(view.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument()
  },
}

export const SendingTheCodeMobileWidth: Story = {
  ...SendingTheCode,
  globals: phoneWidth,
}

/** A new device: the frame asks the visitor to approve it from the inbox first. */
export const ApproveDevice: Story = {
  play: async (context) => {
    const { store } = await sendEmail(context)
    await step(store, 'device')
    const view = await inView('EmailLogin')
    await expect(await view.findByText('Approve this device')).toBeInTheDocument()
    await expect(view.getByText(new RegExp(email))).toBeInTheDocument()
  },
}

/** The device approved from the inbox: six boxes for the code, resend waiting out the cooldown. */
export const EnterCode: Story = {
  play: async (context) => {
    const { store, scene } = await sendEmail(context)
    await step(store, 'device')
    scene.frame!.auth.approveDevice(email)
    await step(store, 'code')
    const view = await inView('EmailLogin')
    await expect(view.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6)
    const resend = view.getByRole('button', { name: /^Resend code in \d+ s$/ })
    await expect(resend).toHaveAttribute('aria-disabled', 'true')
  },
}

/** A wrong code: the frame's words under the boxes, the digits kept to correct. */
export const WrongCode: Story = {
  play: async (context) => {
    const { store } = await sendEmail(context, { approved: true })
    await step(store, 'code')
    const view = await inView('EmailLogin')
    await typeCode(view, '000000')
    await expect(await view.findByText('Invalid code')).toBeInTheDocument()
    await expect(view.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The code from the inbox, typed in: signed in with the frame's key, and the Account view shows it. */
export const SignedIn: Story = {
  play: async (context) => {
    const { store, scene } = await sendEmail(context, { approved: true })
    await step(store, 'code')
    const view = await inView('EmailLogin')
    await typeCode(view, lastCode(scene))
    await stateWhere(store, (s) => s.portico.account.eip155?.status === 'connected')
    await waitFor(() => expect(store.getState().portico.modal.open).toBe(false))
  },
}

/** A second email inside 30 s: "Please try again after N seconds", with the way back. */
export const Cooldown: Story = {
  play: async (context) => {
    const { store } = await sendEmail(context, { approved: true })
    await step(store, 'code')
    const modal = await viewShown('EmailLogin')
    await userEvent.click(modal.getByRole('button', { name: 'Back' }))
    const connect = await viewShown('Connect')
    await userEvent.click(connect.getByRole('button', { name: 'Continue with email' }))
    const view = await inView('EmailLogin')
    await expect(await view.findByText(/^Please try again after \d+ seconds$/)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Use another email' })).toBeInTheDocument()
  },
}

/**
 * The embedded wallet's frame never loads (section 8's 20 s, here 200 ms): the email form says
 * so in section 8's words, under the alert that says the same, with the way to try again.
 */
export const FrameDidNotLoad: Story = {
  parameters: portico({ setup: openModal(), frame: { neverLoads: true, timeScale: 0.01 } }),
  play: async (context) => {
    const { store } = await sendEmail(context)
    await stateWhere(store, (s) => s.portico.emailLogin?.error !== undefined)
    const view = await inView('EmailLogin')
    await expect(await view.findByText('Email login failed')).toBeInTheDocument()
    await expect(view.getByText('Network Error - Could not load embedded wallet')).toBeInTheDocument()
    await expect(view.queryByText('Something went wrong')).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const EnterCodeLight: Story = { ...EnterCode, parameters: portico({ themeMode: 'light' }) }

export const EnterCodeMobileWidth: Story = {
  ...EnterCode,
  globals: phoneWidth,
}
