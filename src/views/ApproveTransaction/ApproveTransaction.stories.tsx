// ApproveTransaction: Send was pressed and the wallet holds the request (the story's demo wallet
// in manual mode). What is being sent is shown; the modal cannot be closed or left. Then each
// other kind of request the wallet is asked (a swap, a token approval, a payment, a smart
// session, another call), as its flow hands it to the view, with a Send form still typed in the
// store: none of the form's details may show for another request.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { parseEther } from 'viem'
import { eth, receiver, sendScene, sendWallet, usdc } from '../../../.storybook/sendScene'
import { inView, openedOn, shakes, viewShown } from '../../../.storybook/shadow'
import { fixtures } from '../../../mocks/db/fixtures'
import { findApprovalSlot } from '../../frame/approvalSlot'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { sendRequested } from '../../features/send/actions'
import { openRequested } from '../../features/modal/actions'
import { approvalUnanswered } from '../../features/approvals/approvalWait'
import type { ApprovalRequest, TokenApproval } from '../../features/approvals/approvalRequest'
import { ApproveTransaction } from './ApproveTransaction'
import { phoneWidth } from '../../../.storybook/viewports'

/** The visitor pressed Send on the filled form. */
const pressSend = { then: (store: PorticoStore) => void store.dispatch(sendRequested()) }

const meta = {
  title: 'Views/ApproveTransaction',
  component: ApproveTransaction,
  render: () => <></>,
  parameters: sendScene({ token: eth, amount: '0.5', receiver }, pressSend),
} satisfies Meta

export default meta
type Story = StoryObj

/** Pending: where to answer, and what is being sent. */
export const Pending: Story = {
  play: async (context) => {
    const { modal, scene } = await openedOn(context, 'ApproveTransaction')
    await expect(modal.getByRole('dialog', { name: 'Approve Transaction' })).toBeInTheDocument()
    const view = await inView('ApproveTransaction')
    // The first status is where to answer; the request's preview has its own below.
    await expect(view.getAllByRole('status')[0]).toHaveTextContent('Approve the transaction in MetaMask')
    await expect(view.getByText('Sending').nextSibling).toHaveTextContent('0.5 ETH')
    await expect(view.getByText('To').nextSibling).toHaveTextContent('0x7099…79C8')
    await expect(view.getByText('Network').nextSibling).toHaveTextContent('Ethereum')
    await expect((await scene.wallet(sendWallet).nextPending()).method).toBe('eth_sendTransaction')
  },
}

/**
 * The connected wallet is the embedded wallet: it asks in its own frame, which shows itself in
 * the slot the view keeps (a page's frame would be placed over it; the frame here is in memory).
 */
export const PendingInEmbeddedWallet: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver }, { ...pressSend, sender: 'embeddedWallet' }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'ApproveTransaction')
    const view = await inView('ApproveTransaction')
    await expect(view.getAllByRole('status')[0]).toHaveTextContent('Approve in your embedded wallet below')
    const slot = findApprovalSlot(document)
    await expect(slot).toBeDefined()
    await expect(slot!.getBoundingClientRect().height).toBeGreaterThan(0)
    await expect(view.getByText('Sending').nextSibling).toHaveTextContent('0.5 ETH')
    await expect(view.getByText('To').nextSibling).toHaveTextContent('0x7099…79C8')
    // The frame's approval screen holds the request for the visitor.
    await waitFor(() =>
      expect(scene.frame!.wallet.approvals.pending().map((request) => request.method)).toEqual(['eth_sendTransaction']),
    )
  },
}

/** An ERC-20 to a name: the name is shown with its address. */
export const PendingTokenToName: Story = {
  parameters: sendScene(
    { token: usdc, amount: '12.5', receiver: fixtures.neighbourName },
    {
      then: (store) => {
        // The name resolves first (debounced lookup), then Send is pressed.
        const stop = store.subscribe(() => {
          if (store.getState().portico.send?.receiverLookup !== 'resolved') return
          stop()
          store.dispatch(sendRequested())
        })
      },
    },
  ),
  play: async (context) => {
    await openedOn(context, 'ApproveTransaction')
    const view = await inView('ApproveTransaction')
    await expect(view.getByText('Sending').nextSibling).toHaveTextContent('12.5 USDC')
    await expect(view.getByText('To').nextSibling).toHaveTextContent(`${fixtures.neighbourName} (0xb0B5…a7b8)`)
  },
}

/** Section 2: closing is blocked on ApproveTransaction; close, Escape and back shake the modal. */
export const CannotBeClosed: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'ApproveTransaction')
    await shakes(() => userEvent.click(modal.getByRole('button', { name: 'Close' })))
    await shakes(() => userEvent.click(modal.getByRole('button', { name: 'Back' })))
    await shakes(() => userEvent.keyboard('{Escape}'))
    await viewShown('ApproveTransaction')
    await expect(modal.getByRole('dialog')).toBeInTheDocument()
  },
}

/**
 * The wallet has not answered within the bound (approvalUnansweredMs; the story does not wait
 * the 30 s, it says the bound passed the moment the wait starts): the live region says so, with
 * what to do in the wallet, and Stop waiting comes forward.
 */
export const Unanswered: Story = {
  parameters: sendScene(
    { token: eth, amount: '0.5', receiver },
    {
      then: (store) => {
        const stop = store.subscribe(() => {
          const wait = store.getState().portico.approvalWait?.current
          if (wait?.status !== 'waiting') return
          stop()
          store.dispatch(approvalUnanswered({ attempt: wait.attempt }))
        })
        store.dispatch(sendRequested())
      },
    },
  ),
  play: async (context) => {
    await openedOn(context, 'ApproveTransaction')
    const view = await inView('ApproveTransaction')
    const status = view.getAllByRole('status')[0]!
    await waitFor(() => expect(status).toHaveTextContent('MetaMask has not answered'))
    await expect(status).toHaveTextContent('If it still asks, reject the request there.')
    await expect(view.getByRole('button', { name: 'Stop waiting' })).toBeVisible()
  },
}

/** Stop waiting: back on Send, the form as typed, saying the visitor stopped waiting. */
export const StoppedWaiting: Story = {
  play: async (context) => {
    await openedOn(context, 'ApproveTransaction')
    const view = await inView('ApproveTransaction')
    await userEvent.click(view.getByRole('button', { name: 'Stop waiting' }))
    const send = await inView('Send')
    await expect(await send.findByRole('alert')).toHaveTextContent('You stopped waiting for the wallet.')
    await expect(send.getByLabelText('Amount')).toHaveValue('0.5')
  },
}

export const PendingLight: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver }, { ...pressSend, scene: { themeMode: 'light' } }),
  play: Pending.play,
}

export const PendingMobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'ApproveTransaction')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
  },
}

const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const units = (value: bigint, decimals: number, symbol: string) => ({ value: value.toString(), decimals, symbol })
const ethAmount = (whole: string) => units(parseEther(whole), 18, 'ETH')

/** A request another flow put on ApproveTransaction, while a Send form (0.5 ETH to 0x7099…) is still typed. */
const asking = (approval: ApprovalRequest) =>
  sendScene(
    { token: eth, amount: '0.5', receiver },
    { then: (store) => void store.dispatch(openRequested({ view: 'ApproveTransaction', data: { approval } })) },
  )

/** The details region, and what a term's value reads; the Send form's words nowhere. */
async function details(context: Parameters<NonNullable<Story['play']>>[0]) {
  await openedOn(context, 'ApproveTransaction')
  const view = await inView('ApproveTransaction')
  const region = view.getByRole('region', { name: 'What you are asked to approve' })
  await expect(region).not.toHaveTextContent('0.5 ETH')
  await expect(region).not.toHaveTextContent('0x7099')
  const pair = (term: string) => view.getByText(term, { selector: 'dt' }).nextElementSibling
  return { region, pair }
}

/** A swap: what it pays, the quoted amount back, the pool's contract. */
export const SwapRequest: Story = {
  parameters: asking({
    kind: 'swap',
    caipNetworkId: 'eip155:1',
    pay: units(30n * 10n ** 6n, 6, 'USDC'),
    receive: ethAmount('0.009375'),
    contract: router,
  }),
  play: async (context) => {
    const { region, pair } = await details(context)
    await expect(region).toHaveTextContent('Swap 30 USDC for 0.009 ETH')
    await expect(pair('You pay')).toHaveTextContent('30 USDC')
    await expect(pair('You receive')).toHaveTextContent('≈ 0.009 ETH (quoted)')
    await expect(pair('Contract')).toHaveTextContent('0xCf7E…0Fc9')
  },
}

/** An approval of USDC to the router, for `amount`. */
const usdcApproval = (amount: TokenApproval['amount']) =>
  asking({
    kind: 'tokenApproval',
    caipNetworkId: 'eip155:1',
    token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    symbol: 'USDC',
    spender: router,
    amount,
  })

/** A token approval before a swap: the allowance and the spender read from its calldata. */
export const TokenApprovalRequest: Story = {
  parameters: usdcApproval(units(30n * 10n ** 6n, 6, 'USDC')),
  play: async (context) => {
    const { pair } = await details(context)
    await expect(pair('Allowance')).toHaveTextContent('30 USDC')
    await expect(pair('Spender')).toHaveTextContent('0xCf7E…0Fc9')
  },
}

/** An unlimited approval says so, in words. */
export const UnlimitedApprovalRequest: Story = {
  parameters: usdcApproval('unlimited'),
  play: async (context) => {
    const { pair } = await details(context)
    await expect(pair('Allowance')).toHaveTextContent('Unlimited USDC')
  },
}

/** A host's payment (Pay): its amount and recipient. */
export const PaymentRequest: Story = {
  parameters: asking({
    kind: 'payment',
    caipNetworkId: 'eip155:1',
    amount: units(12_500_000n, 6, 'USDC'),
    to: router,
  }),
  play: async (context) => {
    const { region, pair } = await details(context)
    await expect(region).toHaveTextContent('Pay 12.5 USDC')
    await expect(pair('To')).toHaveTextContent('0xCf7E…0Fc9')
  },
}

/** A smart session the host asks for: its permissions in words, until when, its signer. */
export const SmartSessionRequest: Story = {
  parameters: asking({
    kind: 'smartSession',
    caipNetworkId: 'eip155:1',
    expiry: Date.UTC(2027, 0, 2, 15, 0) / 1000,
    signer: 'keys',
    permissions: [
      {
        type: 'contract-call',
        data: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', functions: [{ functionName: 'transfer' }] },
      },
      { type: 'native-token-recurring-allowance', data: {} },
    ],
  }),
  play: async (context) => {
    const { pair } = await details(context)
    await expect(pair('Permissions')).toHaveTextContent('Call transfer on 0xA0b8…eB48')
    await expect(pair('Permissions')).toHaveTextContent('Spend the native token, within an allowance')
    await expect(pair('Until')).toHaveTextContent('Jan 2, 2027')
  },
}

/** A call no rule reads: its contract, value and function selector, as they are. */
export const ContractCallRequest: Story = {
  parameters: asking({
    kind: 'call',
    caipNetworkId: 'eip155:1',
    to: router,
    value: ethAmount('0.2'),
    selector: '0x12345678',
  }),
  play: async (context) => {
    const { region, pair } = await details(context)
    await expect(region).toHaveTextContent('Call a contract')
    await expect(pair('Value')).toHaveTextContent('0.2 ETH')
    await expect(pair('Function')).toHaveTextContent('0x12345678')
  },
}

export const SwapRequestMobileWidth: Story = {
  ...SwapRequest,
  globals: phoneWidth,
}

/** A batch (EIP-5792): every call in the order the wallet runs them, each as it would be alone, and that they run together. */
export const BatchRequest: Story = {
  parameters: asking({
    kind: 'batch',
    caipNetworkId: 'eip155:1',
    calls: [
      {
        kind: 'tokenApproval',
        caipNetworkId: 'eip155:1',
        token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        symbol: 'USDC',
        spender: router,
        spenderRole: 'swapService',
        amount: units(30n * 10n ** 6n, 6, 'USDC'),
      },
      {
        kind: 'swap',
        caipNetworkId: 'eip155:1',
        pay: units(30n * 10n ** 6n, 6, 'USDC'),
        receive: ethAmount('0.009375'),
        contract: router,
        contractRole: 'swapService',
      },
    ],
  }),
  play: async (context) => {
    const { region } = await details(context)
    await expect(region).toHaveTextContent('2 calls in one approval')
    await expect(region).toHaveTextContent('They run together: all of them, or none.')
    const [allowance, swap] = within(region).getAllByRole('listitem')
    await expect(allowance).toHaveTextContent('Allow spending of 30 USDC')
    await expect(swap).toHaveTextContent('Swap 30 USDC for 0.009 ETH')
    await expect(within(region).getAllByText('Network', { selector: 'dt' })).toHaveLength(1)
  },
}
