// Pay (section 2's optional screens, feature switch `pay`) on the real store with the mocks: a host asks for 0.25 ETH
// on Ethereum to a fixed recipient, and the visitor pays from MetaMask (its requests answered
// here) or by card (the provider's window is the story's). Paying for real, to the mined
// transaction, runs on anvil (test/store/payFlow.test.ts and the browser test).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico, sceneOf, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet, stateWhere } from '../../../.storybook/scenes'
import { animationsDone, inView, modalRoot, openedOn, viewShown } from '../../../.storybook/shadow'
import { storyNode, type StoryNodeOptions } from '../../../.storybook/storyNode'
import { storyWallets } from '../../../.storybook/wallets'
import { openRequested } from '../../features/modal/actions'
import { payRequested } from '../../features/pay/actions'
import type { PayError, PayRequest } from '../../features/pay/constants'
import { usePay } from '../../react/hooks'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { Pay } from './Pay'
import { phoneWidth } from '../../../.storybook/viewports'

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
  // The flow that takes the request comes with the api.
  await stateWhere(store, (s) => s.portico.services.apiAttached)
  store.dispatch(payRequested({ id: 'story', request }))
}

const payScene = (
  scene: PorticoParameters = {},
  connected = true,
  node: StoryNodeOptions = {},
  /** What the scene asks before the story plays: by default the story's request, shown on Pay. */
  asked: (store: PorticoStore) => Promise<void> = ask,
) => ({
  // The node behind the wallet, which takes what it sends (and mines it, when the story says so).
  msw: storyNode(node),
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
      await asked(store)
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
    await expect(await again.findByRole('alert')).toHaveTextContent(
      'You declined the payment in the wallet. Nothing was paid.',
    )
    await expect(again.getByRole('button', { name: 'Pay with wallet' })).toBeInTheDocument()
  },
}

/**
 * The decline in German on a phone: the flow keeps it as a catalogue key, said in the visitor's
 * language (section 8's failures, in the active locale).
 */
export const DeclinedGermanPhone: Story = {
  globals: { ...phoneWidth, locale: 'de' },
  play: async (context) => {
    const { scene } = await openedOn(context, 'Pay')
    const view = await payView()
    await userEvent.click(await view.findByRole('button', { name: 'Mit Wallet zahlen' }))
    scene.wallet(metaMask).demo.reject((await scene.wallet(metaMask).nextPending()).id)
    const again = await viewShown('Pay')
    await expect(await again.findByRole('alert')).toHaveTextContent(
      'Du hast die Zahlung in der Wallet abgelehnt. Es wurde nichts bezahlt.',
    )
  },
}

/** Pays with the wallet: Pay with wallet pressed, the wallet's request approved. */
async function payFromWallet(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { scene } = await openedOn(context, 'Pay')
  await userEvent.click(await (await payView()).findByRole('button', { name: 'Pay with wallet' }))
  const wallet = scene.wallet(metaMask)
  const pending = await wallet.nextPending()
  await expect(pending.method).toBe('eth_sendTransaction')
  await viewShown('ApproveTransaction')
  wallet.demo.approve(pending.id)
  return { scene, view: await viewShown('Pay') }
}

/** Mined: Pay says it is paid, with the transaction, and Done is the only way on; the host's promise has its hash. */
export const Paid: Story = {
  parameters: payScene({}, true, { mines: 'succeeded' }),
  play: async (context) => {
    const { scene, view } = await payFromWallet(context)
    const done = await view.findByRole('button', { name: 'Done' })
    const { pay } = scene.store.getState().portico
    await expect(pay).toMatchObject({ status: 'paid', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const hash = `${pay!.hash!.slice(0, 6)}…${pay!.hash!.slice(-4)}`
    await expect(view.getByText(hash).closest('p')).toHaveTextContent(`Paid. ${hash}`)
    await expect(done).toBeInTheDocument()
    await expect(view.queryByRole('button', { name: 'Pay with wallet' })).not.toBeInTheDocument()
    await expect(view.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  },
}

export const PaidPhone: Story = { ...Paid, globals: phoneWidth }

/** Mined but reverted: the chain's no, said on Pay, with both ways to pay open again. */
export const Failed: Story = {
  parameters: payScene({}, true, { mines: 'reverted' }),
  play: async (context) => {
    const { view } = await payFromWallet(context)
    await expect(await view.findByText('The payment failed on the chain')).toBeInTheDocument()
    await expect(view.queryByText('Paid.')).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Pay with wallet' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument()
  },
}

export const FailedPhone: Story = { ...Failed, globals: phoneWidth }

/** The node refused what the wallet sent: its reason, as the wallet's client words it, and both ways open again. */
export const RefusedByTheNode: Story = {
  parameters: payScene({}, true, { refuse: { code: -32000, message: 'insufficient funds for gas * price + value' } }),
  play: async (context) => {
    const { view } = await payFromWallet(context)
    const reason = await view.findByText(/exceeds the balance of the account/)
    await expect(reason).toHaveClass('p-error-text')
    await expect(view.getByRole('button', { name: 'Pay with wallet' })).toBeInTheDocument()
    await expect(view.queryByText('Sent. Waiting for the network…')).not.toBeInTheDocument()
  },
}

export const RefusedByTheNodePhone: Story = { ...RefusedByTheNode, globals: phoneWidth }

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

/** The host's page: a button that asks for `request` through usePay, and what the promise said. */
function HostPage({ request }: { request: PayRequest }) {
  const { pay } = usePay()
  const [outcome, setOutcome] = useState('')
  const ask = () =>
    pay(request).then(
      ({ hash }) => setOutcome(`Paid: ${hash}`),
      (error: PayError) => setOutcome(`${error.code}: ${error.message}`),
    )
  return (
    <main style={{ padding: 24, fontFamily: 'sans-serif' }}>
      <button type="button" onClick={ask}>
        Pay (host)
      </button>
      <p role="status">{outcome}</p>
    </main>
  )
}

/**
 * A request Pay refuses (a recipient that is no address) while no wallet is connected: the
 * host's promise rejects with what to fix, and no modal opens — nothing empty is left behind.
 */
export const RefusedRequest: Story = {
  parameters: payScene({}, false, {}, async () => {}),
  render: () => <HostPage request={{ ...request, recipient: '0x1234' }} />,
  play: async (context) => {
    await sceneOf(context).ready
    const page = within(context.canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Pay (host)' }))
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent(
        'INVALID_REQUEST: recipient must be an EVM address (0x and 40 hex digits), not "0x1234"',
      ),
    )
    await expect(sceneOf(context).store.getState().portico.modal.open).toBe(false)
    await expect(modalRoot()?.querySelector('[role="dialog"]') ?? null).toBeNull()
  },
}

/** The app's paymaster service (ERC-7677), as a host configures it; the story wallet answers for it, nothing calls it. */
const sponsorship = { sponsorship: { paymasterUrl: 'https://paymaster.example/rpc' } }

/** A term's value in a list of pairs (of a view, or `within` a region of it). */
const termIn = (queries: Pick<ReturnType<typeof within>, 'getByText'>, term: string) =>
  queries.getByText(term, { selector: 'dt' }).nextElementSibling

/**
 * The app pays the network fee (ERC-7677) and the wallet takes its paymaster: Pay says so, the
 * wallet is handed the app's paymaster with the payment (one call, through wallet_sendCalls), and
 * ApproveTransaction says the app pays.
 */
export const SponsoredFee: Story = {
  parameters: payScene({
    wallets: [{ ...wallet, batches: { settles: 500 }, paymaster: {} }],
    config: { features: { pay: true }, ...sponsorship },
  }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Pay')
    const view = await payView()
    await waitFor(() => expect(termIn(view, 'Network fee')).toHaveTextContent(/^Paid by the app$/))
    await userEvent.click(view.getByRole('button', { name: 'Pay with wallet' }))
    const pending = await scene.wallet(metaMask).nextPending()
    await expect(pending.method).toBe('wallet_sendCalls')
    const [{ capabilities, calls }] = pending.params as [{ capabilities: unknown; calls: unknown[] }]
    await expect(capabilities).toEqual({ paymasterService: { url: 'https://paymaster.example/rpc' } })
    await expect(calls).toEqual([{ to: fixtures.otherAccount, value: '0x3782dace9d90000' }])
    const region = (await viewShown('ApproveTransaction')).getByRole('region', {
      name: 'What you are asked to approve',
    })
    await expect(termIn(within(region), 'Network fee')).toHaveTextContent(/^Paid by the app$/)
  },
}

/** The app's paymaster says no (its policy): the reason on Pay, the ways to pay open, and paying the fee oneself offered. */
export const SponsorshipRefused: Story = {
  parameters: payScene({
    wallets: [
      { ...wallet, batches: { settles: 500 }, paymaster: { refuses: 'The app does not sponsor payments in ETH' } },
    ],
    config: { features: { pay: true }, ...sponsorship },
  }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Pay')
    await userEvent.click(await (await payView()).findByRole('button', { name: 'Pay with wallet' }))
    // Back on Pay (ApproveTransaction may come and go with the wallet's answer): the view anew.
    const alert = await waitFor(async () => (await payView()).getByRole('alert'))
    await expect(alert).toHaveTextContent(
      'The app could not pay the network fee, so nothing was paid: The app does not sponsor payments in ETH',
    )
    const again = await payView()
    await expect(scene.wallet(metaMask).demo.pending()).toEqual([])
    await expect(again.getByRole('button', { name: 'Pay with wallet' })).toBeInTheDocument()
    // The way on: paying the fee oneself (what follows is the store's test, sponsoredGas.test.ts).
    await expect(again.getByRole('button', { name: 'Pay the network fee yourself' })).toBeVisible()
    await animationsDone()
  },
}

/** Light theme. */
export const Light: Story = { ...Asked, parameters: payScene({ themeMode: 'light' }) }
