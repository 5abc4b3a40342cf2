// The Account view's smart sessions (feature switch `smartSessions`), with the mocks as the
// server: the fixture account's sessions as the server lists them, none, a list that failed,
// and a wallet that cannot revoke. Granting and revoking with the embedded wallet's smart
// account run for real in test/store/smartSessionsFlow.test.ts and the demo's browser test.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fixtures, stateNames } from '../../../mocks/db'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet } from '../../../.storybook/scenes'
import { inView, openedOn } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { SmartSessions } from './SmartSessions'
import { phoneWidth } from '../../../.storybook/viewports'

const wallet = { ...storyWallets.metaMask, account: fixtures.account }

/** MetaMask connected on the fixture account, smart sessions switched on, Account open (after the scene's own setup). */
const sessionsScene = (scene: PorticoParameters = {}) =>
  portico({
    wallets: [wallet],
    state: stateNames.sessionsOfEveryStanding,
    ...scene,
    config: { features: { smartSessions: true }, ...scene.config },
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      await scene.setup?.(store, s)
      store.dispatch(openRequested())
    },
  })

const meta = {
  title: 'Views/Account/Smart sessions',
  component: SmartSessions,
  render: () => <></>,
  parameters: sessionsScene(),
} satisfies Meta

export default meta
type Story = StoryObj

const sessionsList = async () => {
  const view = await inView('Account')
  return within(await view.findByRole('region', { name: 'Smart sessions' }))
}

/** Every standing: active and not yet activated (Revoke offered), expired and revoked (kept listed). */
export const EveryStanding: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await sessionsList()
    const swap = await list.findByRole('listitem', { name: 'Portico Swap' })
    await expect(within(swap).getByText('Active')).toBeInTheDocument()
    await expect(within(swap).getByText('Call transfer on 0xA0b8…eB48')).toBeInTheDocument()
    await expect(within(swap).getByText('Until Jan 1, 2030, 12:00 AM UTC')).toBeInTheDocument()
    await expect(within(swap).getByRole('button', { name: 'Revoke' })).toBeInTheDocument()
    const games = list.getByRole('listitem', { name: 'Portico Games' })
    await expect(within(games).getByText('Not activated')).toBeInTheDocument()
    await expect(within(games).getByText('Spend the native token, within an allowance')).toBeInTheDocument()
    await expect(list.getByText('Expired')).toBeInTheDocument()
    await expect(list.getByText('Revoked')).toBeInTheDocument()
    await expect(list.getByText(/^Revoked on /)).toBeInTheDocument()
    await expect(list.getAllByRole('button', { name: 'Revoke' })).toHaveLength(2)
  },
}

/** No app has a session on the account. */
export const NoSessions: Story = {
  parameters: sessionsScene({ state: stateNames.noSessions }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await sessionsList()
    await expect(await list.findByText('No app has a session on this account.')).toBeInTheDocument()
  },
}

/** The list call failed: said, with the server's reason, and Try again. */
export const LoadFailed: Story = {
  parameters: sessionsScene({ faults: { 'blockchain.sessions': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await sessionsList()
    await expect(await list.findByText('Smart sessions could not be loaded')).toBeInTheDocument()
    await expect(list.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

/** A browser wallet holds no smart session keys: Revoke says it cannot, and the list stays. */
export const WalletCannotRevoke: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await sessionsList()
    const swap = await list.findByRole('listitem', { name: 'Portico Swap' })
    await userEvent.click(within(swap).getByRole('button', { name: 'Revoke' }))
    await expect(await list.findByText('The connected wallet cannot revoke permissions')).toBeInTheDocument()
    await expect(within(swap).getByText('Active')).toBeInTheDocument()
  },
}

/**
 * A wallet asked to revoke that never answers (its user is elsewhere): MetaMask is given
 * ERC-7715's permissions here (the story's browser wallet has none), its revoke never settling.
 */
const unansweredRevokeScene = sessionsScene({
  setup: (store) => {
    const connector = store.portico.registry.get(store.getState().portico.connectors.connectedIdByNamespace.eip155!)!
    Object.assign(connector, {
      permissions: { grant: () => new Promise(() => {}), revoke: () => new Promise(() => {}) },
    })
  },
})

/** Revoking, the wallet silent: "Revoking…" waits, and Stop waiting is the way out. */
export const RevokingUnanswered: Story = {
  parameters: unansweredRevokeScene,
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await sessionsList()
    const swap = await list.findByRole('listitem', { name: 'Portico Swap' })
    await userEvent.click(within(swap).getByRole('button', { name: 'Revoke' }))
    await expect(await within(swap).findByRole('button', { name: 'Revoking…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(within(swap).getByRole('button', { name: 'Stop waiting' })).toBeInTheDocument()
  },
}

/** Stopped waiting: said in words, the session as it was (Active, Revoke offered again). */
export const StoppedWaiting: Story = {
  parameters: unansweredRevokeScene,
  play: async (context) => {
    await RevokingUnanswered.play!(context)
    const list = await sessionsList()
    const swap = list.getByRole('listitem', { name: 'Portico Swap' })
    await userEvent.click(within(swap).getByRole('button', { name: 'Stop waiting' }))
    const words = await list.findByText(
      'You stopped waiting for the wallet. If it still asks, reject the request there.',
    )
    await expect(words).toBeInTheDocument()
    await expect(within(swap).getByText('Active')).toBeInTheDocument()
    await expect(within(swap).getByRole('button', { name: 'Revoke' })).not.toHaveAttribute('aria-disabled')
    await expect(within(swap).queryByRole('button', { name: 'Stop waiting' })).toBeNull()
  },
}

/** Switched off (the default): the Account view has no sessions section. */
export const SwitchedOff: Story = {
  parameters: sessionsScene({ config: { features: { smartSessions: false } } }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await inView('Account')
    await expect(view.queryByRole('region', { name: 'Smart sessions' })).toBeNull()
  },
}

/** Light theme. */
export const Light: Story = { ...EveryStanding, parameters: sessionsScene({ themeMode: 'light' }) }

/** Every standing, on a phone. */
export const EveryStandingMobileWidth: Story = {
  ...EveryStanding,
  globals: phoneWidth,
}
