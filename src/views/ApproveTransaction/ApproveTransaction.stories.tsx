// ApproveTransaction: Send was pressed and the wallet holds the request (the story's demo wallet
// in manual mode). What is being sent is shown; the modal cannot be closed or left.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { eth, receiver, sendScene, sendWallet, usdc } from '../../../.storybook/sendScene'
import { animationsDone, inView, modalRoot, openedOn, viewShown } from '../../../.storybook/shadow'
import { fixtures } from '../../../mocks/db/fixtures'
import { findApprovalSlot } from '../../frame/approvalSlot'
import type { PorticoStore } from '../../store/createPorticoStore'
import { sendRequested } from '../../features/send/actions'
import { ApproveTransaction } from './ApproveTransaction'

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
    await expect(view.getByRole('status')).toHaveTextContent('Approve the transaction in MetaMask')
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
    await expect(view.getByRole('status')).toHaveTextContent('Approve in your embedded wallet below')
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
    await userEvent.click(modal.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(modalRoot()!.querySelector('.p-modal')).toHaveClass('p-shake'))
    await animationsDone()
    await userEvent.click(modal.getByRole('button', { name: 'Back' }))
    await expect(modalRoot()!.querySelector('.p-modal')).toHaveClass('p-shake')
    await userEvent.keyboard('{Escape}')
    await viewShown('ApproveTransaction')
    await expect(modal.getByRole('dialog')).toBeInTheDocument()
  },
}

export const PendingLight: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver }, { ...pressSend, scene: { themeMode: 'light' } }),
  play: Pending.play,
}

export const PendingMobileWidth: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    const { modal } = await openedOn(context, 'ApproveTransaction')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
  },
}
