// The host page's account button: the connected address (opens Account), or the connect button.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { portico, sceneOf } from '../../.storybook/portico'
import { connectWallet } from '../../.storybook/scenes'
import { openedOn } from '../../.storybook/shadow'
import { storyWallets } from '../../.storybook/wallets'
import { AccountButton } from './AccountButton'
import { NetworkButton } from './NetworkButton'
import { phoneWidth } from '../../.storybook/viewports'

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
  return within(context.canvasElement).findByRole(
    'button',
    { name: 'Account 0xf39F…2266 0.000 ETH' },
    { timeout: 10_000 },
  )
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
 * A phone's header (360 px): a logo, the network button and the account button in one row.
 * The account button keeps to one line: the balance goes before anything would wrap, and the
 * name shortens with an ellipsis; the balance stays in its accessible name.
 */
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
    const button = await buttonWithBalance(context)
    const header = context.canvasElement.querySelector('header')!.getBoundingClientRect()
    const box = button.getBoundingClientRect()
    // One line: as high as the network button beside it (one line too), inside the header.
    const network = within(context.canvasElement)
      .getByRole('button', { name: /^Network/ })
      .getBoundingClientRect()
    await expect(Math.abs(box.height - network.height)).toBeLessThanOrEqual(1)
    await expect(box.right).toBeLessThanOrEqual(header.right)
    const name = button.querySelector<HTMLElement>('[data-part="name"]')!.getBoundingClientRect()
    const balance = button.querySelector<HTMLElement>('[data-part="balance"]')!.getBoundingClientRect()
    // The balance did not fit beside the name: it is on the cut-off line below, not shown.
    await expect(balance.top).toBeGreaterThanOrEqual(name.bottom)
  },
}
