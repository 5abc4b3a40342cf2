// Pay (issue 14, feature switch `pay`) on the real store with the mocks: a host asks for 0.25 ETH
// on Ethereum to a fixed recipient, and the visitor pays from MetaMask (its requests answered
// here) or by card (the provider's window is the story's). Paying for real, to the mined
// transaction, runs on anvil (test/store/payFlow.test.ts and the browser test).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet, stateWhere } from '../../../.storybook/scenes'
import { inView, openedOn, viewShown } from '../../../.storybook/shadow'
import { storyNode } from '../../../.storybook/storyNode'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { payRequested } from '../../features/pay/actions'
import type { PorticoStore } from '../../store/createPorticoStore'
import { Pay } from './Pay'

const metaMask = storyWallets.metaMask.name
// Its own key: it sends for real (a watched account could not).
const wallet = storyWallets.metaMask
const request = {
  recipient: fixtures.otherAccount,
  amount: '0.25',
  network: 'eip155:1' as const,
  asset: 'native' as const,
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

async function ask(store: PorticoStore) {
  store.dispatch(openRequested({ view: 'Pay' }))
  await stateWhere(store, (s) => !!s.portico.pay)
  store.dispatch(payRequested({ id: 'story', request }))
}

const payScene = (scene: PorticoParameters = {}, connected = true) => ({
  // The node behind the wallet, which takes what it sends.
  msw: storyNode(),
  ...portico({
    wallets: [wallet],
    ...scene,
    config: { features: { pay: true }, ...scene.config },
    setup: async (store, s) => {
      if (connected) {
        await connectWallet(store, s, metaMask)
        // Its requests are the story's to answer.
        s.wallet(metaMask).demo.setMode('manual')
      }
      await ask(store)
    },
  }),
})

const meta = {
  title: 'Views/Pay',
  component: Pay,
  render: () => <></>,
  parameters: payScene(),
} satisfies Meta

export default meta
type Story = StoryObj

const payView = () => inView('Pay')

/** What the host asks, and the two ways to pay it. */
export const Asked: Story = {
  play: async (context) => {
    await openedOn(context, 'Pay')
    const view = await payView()
    await expect(await view.findByText('0.25 ETH')).toBeInTheDocument()
    await expect(view.getByText('0xb0B5…a7b8')).toBeInTheDocument()
    await expect(view.getByText('Ethereum')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Pay with wallet' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  },
}

/** No wallet connected yet: the first way is to connect one. */
export const NotConnected: Story = {
  parameters: payScene({}, false),
  play: async (context) => {
    await openedOn(context, 'Pay')
    await expect(await (await payView()).findByRole('button', { name: 'Connect a wallet' })).toBeInTheDocument()
  },
}

/** Sent from the wallet: Pay waits for the network (the mocks' chain never mines it). */
export const Confirming: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Pay')
    const view = await payView()
    await userEvent.click(await view.findByRole('button', { name: 'Pay with wallet' }))
    const pending = await scene.wallet(metaMask).nextPending()
    await expect(pending.method).toBe('eth_sendTransaction')
    await expect(pending.params).toEqual([
      { from: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), to: fixtures.otherAccount, value: '0x3782dace9d90000' },
    ])
    // Section 4's stack: ApproveTransaction while the wallet asks, then Pay again.
    await viewShown('ApproveTransaction')
    scene.wallet(metaMask).demo.approve(pending.id)
    await expect(await (await viewShown('Pay')).findByText('Sent. Waiting for the network…')).toBeInTheDocument()
  },
}

/** Declined in the wallet: the reason, and both ways open again. */
export const Declined: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Pay')
    const view = await payView()
    await userEvent.click(await view.findByRole('button', { name: 'Pay with wallet' }))
    scene.wallet(metaMask).demo.reject((await scene.wallet(metaMask).nextPending()).id)
    const again = await viewShown('Pay')
    await expect(await again.findByText(/rejected/i)).toBeInTheDocument()
    await expect(again.getByRole('button', { name: 'Pay with wallet' })).toBeInTheDocument()
  },
}

/** By card: the provider's window is open, with its link again. */
export const ByCard: Story = {
  parameters: payScene({ providerWindow: 'stays' }),
  play: async (context) => {
    await openedOn(context, 'Pay')
    const view = await payView()
    await userEvent.click(await view.findByRole('button', { name: 'Pay by card' }))
    await expect(await view.findByText(/Finish the payment in the Coinbase window/)).toBeInTheDocument()
    await waitFor(() =>
      expect(view.getByRole('link', { name: 'Open Coinbase again' })).toHaveAttribute(
        'href',
        expect.stringMatching(/defaultNetwork=ethereum/),
      ),
    )
  },
}

/** Light theme. */
export const Light: Story = { ...Asked, parameters: payScene({ themeMode: 'light' }) }
