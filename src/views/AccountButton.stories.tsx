// The host page's account button: the connected address (opens Account), or the connect button.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { portico, sceneOf } from '../../.storybook/portico'
import { connectWallet } from '../../.storybook/scenes'
import { openedOn } from '../../.storybook/shadow'
import { storyWallets } from '../../.storybook/wallets'
import { AccountButton } from './AccountButton'
import { NetworkButton } from './NetworkButton'
import { phoneWidth } from '../../.storybook/viewports'
import { insideViewport, rendered, textsShownInPart, textsShownWhole } from '../../.storybook/hostButtonFit'

const meta = {
  title: 'Host buttons/AccountButton',
  component: AccountButton,
  render: () => <AccountButton />,
  parameters: {
    layout: 'centered',
    ...portico({
      wallets: [storyWallets.metaMask],
      setup: (store, scene) => connectWallet(store, scene, storyWallets.metaMask.name),
    }),
  },
} satisfies Meta

export default meta
type Story = StoryObj

export const Connected: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await expect(
      await within(context.canvasElement).findByRole('button', { name: /^Account 0xf39F…2266/ }),
    ).toHaveTextContent('0xf39F…2266')
  },
}

/** The account button once its balance is there, by its accessible name. */
async function buttonWithBalance(context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) {
  await sceneOf(context).ready
  // The balance arrives after connecting (the balance flow); a busy machine may take seconds.
  return within(context.canvasElement).findByRole('button', { name: 'Account 0xf39F…2266 0.000 ETH' })
}

/** The native balance, 3 decimals truncated, is in the text and in the accessible name alike. */
export const ShowsBalance: Story = {
  play: async (context) => {
    const button = await buttonWithBalance(context)
    await expect(button).toHaveTextContent('0xf39F…2266 0.000 ETH')
  },
}

export const ConnectedLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Connected.play,
}

export const Disconnected: Story = {
  parameters: portico({ wallets: [], setup: () => {} }),
  play: async (context) => {
    await sceneOf(context).ready
    await expect(within(context.canvasElement).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  },
}

export const OpensAccount: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: /^Account / }))
    await openedOn(context, 'Account')
  },
}

/** An account without a profile image: the gradient of its address beside it. */
export const AvatarFromTheAddress: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    const button = await within(context.canvasElement).findByRole('button', { name: /^Account 0xf39F…2266/ })
    const avatar = button.querySelector<HTMLElement>('[data-avatar="gradient"]')!
    await expect(getComputedStyle(avatar).backgroundImage).toMatch(/^radial-gradient\(/)
    await expect(avatar.getBoundingClientRect().width).toBe(20)
  },
}

/**
 * Both buttons on a phone: inside the viewport, each text whole or not there at all (never a
 * name cut into letters), and their accessible names whole. At phone width they take the
 * compact form (the network's picture; the avatar and the address without the balance).
 */
async function fitThePhone(context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) {
  const account = await buttonWithBalance(context)
  const network = within(context.canvasElement).getByRole('button', { name: 'Network: Ethereum' })
  // The network's picture comes in a chunk of its own; until then its name stands alone.
  await waitFor(() => expect(network.querySelector('.p-image')).not.toBeNull())
  for (const button of [network, account]) {
    await expect(insideViewport(button), `${button.getAttribute('aria-label')} inside the viewport`).toBe(true)
    await expect(textsShownInPart(button)).toEqual([])
  }
  // The compact form: the network's name and the balance are not drawn (their words stay in
  // the accessible names, found above).
  await expect(rendered(network.querySelector('[data-part="name"]')!)).toBe(false)
  await expect(rendered(account.querySelector('[data-part="balance"]')!)).toBe(false)
  await expect(account.querySelector('[data-part="name"]')).toHaveTextContent('0xf39F…2266')
}

/** A phone's header (360 px): a logo, the network button and the account button in one row. */
export const PhoneHeader: Story = {
  globals: phoneWidth,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <header
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, boxSizing: 'border-box', width: '100%' }}
    >
      <strong style={{ fontFamily: 'sans-serif', fontSize: 20, marginRight: 'auto' }}>Acme Market</strong>
      <NetworkButton />
      <AccountButton />
    </header>
  ),
  play: async (context) => {
    await fitThePhone(context)
    // One line: as high as the network button beside it, as a button of one line is.
    const header = within(context.canvasElement)
    const account = header.getByRole('button', { name: /^Account/ }).getBoundingClientRect()
    const network = header.getByRole('button', { name: /^Network/ }).getBoundingClientRect()
    await expect(Math.abs(account.height - network.height)).toBeLessThanOrEqual(1)
  },
}

/**
 * The same phone with the buttons in a navigation of their own beside a title that wraps (the
 * offline demo's header): the row holds them at their narrowest, and the buttons must fit it.
 */
export const PhoneHeaderWithANav: Story = {
  globals: phoneWidth,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        padding: '12px 20px',
        fontFamily: 'sans-serif',
      }}
    >
      <strong>Acme Market of Things</strong>
      <nav style={{ display: 'flex', gap: 8 }}>
        <NetworkButton />
        <AccountButton />
      </nav>
    </header>
  ),
  play: fitThePhone,
}

/** `compact` asks for the compact form on any screen (here a desktop's). */
export const CompactOnRequest: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <NetworkButton compact />
      <AccountButton compact />
    </div>
  ),
  play: async (context) => {
    const account = await buttonWithBalance(context)
    const network = within(context.canvasElement).getByRole('button', { name: 'Network: Ethereum' })
    // The name goes once the picture is there to stand for it (its own chunk).
    await waitFor(() => expect(network.querySelector('.p-image')).not.toBeNull())
    await expect(rendered(network.querySelector('[data-part="name"]')!)).toBe(false)
    await expect(rendered(account.querySelector('[data-part="balance"]')!)).toBe(false)
  },
}

/** `compact={false}` keeps the full form on any screen (here a phone's): the name and the balance. */
export const FullOnRequest: Story = {
  globals: phoneWidth,
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <NetworkButton compact={false} />
      <AccountButton compact={false} />
    </div>
  ),
  play: async (context) => {
    const account = await buttonWithBalance(context)
    const network = within(context.canvasElement).getByRole('button', { name: 'Network: Ethereum' })
    await waitFor(() => expect(network.querySelector('.p-image')).not.toBeNull())
    await expect(textsShownWhole(network)).toContain('Ethereum')
    await expect(textsShownWhole(account)).toEqual(['0xf39F…2266', '0.000 ETH'])
    for (const button of [network, account]) await expect(textsShownInPart(button)).toEqual([])
  },
}
