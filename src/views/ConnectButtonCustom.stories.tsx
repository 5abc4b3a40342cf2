// ConnectButton.Custom: a host draws its own wallet button from what Portico gives it (the
// account, the network, the opens with their intent props), in its own styles.
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { storyFontFamily } from '../../.storybook/fonts'
import { portico, sceneOf } from '../../.storybook/portico'
import { connectWallet } from '../../.storybook/scenes'
import { openedOn } from '../../.storybook/shadow'
import { storyWallets } from '../../.storybook/wallets'
import { ConnectButton } from './ConnectButton'

/** The host's own look: nothing of Portico's theme. */
const look = (background: string, color: string): CSSProperties => ({
  font: `600 15px ${storyFontFamily}`,
  padding: '10px 16px',
  border: 'none',
  borderRadius: 8,
  background,
  color,
  cursor: 'pointer',
})

function HostDrawnButton() {
  return (
    <ConnectButton.Custom>
      {({ account, network, mounted, connectProps, accountProps, networkProps }) => (
        // Hidden until mounted, as a host would on a server-rendered page (no hydration mismatch).
        <div style={{ display: 'flex', gap: 8, ...(mounted ? {} : { visibility: 'hidden' }) }}>
          {!account ? (
            <button type="button" style={look('#2f5fe0', '#ffffff')} {...connectProps}>
              Connect a wallet
            </button>
          ) : network?.unsupported ? (
            <button type="button" style={look('#b3261e', '#ffffff')} {...networkProps}>
              Wrong network
            </button>
          ) : (
            <>
              <button type="button" style={look('#e7eaee', '#1f2124')} {...networkProps}>
                {network?.name}
              </button>
              <button type="button" style={look('#e7eaee', '#1f2124')} {...accountProps}>
                {account.displayName}
                {account.displayBalance && ` · ${account.displayBalance}`}
              </button>
            </>
          )}
        </div>
      )}
    </ConnectButton.Custom>
  )
}

const meta = {
  title: 'Host buttons/ConnectButton.Custom',
  component: ConnectButton.Custom,
  render: () => <HostDrawnButton />,
  parameters: { layout: 'centered' },
} satisfies Meta

export default meta
type Story = StoryObj

export const Disconnected: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await expect(within(context.canvasElement).getByRole('button', { name: 'Connect a wallet' })).toBeVisible()
  },
}

/** Connected: the network, and the account's short address with its balance, as AccountButton shows them. */
export const Connected: Story = {
  parameters: portico({
    wallets: [storyWallets.metaMask],
    setup: (store, scene) => connectWallet(store, scene, storyWallets.metaMask.name),
  }),
  play: async (context) => {
    await sceneOf(context).ready
    const canvas = within(context.canvasElement)
    // The balance arrives after connecting (the balance flow); a busy machine may take seconds.
    await canvas.findByRole('button', { name: '0xf39F…2266 · 0.000 ETH' })
    await expect(canvas.getByRole('button', { name: 'Ethereum' })).toBeVisible()
  },
}

/**
 * The wallet is on BNB Smart Chain, which the app does not configure: the host says so. The host
 * lets the visitor stay there (allowUnsupportedChain), so no UnsupportedChain opens over the page.
 */
export const UnsupportedNetwork: Story = {
  parameters: portico({
    config: { allowUnsupportedChain: true },
    wallets: [{ ...storyWallets.metaMask, chainId: 56 }],
    setup: (store, scene) => connectWallet(store, scene, storyWallets.metaMask.name),
  }),
  play: async (context) => {
    await sceneOf(context).ready
    await expect(within(context.canvasElement).getByRole('button', { name: 'Wrong network' })).toBeVisible()
  },
}

/** The host's Wrong network button carries the network props: a click opens Networks. */
export const UnsupportedNetworkOpensNetworks: Story = {
  ...UnsupportedNetwork,
  play: async (context) => {
    await sceneOf(context).ready
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Wrong network' }))
    await openedOn(context, 'Networks')
  },
}
