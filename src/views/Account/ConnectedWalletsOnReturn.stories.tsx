// Several wallets at once, after a reload (README "Several wallets at once"): the last visit left
// MetaMask and Rabby connected, Rabby acting on Ethereum. MetaMask still lets the site in and
// comes back without a prompt; Rabby has forgotten it, so it is dropped, said once, and MetaMask
// acts in its place.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico } from '../../../.storybook/portico'
import { announcedId, stateWhere } from '../../../.storybook/scenes'
import { inView, snackbarShown } from '../../../.storybook/shadow'
import { storyWallets, type StoryWalletOptions } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { mainnet } from '../../networks'
import { Account } from './Account'

const metaMask: StoryWalletOptions = { ...storyWallets.metaMask, account: fixtures.account, permitted: true }
const rabby: StoryWalletOptions = storyWallets.rabby

const meta = {
  title: 'Views/Account/Connected wallets on return',
  component: Account,
  render: () => <></>,
  parameters: portico({
    config: { networks: [mainnet], multiWallet: true },
    wallets: [metaMask, rabby],
    stored: {
      connectorIds: { eip155: announcedId(rabby.rdns) },
      connections: [
        { connectorId: announcedId(metaMask.rdns), name: metaMask.name },
        { connectorId: announcedId(rabby.rdns), name: rabby.name },
      ],
    },
    setup: async (store) => {
      await stateWhere(store, (s) => s.portico.connectors.restored)
      store.dispatch(openRequested({ view: 'Account' }))
    },
  }),
} satisfies Meta

export default meta
type Story = StoryObj

/** Rabby no longer answers: dropped and said; MetaMask came back and acts. */
export const OneDroppedOnReturn: Story = {
  play: async () => {
    await expect(await snackbarShown()).toHaveTextContent('No longer connected: Rabby Wallet')
    const list = within((await inView('Account')).getByRole('list', { name: 'Connected wallets' }))
    const rows = list.getAllByRole('listitem')
    await expect(rows).toHaveLength(1)
    await expect(rows[0]).toHaveTextContent('MetaMask')
    await expect(rows[0]).toHaveAttribute('aria-current', 'true')
  },
}
