// Choosing and registering an account name (sections 4 and 5) on the real store: the visitor is
// signed in to the embedded wallet (the fake frame in memory), the mocks' db knows the taken
// names, and the registration is signed in the frame and checked by the mocks as the server does.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { signInByEmail } from '../../../.storybook/scenes'
import { animationsDone, inView, modalRoot, openedOn, typeInto } from '../../../.storybook/shadow'
import { fixtures } from '../../../mocks/db/fixtures'
import type { ApprovalMode } from '../../../mocks/wallets'
import { findApprovalSlot } from '../../frame/approvalSlot'
import { openRequested } from '../../features/modal/actions'
import { RegisterAccountName } from './RegisterAccountName'
import { phoneWidth } from '../../../.storybook/viewports'

/** Signed in by email, its frame answering `mode`; RegisterAccountName open. */
const nameScene = (mode: ApprovalMode = 'approve', scene: PorticoParameters = {}) =>
  portico({
    ...scene,
    setup: async (store, s) => {
      await signInByEmail(store, s, 'names@example.com')
      s.frame!.wallet.setMode(mode)
      store.dispatch(openRequested({ view: 'RegisterAccountName' }))
    },
  })

const meta = {
  title: 'Views/RegisterAccountName',
  component: RegisterAccountName,
  render: () => <></>,
  parameters: nameScene(),
} satisfies Meta

export default meta
type Story = StoryObj

async function typeName(context: { loaded: Record<string, unknown> }, label: string) {
  await openedOn(context, 'RegisterAccountName')
  const view = await inView('RegisterAccountName')
  await typeInto(view.getByRole('textbox', { name: 'Name' }), label)
  return view
}

/** Section 5 as the visitor types: too short, then a character names may not have. */
export const RuleAsYouType: Story = {
  play: async (context) => {
    const view = await typeName(context, 'ab')
    await expect(view.getByRole('status')).toHaveTextContent('At least 4 characters.')
    await typeInto(view.getByRole('textbox', { name: 'Name' }), 'c_d')
    await expect(view.getByRole('status')).toHaveTextContent('Use letters, digits and hyphens only.')
    await expect(view.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
    await expect(view.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** An encoded name (`xn--`, read as another script's letters where it is decoded) is not offered: the rule says why. */
export const EncodedNameRefused: Story = {
  play: async (context) => {
    const view = await typeName(context, 'xn--80ak6aa92e')
    await expect(view.getByRole('status')).toHaveTextContent(
      'Start and end with a letter or digit, with no “--” as the 3rd and 4th characters.',
    )
    await expect(view.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** A taken name: said so, with free names close to it to pick. */
export const Taken: Story = {
  play: async (context) => {
    const view = await typeName(context, fixtures.registeredName.split('.')[0]!)
    await expect(await view.findByText(`${fixtures.registeredName} is taken`)).toBeInTheDocument()
    const free = view.getByRole('list', { name: 'Free names' })
    await expect(free).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The availability lookup is under way: said so, and Register waits for its answer. */
export const CheckingTheName: Story = {
  parameters: nameScene('approve', { faults: { 'blockchain.profileAccount': { kind: 'slow', ms: 60_000 } } }),
  play: async (context) => {
    const view = await typeName(context, 'story-pending')
    // Past the typing debounce and the time a lookup takes when it answers: still asking.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await expect(view.getByRole('status')).toHaveTextContent('Checking the name…')
    await expect(view.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true')
    await expect(view.queryByText(/is available|is taken/)).not.toBeInTheDocument()
  },
}

export const CheckingTheNameMobileWidth: Story = {
  ...CheckingTheName,
  globals: phoneWidth,
}

/** A free name: Register is ready. */
export const Available: Story = {
  play: async (context) => {
    const view = await typeName(context, 'story-newcomer')
    await expect(await view.findByText('story-newcomer.reown.id is available')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-disabled')
  },
}

/** Register pressed, the frame holds the signature: it shows itself in the success view, beside what it signs for. */
export const SigningInFrame: Story = {
  parameters: nameScene('manual'),
  play: async (context) => {
    const view = await typeName(context, 'story-signing')
    await view.findByText('story-signing.reown.id is available')
    await userEvent.click(view.getByRole('button', { name: 'Register' }))
    const success = await inView('RegisterAccountNameSuccess')
    await expect(
      await success.findByText('Sign below in your embedded wallet to register story-signing.reown.id.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(findApprovalSlot(document)).toBeDefined())
    // Titled for what happens now, with what the account signs for: this name, for this account.
    await expect(modalRoot()!.querySelector('.p-title')).toHaveTextContent('Register Name')
    const details = success.getByRole('region', { name: 'What you are asked to approve' })
    await expect(details).toHaveTextContent('Register story-signing.reown.id')
    await expect(success.getByText('Account', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^0x/)
    await animationsDone()
    // The body takes its content's height from a ResizeObserver: checked once it has caught up
    // with the frame's slot, not while the slot overflows it for a moment.
    await waitFor(() => {
      const body = modalRoot()!.querySelector<HTMLElement>('.p-body')!
      expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight)
    })
  },
}

/** Signed and registered: the name is the account's. */
export const Registered: Story = {
  play: async (context) => {
    const view = await typeName(context, 'story-registered')
    await view.findByText('story-registered.reown.id is available')
    await userEvent.click(view.getByRole('button', { name: 'Register' }))
    const success = await inView('RegisterAccountNameSuccess')
    await expect(await success.findByText('story-registered.reown.id is yours')).toBeInTheDocument()
    await expect(modalRoot()!.querySelector('.p-title')).toHaveTextContent('Name Registered')
    // The new title fades in (section 9: header text 120 ms): the axe check reads it once it has.
    await animationsDone()
    await expect(success.getByRole('button', { name: 'Back to your account' })).toBeInTheDocument()
  },
}

/** The server cannot be reached: back on the form with section 8's words, the name typed kept. */
export const ServerUnreachable: Story = {
  parameters: nameScene('approve', { faults: { 'blockchain.registerName': { kind: 'network' } } }),
  play: async (context) => {
    const view = await typeName(context, 'story-refused')
    await view.findByText('story-refused.reown.id is available')
    await userEvent.click(view.getByRole('button', { name: 'Register' }))
    const back = await inView('RegisterAccountName')
    await expect(await back.findByText('Error registering name story-refused.reown.id')).toBeInTheDocument()
    await expect(back.getByRole('textbox', { name: 'Name' })).toHaveValue('story-refused')
  },
}
